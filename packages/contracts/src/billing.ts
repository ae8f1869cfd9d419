import { z } from 'zod';
import { planSchema } from './auth.js';

/** Stripe's subscription states, and `none` for a student who never started one. */
export const SUBSCRIPTION_STATUSES = [
  'none',
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'paused',
] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** The states in which a subscription keeps the plan Premium: a failed renewal keeps it until the provider ends the subscription. */
export const PREMIUM_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

export function planOfStatus(status: SubscriptionStatus): 'Free' | 'Premium' {
  return PREMIUM_STATUSES.includes(status) ? 'Premium' : 'Free';
}

/** Stripe; the embedded test-mode provider (only where BILLING_TEST_MODE=true); or off: payments are not set up and Pro is not sold. */
export const BILLING_MODES = ['stripe', 'test', 'off'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

export const proPriceSchema = z.object({
  /** In the currency's smallest unit (cents). */
  amount: z.number().int().min(0),
  currency: z.string().length(3),
  interval: z.literal('month'),
  productName: z.string(),
});
export type ProPrice = z.infer<typeof proPriceSchema>;

/** `GET /api/billing/config`: what the checkout page needs before it draws the payment form. */
export const billingConfigSchema = z.object({
  mode: z.enum(BILLING_MODES),
  /** Stripe's publishable key; null in test mode and when off (no Stripe.js is loaded). */
  publishableKey: z.string().nullable(),
  price: proPriceSchema,
  monthlyCredits: z.number().int().min(0),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

export const lastPaymentSchema = z.object({
  status: z.enum(['paid', 'failed']),
  amount: z.number().int().min(0),
  currency: z.string(),
  at: z.string(),
  /** Why a payment failed, in words a student understands. */
  failureMessage: z.string().nullable(),
});
export type LastPayment = z.infer<typeof lastPaymentSchema>;

/** `GET /api/billing/subscription`. */
export const subscriptionSummarySchema = z.object({
  plan: planSchema,
  status: subscriptionStatusSchema,
  /** When the next month is charged (active and not cancelled). */
  renewsAt: z.string().nullable(),
  /** When Premium ends (cancelled at the period's end) or ended. */
  endsAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  lastPayment: lastPaymentSchema.nullable(),
  monthlyCredits: z.number().int().min(0),
  price: proPriceSchema,
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

export const checkoutReplySchema = z.object({ clientSecret: z.string().min(1) });
export type CheckoutReply = z.infer<typeof checkoutReplySchema>;

export const portalReplySchema = z.object({ url: z.string().min(1) });
export type PortalReply = z.infer<typeof portalReplySchema>;

export const webhookReplySchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

export const planReplySchema = z.object({ plan: planSchema });

/** The raw webhook as the gateway received it: the exact bytes (base64) and the signature header. */
export const webhookDeliverySchema = z.object({
  payload: z.base64().min(1).max(700_000),
  signature: z.string().min(1).max(2000),
});

export const billingMessages = {
  invalidCheckout: 'Invalid checkout session',
  invalidCheckoutDetail: 'Redirecting to subscription plans...',
  alreadySubscribed: 'You already have StudyForge Pro. Manage it from Settings › Subscription.',
  noCustomer: 'You have no subscription to manage yet. Upgrade to Pro first.',
  testModeOnly: 'Test-mode payments are not enabled on this site.',
  paymentsOff: 'StudyForge Pro is not available right now: payments are not set up on this site.',
  unknownCheckout: 'This checkout session does not exist or has expired. Start the upgrade again.',
  alreadyPaid: 'This checkout session is already paid.',
  missingSignature: 'The Stripe-Signature header is missing.',
  badSignature: 'The webhook signature is not valid for this payload (or the event is too old).',
  notJson: 'The webhook body must be the JSON the payment provider signed.',
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectNumber: 'Your card number is incorrect.',
  expiredCard: "Your card's expiration date is in the past.",
  invalidExpiry: "Your card's expiration date is incomplete.",
  invalidCvc: "Your card's security code is incomplete.",
  nonTestCard:
    'Your card was declined. Your request was in test mode, but used a non test card. Use a test card such as 4242 4242 4242 4242.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  renewalFailed: 'The payment for your Pro subscription failed. Update your card from Manage Subscription.',
  nothingToAuthenticate: 'This payment is not waiting for an authentication.',
  nothingToCancel: 'You have no active subscription to cancel.',
} as const;

/** The test-mode card form (test mode only): the card is checked by the embedded provider, never stored. */
export const testCardSchema = z.object({
  clientSecret: z.string().min(1, { error: billingMessages.unknownCheckout }).max(200),
  cardNumber: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(10),
});
export type TestCard = z.infer<typeof testCardSchema>;

export const testPaymentReplySchema = z.object({
  status: z.enum(['succeeded', 'requires_action', 'failed']),
  /** The provider's message when the payment failed. */
  message: z.string().nullable(),
});
export type TestPaymentReply = z.infer<typeof testPaymentReplySchema>;

export const testAuthenticationSchema = z.object({
  clientSecret: z.string().min(1).max(200),
  approve: z.boolean(),
});

export const testPortalActionSchema = z.object({ action: z.enum(['cancel', 'resume']) });
