import {
  billingMessages,
  DomainError,
  ErrorCode,
  planOfStatus,
  type BillingConfig as BillingConfigReply,
  type CheckoutReply,
  type Plan,
  type ProPrice,
  type SubscriptionSummary,
} from '@studyforge/contracts';
import type { BillingRepository, SubscriptionRow } from './billing.repository.js';
import type { PaymentProvider } from './providers/payment-provider.js';
import { madeInTestMode } from './test-mode/test-mode-provider.js';

const isPremium = (row: SubscriptionRow) => planOfStatus(row.status) === 'Premium';

/** The subscription that speaks for the student: a Premium one, else the latest that got past its first payment. */
export function currentSubscription(rows: readonly SubscriptionRow[]): SubscriptionRow | null {
  return rows.find(isPremium) ?? rows.find((row) => row.status !== 'incomplete' && row.status !== 'incomplete_expired') ?? null;
}

/** The plan and the subscription a student sees, checkout (the customer once, one open subscription at a time) and the portal. */
export class BillingService {
  constructor(
    private readonly repository: BillingRepository,
    private readonly provider: PaymentProvider,
    private readonly price: ProPrice,
    private readonly monthlyCredits: number,
  ) {}

  config(): BillingConfigReply {
    return { mode: this.provider.mode, publishableKey: this.provider.publishableKey, price: this.price, monthlyCredits: this.monthlyCredits };
  }

  async plan(userId: string): Promise<Plan> {
    return (await this.subscriptionsOf(userId)).some(isPremium) ? 'Premium' : 'Free';
  }

  async summary(userId: string): Promise<SubscriptionSummary> {
    const [rows, lastPayment] = await Promise.all([this.subscriptionsOf(userId), this.repository.lastPayment(userId)]);
    const current = currentSubscription(rows);
    const plan = current && isPremium(current) ? 'Premium' : 'Free';
    const periodEnd = current?.currentPeriodEnd?.toISOString() ?? null;
    return {
      plan,
      status: current?.status ?? 'none',
      renewsAt: plan === 'Premium' && !current?.cancelAtPeriodEnd ? periodEnd : null,
      endsAt: current?.cancelAtPeriodEnd && plan === 'Premium' ? periodEnd : (current?.endedAt?.toISOString() ?? null),
      cancelAtPeriodEnd: current?.cancelAtPeriodEnd ?? false,
      lastPayment: lastPayment
        ? {
            status: lastPayment.status,
            amount: lastPayment.amount,
            currency: lastPayment.currency,
            at: lastPayment.occurredAt.toISOString(),
            failureMessage: lastPayment.failureMessage,
          }
        : null,
      monthlyCredits: this.monthlyCredits,
      price: this.price,
    };
  }

  /**
   * The customer is created once; a subscription still waiting for its first payment is reused, so a
   * double-clicked Subscribe (serialised per student) gets the same client secret.
   */
  startCheckout(userId: string): Promise<CheckoutReply> {
    if (this.provider.mode === 'off') return Promise.reject(new DomainError(ErrorCode.ProviderNotConfigured, billingMessages.paymentsOff));
    return this.repository.transaction(async (db) => {
      await this.repository.lockStudent(db, userId);
      const rows = this.countable(await this.repository.subscriptionsOf(userId, db));
      if (rows.some(isPremium)) throw new DomainError(ErrorCode.Conflict, billingMessages.alreadySubscribed);
      let customerId = await this.repository.findCustomer(userId, db);
      if (!customerId) {
        customerId = await this.provider.createCustomer(userId);
        await this.repository.insertCustomer(userId, customerId);
      }
      for (const row of rows.filter((candidate) => candidate.status === 'incomplete')) {
        const clientSecret = await this.provider.clientSecretOf(row.id);
        if (clientSecret) return { clientSecret };
      }
      const created = await this.provider.createSubscription(customerId, userId);
      await this.repository.saveSubscription(db, userId, await this.provider.retrieveSubscription(created.id));
      return { clientSecret: created.clientSecret };
    });
  }

  /** A subscription paid with a test card counts only while test mode is on: with Stripe, or with payments off, it gives no Premium. */
  private async subscriptionsOf(userId: string): Promise<SubscriptionRow[]> {
    return this.countable(await this.repository.subscriptionsOf(userId));
  }

  private countable(rows: SubscriptionRow[]): SubscriptionRow[] {
    return this.provider.mode === 'test' ? rows : rows.filter((row) => !madeInTestMode(row.id));
  }

  async portalUrl(userId: string, returnUrl: string): Promise<string> {
    const customerId = await this.repository.findCustomer(userId);
    if (!customerId) throw new DomainError(ErrorCode.NotFound, billingMessages.noCustomer);
    return this.provider.portalUrl(customerId, returnUrl);
  }
}
