import { ManageSubscriptionButton, UpgradeButton } from '@/components/billing/subscription-buttons';
import { StudyToolsGrid } from '@/components/study-tools/study-tools-grid';
import { AllFeaturesPage } from '@/features/all-features/components/all-features-page';
import { useSignedInUser } from '@/features/auth/hooks/use-auth';
import { usePrices } from '@/features/credits/api/get-prices';
import { CreditCostCards } from '@/features/credits/components/credit-cost-cards';
import { useCreditBalance } from '@/features/credits/hooks/use-credit-balance';
import { formatPrice, useBillingConfig } from '@/lib/billing';

export function AllFeaturesRoute() {
  const user = useSignedInUser();
  const { balance, isLoading } = useCreditBalance(user);
  const prices = usePrices();
  const billing = useBillingConfig();
  const offer =
    billing.data && billing.data.mode !== 'off' ? `${billing.data.monthlyCredits.toLocaleString('en-US')} credits every month for ${formatPrice(billing.data.price)}` : null;
  return (
    <AllFeaturesPage
      plan={user.plan}
      upgradeOffer={offer}
      proAvailable={billing.data?.mode !== 'off'}
      subscriptionAction={
        user.plan === 'Premium' ? (
          <ManageSubscriptionButton plan="Premium" returnPath="/all-features" variant="secondary" size="sm" className="bg-white/15 text-white hover:bg-white/25" />
        ) : billing.data?.mode === 'off' ? null : (
          <UpgradeButton variant="secondary" className="bg-white text-primary hover:bg-white/90" />
        )
      }
      balance={balance}
      balanceLoading={isLoading}
      toolsGrid={<StudyToolsGrid prices={prices.data?.prices} />}
      costCards={<CreditCostCards />}
    />
  );
}
