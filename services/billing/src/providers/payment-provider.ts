import type { BillingMode, SubscriptionStatus } from '@studyforge/contracts';

/** A subscription as the provider holds it now. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** The student, from the metadata StudyForge set when it created the subscription. */
  userId: string | null;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  endedAt: Date | null;
  startedAt: Date;
}

export interface ProviderInvoice {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  amountPaid: number;
  amountDue: number;
  currency: string;
  at: Date;
  failureMessage: string | null;
}

/** The events billing acts on; every other type is acknowledged and ignored. */
export type ProviderEvent =
  | { id: string; type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted'; subscriptionId: string }
  | { id: string; type: 'invoice.paid' | 'invoice.payment_failed'; invoice: ProviderInvoice }
  | { id: string; type: 'ignored'; eventType: string };

export interface NewSubscription {
  id: string;
  clientSecret: string;
}

/**
 * What billing needs of a card payment provider: Stripe, or the embedded test-mode provider that
 * answers the same calls offline and signs its events the way Stripe does.
 */
export interface PaymentProvider {
  readonly mode: BillingMode;
  readonly publishableKey: string | null;
  createCustomer(userId: string): Promise<string>;
  /** An incomplete subscription whose first invoice waits for the card; its client secret confirms the payment. */
  createSubscription(customerId: string, userId: string): Promise<NewSubscription>;
  /** The client secret of an incomplete subscription's first invoice, when it can still be paid. */
  clientSecretOf(subscriptionId: string): Promise<string | null>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Ends the subscription at once (an erased account must never be charged again). */
  cancelNow(subscriptionId: string): Promise<void>;
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
  /** Verifies the signature over the exact bytes and reads the event; throws InvalidSignature when it does not match. */
  parseEvent(payload: Buffer, signature: string): ProviderEvent;
}

export class InvalidSignature extends Error {}
