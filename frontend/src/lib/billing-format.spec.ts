import type { SubscriptionSummary } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { formatPrice, subscriptionStatusLine } from './billing-format';

const base: SubscriptionSummary = {
  plan: 'Free',
  status: 'none',
  renewsAt: null,
  endsAt: null,
  cancelAtPeriodEnd: false,
  lastPayment: null,
  monthlyCredits: 500,
  price: { amount: 999, currency: 'usd', interval: 'month', productName: 'StudyForge Pro' },
};
const failed = { status: 'failed' as const, amount: 999, currency: 'usd', at: '2026-11-24T12:00:00Z', failureMessage: 'Your card has insufficient funds.' };

describe('billing texts', () => {
  it('formats the price per month in its currency', () => {
    expect(formatPrice({ amount: 999, currency: 'usd' })).toBe('$9.99/month');
    expect(formatPrice({ amount: 1200, currency: 'eur' })).toBe('€12.00/month');
  });

  it('says when Pro renews or ends, and why a payment failed', () => {
    expect(subscriptionStatusLine(base)).toBe('Free plan');
    expect(subscriptionStatusLine({ ...base, plan: 'Premium', status: 'active', renewsAt: '2026-12-24T12:00:00Z' })).toBe('Renews on Dec 24, 2026');
    expect(subscriptionStatusLine({ ...base, plan: 'Premium', status: 'active', cancelAtPeriodEnd: true, endsAt: '2026-12-24T12:00:00Z' })).toBe(
      'Cancelled: Premium until Dec 24, 2026',
    );
    expect(subscriptionStatusLine({ ...base, plan: 'Premium', status: 'past_due', lastPayment: failed })).toBe('Your card has insufficient funds.');
    expect(subscriptionStatusLine({ ...base, status: 'canceled', endsAt: '2026-12-24T12:00:00Z' })).toBe('Ended on Dec 24, 2026');
    expect(subscriptionStatusLine({ ...base, lastPayment: { ...failed, failureMessage: 'Your card was declined.' } })).toBe('Last payment failed: Your card was declined.');
  });
});
