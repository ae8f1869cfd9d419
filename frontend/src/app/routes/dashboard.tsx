import { StudyToolsGrid } from '@/components/study-tools/study-tools-grid';
import { useSignedInUser } from '@/features/auth/hooks/use-auth';
import { usePrices } from '@/features/credits/api/get-prices';
import { CreditSummaryCard } from '@/features/credits/components/credit-summary-card';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';

export function DashboardRoute() {
  const user = useSignedInUser();
  const prices = usePrices();
  return (
    <DashboardPage
      user={user}
      creditSummary={<CreditSummaryCard user={user} />}
      toolsGrid={<StudyToolsGrid prices={prices.data?.prices} />}
    />
  );
}
