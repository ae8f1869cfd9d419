import type { Plan, PricesReply } from '@studyforge/contracts';
import { Coins, Crown, ExternalLink } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf } from '@/lib/api-client';
import { creditWord, formatCredits } from '@/lib/format';
import { useOpenBillingPortal } from '../api/billing-portal';
import { SettingsCard } from './settings-card';

export interface SubscriptionSectionProps {
  /** The user's plan; Free when absent (spec §3). */
  plan: Plan | null | undefined;
  /** Credits remaining; null while unknown. */
  credits: number | null;
  /** The price table (GET /api/credits/prices): undefined while it loads, null when it failed. */
  prices: PricesReply | null | undefined;
}

/** Settings › Subscription: plan, balance, what things cost, and the way to manage Pro. */
export function SubscriptionSection({ plan, credits, prices }: SubscriptionSectionProps) {
  const shownPlan: Plan = plan ?? 'Free';
  const portal = useOpenBillingPortal();
  return (
    <div className="grid gap-6">
      <SettingsCard title="Current Plan" description="Your plan and the credits you have left." testId="subscription-plan">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex items-center gap-3">
            <span className="grid size-12 place-items-center rounded-2xl bg-accent text-accent-foreground">
              <Crown className="size-6" aria-hidden />
            </span>
            <div>
              <p className="flex items-center gap-2 text-lg font-semibold" data-testid="subscription-plan-name">
                {shownPlan}
                {shownPlan === 'Premium' ? <Badge>Premium</Badge> : null}
              </p>
              <p className="flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="subscription-credits">
                <Coins className="size-4" aria-hidden />
                {credits === null ? 'Credits loading…' : `${formatCredits(credits)} remaining`}
              </p>
            </div>
          </div>
          <Button
            variant="outline"
            data-testid="manage-subscription"
            disabled={portal.isPending}
            onClick={() =>
              portal.mutate(undefined, {
                onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessageOf(error, 'Failed to open subscription management. Please try again.') }),
              })
            }
          >
            {portal.isPending ? <Spinner className="size-4" /> : <ExternalLink aria-hidden />}
            Manage Subscription
          </Button>
        </div>
      </SettingsCard>
      <SettingsCard title="Credit Usage" description="What each tool costs. Credits are only charged for results you get." testId="credit-usage">
        <CreditUsage prices={prices} />
      </SettingsCard>
    </div>
  );
}

function CreditUsage({ prices }: { prices: PricesReply | null | undefined }) {
  if (prices === undefined) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Loading prices">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-5 w-full" />
        ))}
      </div>
    );
  }
  if (prices === null) return <p className="text-sm text-muted-foreground">The price list could not be loaded. Please reload the page to try again.</p>;
  return (
    <ul className="grid gap-x-8 sm:grid-cols-2" data-testid="credit-usage-list">
      {prices.prices.map((price) => (
        <li key={price.feature} className="flex items-baseline justify-between gap-3 border-b py-2 text-sm last:border-b-0 sm:[&:nth-last-child(2)]:border-b-0" data-feature={price.feature}>
          <span>{price.label}</span>
          <span className="shrink-0 font-medium tabular-nums">
            {price.credits === 0 ? 'Free' : `${price.credits} ${creditWord(price.credits)} ${price.unit}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
