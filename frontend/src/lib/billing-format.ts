import type { ProPrice, SubscriptionSummary } from '@studyforge/contracts';

/** `$9.99/month`. */
export function formatPrice(price: Pick<ProPrice, 'amount' | 'currency'>): string {
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: price.currency.toUpperCase() }).format(price.amount / 100);
  return `${amount}/month`;
}

/** `Dec 24, 2026`. */
export function formatBillingDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** One line about the subscription for a settings row: renewal, end, or the reason a payment failed. */
export function subscriptionStatusLine(summary: SubscriptionSummary): string {
  if (summary.status === 'past_due') return summary.lastPayment?.failureMessage ?? 'Your last payment failed. Update your card from Manage Subscription.';
  if (summary.plan === 'Premium' && summary.cancelAtPeriodEnd && summary.endsAt) return `Cancelled: Premium until ${formatBillingDate(summary.endsAt)}`;
  if (summary.plan === 'Premium' && summary.renewsAt) return `Renews on ${formatBillingDate(summary.renewsAt)}`;
  if (summary.status === 'canceled' && summary.endsAt) return `Ended on ${formatBillingDate(summary.endsAt)}`;
  if (summary.lastPayment?.status === 'failed') return `Last payment failed: ${summary.lastPayment.failureMessage ?? 'the card was declined.'}`;
  return 'Free plan';
}
