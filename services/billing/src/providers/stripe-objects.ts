import { subscriptionStatusSchema, type SubscriptionStatus } from '@studyforge/contracts';
import type Stripe from 'stripe';
import type { ProviderEvent, ProviderInvoice, ProviderSubscription } from './payment-provider.js';

/** The metadata key that names the student on Stripe's customer and subscription. */
export const USER_ID_METADATA = 'studyforge_user_id';

const SUBSCRIPTION_EVENTS = new Set(['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted']);

const date = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

function statusOf(status: string): SubscriptionStatus {
  const parsed = subscriptionStatusSchema.safeParse(status);
  return parsed.success && parsed.data !== 'none' ? parsed.data : 'incomplete';
}

/** Stripe's subscription (API 2025 and later: the period sits on its items) in billing's terms. */
export function subscriptionFromStripe(subscription: Stripe.Subscription): ProviderSubscription {
  const periodEnds = subscription.items?.data?.map((item) => item.current_period_end).filter((end): end is number => typeof end === 'number') ?? [];
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer)!,
    userId: subscription.metadata?.[USER_ID_METADATA] ?? null,
    status: statusOf(subscription.status),
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end),
    currentPeriodEnd: periodEnds.length ? new Date(Math.max(...periodEnds) * 1000) : null,
    endedAt: date(subscription.ended_at),
    startedAt: date(subscription.start_date ?? subscription.created)!,
  };
}

export function invoiceFromStripe(invoice: Stripe.Invoice): ProviderInvoice {
  return {
    id: invoice.id!,
    customerId: idOf(invoice.customer)!,
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    amountPaid: invoice.amount_paid,
    amountDue: invoice.amount_due,
    currency: invoice.currency,
    at: date(invoice.status_transitions?.paid_at) ?? date(invoice.created) ?? new Date(),
    failureMessage: invoice.last_finalization_error?.message ?? null,
  };
}

/** A verified Stripe event as billing acts on it. */
export function eventFromStripe(event: Stripe.Event): ProviderEvent {
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const subscription = event.data.object as Stripe.Subscription;
    return { id: event.id, type: event.type as 'customer.subscription.created', subscriptionId: subscription.id };
  }
  if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    return { id: event.id, type: event.type, invoice: invoiceFromStripe(event.data.object as Stripe.Invoice) };
  }
  return { id: event.id, type: 'ignored', eventType: event.type };
}
