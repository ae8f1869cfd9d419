import { billingMessages, DomainError, ErrorCode, type ProPrice, type TestCard, type TestPaymentReply } from '@studyforge/contracts';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import type { NewSubscription, PaymentProvider, ProviderEvent, ProviderSubscription } from '../providers/payment-provider.js';
import { eventFromStripe, subscriptionFromStripe, USER_ID_METADATA } from '../providers/stripe-objects.js';
import { verifiedStripeEvent } from '../providers/stripe-payment-provider.js';
import { lastFourOf, outcomeOf } from './test-cards.js';
import type { TestModeStore, TestObject } from './test-mode.store.js';

/** Hands a signed event to the webhook code, exactly as Stripe's delivery would. */
export type EventDelivery = (payload: Buffer, signature: string) => Promise<unknown>;

const API_VERSION = '2026-10-28.endive';
const MONTH_SECONDS = 30 * 24 * 3600;

const randomId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** Whether the test-mode provider made this object (`sub_test_…`); Stripe's ids never hold an underscore after the prefix. */
export const madeInTestMode = (id: string): boolean => /^[a-z]+_test_/.test(id);
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The embedded provider of test mode: Stripe's calls answered offline from billing's own table,
 * Stripe's test cards, and Stripe's events signed with Stripe's scheme and handed to the same webhook
 * code. An event that cannot be applied stays pending and is delivered again, as Stripe would.
 */
export class TestModeProvider implements PaymentProvider {
  readonly mode = 'test' as const;
  readonly publishableKey = null;
  /** A fresh signing secret per process: only this process signs and checks test-mode events. */
  private readonly webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  private readonly stripe = new Stripe('sk_test_studyforge_offline');
  private deliver: EventDelivery | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: TestModeStore,
    private readonly price: ProPrice,
    private readonly logger: Logger,
  ) {}

  /** Connects the webhook code and starts the clock that redelivers events and renews or ends subscriptions. */
  start(deliver: EventDelivery, intervalMs = 5000): void {
    this.deliver = deliver;
    this.timer = setInterval(() => void this.tick().catch((error: unknown) => this.logger.warn({ err: error }, 'test-mode clock failed')), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async createCustomer(userId: string): Promise<string> {
    const customer = { id: randomId('cus'), object: 'customer', created: nowSeconds(), livemode: false, metadata: { [USER_ID_METADATA]: userId } };
    await this.store.put('customer', customer, userId);
    return customer.id;
  }

  async createSubscription(customerId: string, userId: string): Promise<NewSubscription> {
    const created = nowSeconds();
    const subscriptionId = randomId('sub');
    const invoice = this.newInvoice(customerId, subscriptionId, created, 'subscription_create');
    const subscription = {
      id: subscriptionId,
      object: 'subscription',
      customer: customerId,
      status: 'incomplete',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created,
      start_date: created,
      latest_invoice: invoice.id,
      livemode: false,
      metadata: { [USER_ID_METADATA]: userId },
      items: { object: 'list', data: [{ id: randomId('si'), object: 'subscription_item', current_period_start: created, current_period_end: created + MONTH_SECONDS }] },
    };
    await this.store.put('invoice', invoice, userId);
    await this.store.put('subscription', subscription, userId);
    await this.emit('customer.subscription.created', subscription, userId);
    return { id: subscriptionId, clientSecret: invoice.confirmation_secret.client_secret };
  }

  async clientSecretOf(subscriptionId: string): Promise<string | null> {
    const subscription = await this.store.get('subscription', subscriptionId);
    if (!subscription || subscription.status !== 'incomplete') return null;
    const invoice = await this.store.get('invoice', subscription.latest_invoice);
    return invoice?.status === 'open' ? invoice.confirmation_secret.client_secret : null;
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const subscription = await this.store.get('subscription', subscriptionId);
    if (!subscription) throw Object.assign(new Error(`No such subscription: '${subscriptionId}'`), { code: 'resource_missing' });
    return subscriptionFromStripe(subscription as unknown as Stripe.Subscription);
  }

  async cancelNow(subscriptionId: string): Promise<void> {
    const subscription = await this.store.get('subscription', subscriptionId);
    if (!subscription || subscription.status === 'canceled') return;
    const userId = subscription.metadata[USER_ID_METADATA] as string;
    Object.assign(subscription, { status: 'canceled', ended_at: nowSeconds(), canceled_at: nowSeconds() });
    await this.store.put('subscription', subscription, userId);
    await this.emit('customer.subscription.deleted', subscription, userId);
  }

  /** The embedded provider's own page for cancelling and resuming, on the site the student came from. */
  async portalUrl(_customerId: string, returnUrl: string): Promise<string> {
    const target = new URL(returnUrl);
    return `${target.origin}/billing/portal?return_to=${encodeURIComponent(target.pathname)}`;
  }

  parseEvent(payload: Buffer, signature: string): ProviderEvent {
    return eventFromStripe(verifiedStripeEvent(this.stripe, payload, signature, this.webhookSecret));
  }

  /** The card form of /checkout: Stripe's outcome for the test card, and its events. */
  async confirm(card: TestCard): Promise<TestPaymentReply> {
    const invoice = await this.openInvoice(card.clientSecret);
    const outcome = outcomeOf(card);
    if (outcome.kind === 'invalid') return { status: 'failed', message: outcome.message };
    if (outcome.kind === 'decline') return this.fail(invoice, outcome.message);
    if (outcome.kind === 'authenticate') {
      invoice.test_mode = { awaiting_authentication: true, last4: lastFourOf(card.cardNumber) };
      await this.store.put('invoice', invoice, this.userOf(invoice));
      return { status: 'requires_action', message: null };
    }
    return this.pay(invoice, lastFourOf(card.cardNumber));
  }

  /** The extra confirmation step (3D Secure) that the card 4000 0025 0000 3155 asks for. */
  async authenticate(clientSecret: string, approve: boolean): Promise<TestPaymentReply> {
    const invoice = await this.openInvoice(clientSecret);
    if (!invoice.test_mode?.awaiting_authentication) throw new DomainError(ErrorCode.Conflict, billingMessages.nothingToAuthenticate);
    const last4 = invoice.test_mode.last4 as string;
    invoice.test_mode = null;
    if (!approve) return this.fail(invoice, billingMessages.authenticationFailed);
    return this.pay(invoice, last4);
  }

  /** The portal page: cancel at the end of the paid month, or take the cancellation back. */
  async setCancelAtPeriodEnd(userId: string, cancel: boolean): Promise<void> {
    const subscription = (await this.store.subscriptionsOf(userId)).find((candidate) => ['active', 'trialing', 'past_due'].includes(candidate.status));
    if (!subscription) throw new DomainError(ErrorCode.NotFound, billingMessages.nothingToCancel);
    const periodEnd = subscription.items.data[0].current_period_end as number;
    Object.assign(subscription, { cancel_at_period_end: cancel, cancel_at: cancel ? periodEnd : null, canceled_at: cancel ? nowSeconds() : null });
    await this.store.put('subscription', subscription, userId);
    await this.emit('customer.subscription.updated', subscription, userId);
  }

  /** Redelivers pending events; renews each subscription whose month is over, or ends it when it was cancelled. */
  async tick(): Promise<void> {
    for (const event of await this.store.pendingEvents()) {
      if (!(await this.attempt(event))) break;
    }
    for (const { data: subscription, userId } of await this.store.dueSubscriptions(nowSeconds())) {
      const item = subscription.items.data[0];
      const periodEnd = item.current_period_end as number;
      if (subscription.cancel_at_period_end) {
        Object.assign(subscription, { status: 'canceled', ended_at: nowSeconds() });
        if (await this.store.claimPeriodEnd(subscription, periodEnd)) await this.emit('customer.subscription.deleted', subscription, userId);
        continue;
      }
      const invoice = this.newInvoice(subscription.customer, subscription.id, periodEnd, 'subscription_cycle');
      Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, status_transitions: { paid_at: nowSeconds() } });
      Object.assign(item, { current_period_start: periodEnd, current_period_end: periodEnd + MONTH_SECONDS });
      Object.assign(subscription, { status: 'active', latest_invoice: invoice.id });
      // Another replica's clock may have renewed it first: one renewal, one invoice, one grant.
      if (!(await this.store.claimPeriodEnd(subscription, periodEnd))) continue;
      await this.store.put('invoice', invoice, userId);
      await this.emit('invoice.paid', invoice, userId);
      await this.emit('customer.subscription.updated', subscription, userId);
    }
    await this.store.pruneDeliveredEvents();
  }

  private newInvoice(customerId: string, subscriptionId: string, created: number, billingReason: string): TestObject {
    const id = randomId('in');
    return {
      id,
      object: 'invoice',
      customer: customerId,
      status: 'open',
      billing_reason: billingReason,
      amount_due: this.price.amount,
      amount_paid: 0,
      currency: this.price.currency,
      created,
      livemode: false,
      status_transitions: { paid_at: null },
      last_finalization_error: null,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      confirmation_secret: { type: 'payment_intent', client_secret: `pi_${id.slice(3)}_secret_${randomBytes(12).toString('hex')}` },
      test_mode: null,
    };
  }

  private async openInvoice(clientSecret: string): Promise<TestObject> {
    const invoice = await this.store.invoiceBySecret(clientSecret);
    if (!invoice) throw new DomainError(ErrorCode.NotFound, billingMessages.unknownCheckout);
    if (invoice.status === 'paid') throw new DomainError(ErrorCode.Conflict, billingMessages.alreadyPaid);
    return invoice;
  }

  private userOf(object: TestObject): string {
    return (object.metadata?.[USER_ID_METADATA] as string | undefined) ?? (object.test_user_id as string);
  }

  private async pay(invoice: TestObject, last4: string): Promise<TestPaymentReply> {
    const subscription = await this.store.get('subscription', invoice.parent.subscription_details.subscription);
    if (!subscription) throw new DomainError(ErrorCode.NotFound, billingMessages.unknownCheckout);
    const userId = subscription.metadata[USER_ID_METADATA] as string;
    if (!(await this.store.claimOpenInvoice(invoice.id))) throw new DomainError(ErrorCode.Conflict, billingMessages.alreadyPaid);
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, status_transitions: { paid_at: nowSeconds() }, last_finalization_error: null });
    Object.assign(subscription, { status: 'active', default_payment_method: { card: { last4 } } });
    await this.store.put('invoice', invoice, userId);
    await this.store.put('subscription', subscription, userId);
    await this.emit('invoice.paid', invoice, userId);
    await this.emit('customer.subscription.updated', subscription, userId);
    return { status: 'succeeded', message: null };
  }

  private async fail(invoice: TestObject, message: string): Promise<TestPaymentReply> {
    const subscription = await this.store.get('subscription', invoice.parent.subscription_details.subscription);
    const userId = subscription?.metadata[USER_ID_METADATA] as string;
    invoice.last_finalization_error = { message, code: 'card_declined', type: 'card_error' };
    await this.store.put('invoice', invoice, userId);
    await this.emit('invoice.payment_failed', invoice, userId);
    return { status: 'failed', message };
  }

  /** Stores the event as pending, then delivers it at once; one that fails stays pending for the clock. */
  private async emit(type: string, object: TestObject, userId: string): Promise<void> {
    const event = {
      id: randomId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object: structuredClone(object) },
    };
    await this.store.put('event', event, userId, true);
    await this.attempt(event);
  }

  private async attempt(event: TestObject): Promise<boolean> {
    if (!this.deliver) return false;
    const payload = JSON.stringify(event);
    const signature = this.stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret });
    try {
      await this.deliver(Buffer.from(payload), signature);
      await this.store.markDelivered(event.id);
      return true;
    } catch (error) {
      this.logger.warn({ err: error, eventId: event.id, type: event.type }, 'test-mode event not applied yet; it will be delivered again');
      return false;
    }
  }
}
