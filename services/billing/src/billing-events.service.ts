import { billingMessages, DomainError, ErrorCode, type SubscriptionStatus } from '@studyforge/contracts';
import type { RpcClient } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import type { Queryable } from './billing-database.js';
import type { BillingRepository } from './billing.repository.js';
import { InvalidSignature, type PaymentProvider, type ProviderEvent, type ProviderInvoice, type ProviderSubscription } from './providers/payment-provider.js';

const FINAL_STATUSES: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired'];

export interface WebhookOutcome {
  received: true;
  duplicate: boolean;
}

/**
 * The provider's webhooks, from Stripe or the test-mode provider alike: verified over the exact bytes,
 * each event applied once (its id recorded in the transaction of its effect), and a subscription always
 * saved as the provider holds it now, so events that come twice or out of order leave the right state.
 * A failure of a service it needs (credits, the provider) rolls everything back and answers 503, and the
 * provider delivers the event again.
 */
export class BillingEventsService {
  constructor(
    private readonly repository: BillingRepository,
    private readonly provider: PaymentProvider,
    private readonly rpc: Pick<RpcClient, 'request'>,
    private readonly monthlyCredits: number,
    private readonly logger: Logger,
  ) {}

  receive(payload: Buffer, signature: string): Promise<WebhookOutcome> {
    let event: ProviderEvent;
    try {
      event = this.provider.parseEvent(payload, signature);
    } catch (error) {
      if (error instanceof InvalidSignature) {
        this.logger.warn({ reason: error.message }, 'refused a webhook with a bad signature');
        throw new DomainError(ErrorCode.ValidationFailed, billingMessages.badSignature);
      }
      throw new DomainError(ErrorCode.ValidationFailed, billingMessages.notJson);
    }
    return this.apply(event);
  }

  private async apply(event: ProviderEvent): Promise<WebhookOutcome> {
    if (event.type === 'ignored') return { received: true, duplicate: false };
    try {
      return await this.repository.transaction(async (db) => {
        if (!(await this.repository.claimEvent(db, event.id, event.type))) return { received: true, duplicate: true };
        if ('invoice' in event) await this.applyInvoice(db, event.id, event.type, event.invoice);
        else await this.syncSubscription(db, event.subscriptionId);
        return { received: true, duplicate: false };
      });
    } catch (error) {
      if (error instanceof DomainError && error.code !== ErrorCode.Internal) throw error;
      this.logger.error({ err: error, eventId: event.id, type: event.type }, 'webhook could not be applied; the provider will deliver it again');
      throw new DomainError(ErrorCode.ServiceUnavailable, 'Billing could not apply this event right now; deliver it again later.');
    }
  }

  /** Saves the subscription as the provider holds it now; one at a time per subscription, so an older read never overwrites a newer one. */
  async syncSubscription(db: Queryable, subscriptionId: string): Promise<string | null> {
    await db.query(`SELECT pg_advisory_xact_lock(hashtextextended('billing-subscription:' || $1, 0))`, [subscriptionId]);
    let subscription: ProviderSubscription;
    try {
      subscription = await this.provider.retrieveSubscription(subscriptionId);
    } catch (error) {
      // One the provider does not know (another account's, or gone): nothing to keep, and nothing to deliver again.
      if ((error as { code?: unknown }).code !== 'resource_missing') throw error;
      this.logger.warn({ subscriptionId }, 'the provider knows no such subscription: ignored');
      return null;
    }
    const userId = subscription.userId ?? (await this.repository.findStudentOfCustomer(subscription.customerId, db));
    if (!userId) {
      this.logger.warn({ subscriptionId, customer: subscription.customerId }, 'a subscription of no StudyForge student: ignored');
      return null;
    }
    // An ended subscription billing never saw (one of an erased account, whose deletion event came after the erasure) is not brought back.
    if (FINAL_STATUSES.includes(subscription.status) && !(await this.repository.hasSubscription(db, subscription.id))) return null;
    await this.repository.saveSubscription(db, userId, subscription);
    return userId;
  }

  private async applyInvoice(db: Queryable, eventId: string, type: 'invoice.paid' | 'invoice.payment_failed', invoice: ProviderInvoice): Promise<void> {
    if (!invoice.subscriptionId) return;
    const userId = await this.syncSubscription(db, invoice.subscriptionId);
    if (!userId) return;
    const paid = type === 'invoice.paid';
    let creditsGranted = 0;
    if (paid && this.monthlyCredits > 0) {
      await this.rpc.request(
        'credits.grant',
        { userId, amount: this.monthlyCredits, reason: 'StudyForge Pro: monthly credits', idempotencyKey: `invoice:${invoice.id}` },
        { requestId: `billing-${eventId}`.slice(0, 100), actor: null },
      );
      creditsGranted = this.monthlyCredits;
    }
    await this.repository.savePayment(db, {
      invoiceId: invoice.id,
      userId,
      subscriptionId: invoice.subscriptionId,
      status: paid ? 'paid' : 'failed',
      amount: paid ? invoice.amountPaid : invoice.amountDue,
      currency: invoice.currency,
      failureMessage: paid ? null : (invoice.failureMessage ?? billingMessages.renewalFailed),
      creditsGranted,
      occurredAt: invoice.at,
    });
  }

  /**
   * The read at start-up: every subscription that may still change is saved as the provider holds it
   * now, so an event missed while billing was away cannot leave a paying student on Free.
   */
  async reconcile(): Promise<number> {
    if (this.provider.mode === 'off') return 0;
    let synced = 0;
    for (const { id } of await this.repository.unfinishedSubscriptions()) {
      try {
        await this.repository.transaction((db) => this.syncSubscription(db, id));
        synced += 1;
      } catch (error) {
        this.logger.warn({ err: error, subscriptionId: id }, 'could not read a subscription from the provider');
      }
    }
    return synced;
  }
}
