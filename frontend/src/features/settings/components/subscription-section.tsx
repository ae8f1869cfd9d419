import type { Plan, PricesReply } from '@studyforge/contracts';
import { CalendarClock, Coins, Crown } from 'lucide-react';
import { ManageSubscriptionButton } from '@/components/billing/subscription-buttons';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { subscriptionStatusLine, useSubscription } from '@/lib/billing';
import { creditWord, formatCredits } from '@/lib/format';
import { SettingsCard } from './settings-card';

export interface SubscriptionSectionProps {
  /** The user's plan; Free when absent (spec §3). */
  plan: Plan | null | undefined;
  /** Credits remaining; null while unknown. */
  credits: number | null;
  /** The price table (GET /api/credits/prices): undefined while it loads, null when it failed. */
  prices: PricesReply | null | undefined;
}

/** Settings › Subscription: plan, balance, what things cost, and Manage Subscription (the billing issue's portal, or the upgrade on Free). */
export function SubscriptionSection({ plan, credits, prices }: SubscriptionSectionProps) {
  const shownPlan: Plan = plan ?? 'Free';
  const subscription = useSubscription();
  const status = subscription.data ? subscriptionStatusLine(subscription.data) : null;
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
              {status && status !== 'Free plan' ? (
                <p className="flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="subscription-status">
                  <CalendarClock className="size-4" aria-hidden />
                  {status}
                </p>
              ) : null}
            </div>
          </div>
          <ManageSubscriptionButton plan={shownPlan} returnPath="/settings" data-testid="manage-subscription" />
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
