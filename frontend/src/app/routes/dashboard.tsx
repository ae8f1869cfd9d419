import { StudyToolsGrid } from '@/components/study-tools/study-tools-grid';
import { useSignedInUser } from '@/features/auth/hooks/use-auth';
import { usePrices } from '@/features/credits/api/get-prices';
import { CreditSummaryCard } from '@/features/credits/components/credit-summary-card';
import { useCreditBalance } from '@/features/credits/hooks/use-credit-balance';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { UploadGeneratePanel } from '@/features/generation/components/upload-generate-panel';

export function DashboardRoute() {
  const user = useSignedInUser();
  const prices = usePrices();
  const { balance } = useCreditBalance(user);
  return (
    <DashboardPage
      user={user}
      creditSummary={<CreditSummaryCard user={user} />}
      toolsGrid={<StudyToolsGrid prices={prices.data?.prices} />}
      uploadPanel={<UploadGeneratePanel balance={balance} />}
    />
  );
}
