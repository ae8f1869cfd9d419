import { StudyToolsGrid } from '@/components/study-tools/study-tools-grid';
import { AllFeaturesPage } from '@/features/all-features/components/all-features-page';
import { useSignedInUser } from '@/features/auth/hooks/use-auth';
import { usePrices } from '@/features/credits/api/get-prices';
import { CreditCostCards } from '@/features/credits/components/credit-cost-cards';
import { useCreditBalance } from '@/features/credits/hooks/use-credit-balance';

export function AllFeaturesRoute() {
  const user = useSignedInUser();
  const { balance, isLoading } = useCreditBalance(user);
  const prices = usePrices();
  return (
    <AllFeaturesPage
      balance={balance}
      balanceLoading={isLoading}
      toolsGrid={<StudyToolsGrid prices={prices.data?.prices} />}
      costCards={<CreditCostCards />}
    />
  );
}
