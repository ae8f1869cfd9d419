import Stripe from 'stripe';
import type { StripeSettings } from '../billing-config.js';
import { InvalidSignature, type NewSubscription, type PaymentProvider, type ProviderEvent, type ProviderSubscription } from './payment-provider.js';
import { eventFromStripe, subscriptionFromStripe, USER_ID_METADATA } from './stripe-objects.js';

/** Stripe's SDK, pointed at STRIPE_API_URL when set (a local server in tests). */
export function stripeClient(secretKey: string, apiUrl?: string): Stripe {
  const target = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    appInfo: { name: 'StudyForge' },
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'https:' ? 443 : 80),
          protocol: target.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** Verifies a Stripe-Signature header over the exact bytes with the SDK's own check (five minutes' tolerance). */
export function verifiedStripeEvent(stripe: Stripe, payload: Buffer, signature: string, secret: string): Stripe.Event {
  try {
    return stripe.webhooks.constructEvent(payload, signature, secret);
  } catch (error) {
    throw new InvalidSignature(error instanceof Error ? error.message : 'signature mismatch');
  }
}

export class StripePaymentProvider implements PaymentProvider {
  readonly mode = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.stripe = stripeClient(settings.secretKey, settings.apiUrl);
  }

  async createCustomer(userId: string): Promise<string> {
    const customer = await this.stripe.customers.create(
      { metadata: { [USER_ID_METADATA]: userId } },
      { idempotencyKey: `studyforge-customer-${userId}` },
    );
    return customer.id;
  }

  async createSubscription(customerId: string, userId: string): Promise<NewSubscription> {
    const subscription = await this.stripe.subscriptions.create({
      customer: customerId,
      items: [{ price: this.settings.priceId }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      metadata: { [USER_ID_METADATA]: userId },
      expand: ['latest_invoice.confirmation_secret'],
    });
    const clientSecret = secretOf(subscription);
    if (!clientSecret) throw new Error(`Stripe gave subscription ${subscription.id} no confirmation secret`);
    return { id: subscription.id, clientSecret };
  }

  async clientSecretOf(subscriptionId: string): Promise<string | null> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice.confirmation_secret'] });
    if (subscription.status !== 'incomplete') return null;
    const invoice = subscription.latest_invoice;
    if (typeof invoice !== 'object' || invoice === null || invoice.status !== 'open') return null;
    return secretOf(subscription);
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return subscriptionFromStripe(await this.stripe.subscriptions.retrieve(subscriptionId));
  }

  async cancelNow(subscriptionId: string): Promise<void> {
    await this.stripe.subscriptions.cancel(subscriptionId);
  }

  async portalUrl(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
    return session.url;
  }

  parseEvent(payload: Buffer, signature: string): ProviderEvent {
    return eventFromStripe(verifiedStripeEvent(this.stripe, payload, signature, this.settings.webhookSecret));
  }
}

function secretOf(subscription: Stripe.Subscription): string | null {
  const invoice = subscription.latest_invoice;
  if (typeof invoice !== 'object' || invoice === null) return null;
  return invoice.confirmation_secret?.client_secret ?? null;
}
