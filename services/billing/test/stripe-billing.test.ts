import { call, waitUntil } from '@studyforge/test-support';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeBillingStack } from './support/stripe-billing-stack.js';

// Billing with Stripe configured, against a local server that speaks Stripe's API, on a NATS of its own
// (billing, credits and a gateway), so stopping its credits service disturbs no other test.
const stack = new StripeBillingStack();
const { fake } = stack;
const event = stack.event.bind(stack);
const deliver = stack.deliver.bind(stack);
const healthy = stack.healthy.bind(stack);
let gateway: string;

const as = (userId: string) => ({ requestId: `test-${randomUUID()}`, actor: { userId } });
const balance = async (userId: string) => (await stack.rpc.request('credits.balance', { userId }, as(userId))).credits;
const summary = (userId: string) => stack.rpc.request('billing.get-subscription', { userId }, as(userId));
const checkout = (userId: string) => stack.rpc.request('billing.start-checkout', { userId }, as(userId));

/** A student with a customer and an incomplete subscription at the fake Stripe. */
async function studentAtCheckout() {
  const userId = randomUUID();
  await checkout(userId);
  const subscription = [...fake.subscriptions.values()].find((candidate) => candidate.metadata.studyforge_user_id === userId)!;
  return { userId, subscription };
}

/** The student pays the first invoice at Stripe, and Stripe sends invoice.paid. */
async function paidStudent() {
  const { userId, subscription } = await studentAtCheckout();
  const { invoice } = fake.pay(subscription.id);
  expect((await deliver(event('invoice.paid', invoice))).status).toBe(200);
  return { userId, subscription, invoice };
}

beforeAll(async () => {
  await stack.start('billing-stripe');
  gateway = stack.gateway;
});

afterAll(async () => {
  await stack.stop();
});

describe('billing with Stripe', () => {
  it('creates the customer once and answers a double-clicked Subscribe with one incomplete subscription', async () => {
    const userId = randomUUID();
    const [first, second] = await Promise.all([checkout(userId), checkout(userId)]);
    expect(first.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(second.clientSecret).toBe(first.clientSecret);
    const customers = [...fake.customers.values()].filter((customer) => customer.metadata.studyforge_user_id === userId);
    const subscriptions = [...fake.subscriptions.values()].filter((subscription) => subscription.metadata.studyforge_user_id === userId);
    expect(customers).toHaveLength(1);
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]!.items.data[0].price.id).toBe('price_pro_monthly');
    expect(fake.invoices.get(subscriptions[0]!.latest_invoice)!.confirmation_secret.client_secret).toBe(first.clientSecret);
    // Waiting for its payment, the subscription does not make the student Premium.
    expect(await summary(userId)).toMatchObject({ plan: 'Free', status: 'none', lastPayment: null });
    // A later click, once the first subscription is paid, is refused: the student is already on Pro.
    fake.pay(subscriptions[0]!.id);
    await deliver(event('customer.subscription.updated', subscriptions[0]));
    await expect(checkout(userId)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it("grants the month's credits once per paid invoice, however often and in whatever order the events come", async () => {
    const { userId, subscription, invoice } = await studentAtCheckout().then(async (started) => ({ ...started, ...fake.pay(started.subscription.id) }));
    const stale = event('customer.subscription.created', { ...subscription, status: 'incomplete' });
    const paid = event('invoice.paid', invoice);
    const before = await balance(userId);

    expect((await deliver(paid)).body).toEqual({ received: true, duplicate: false });
    expect(await balance(userId)).toBe(before + 500);
    // The same event again, and another event for the same invoice: no second grant.
    expect((await deliver(paid)).body).toEqual({ received: true, duplicate: true });
    expect((await deliver(event('invoice.paid', invoice))).body).toEqual({ received: true, duplicate: false });
    expect(await balance(userId)).toBe(before + 500);
    // The subscription's creation arrives last, with its old state in the payload: the state stays Stripe's latest.
    expect((await deliver(stale)).status).toBe(200);
    expect(await summary(userId)).toMatchObject({ plan: 'Premium', status: 'active', cancelAtPeriodEnd: false, lastPayment: { status: 'paid', amount: 999, currency: 'usd' } });
    expect((await summary(userId)).renewsAt).not.toBeNull();

    // Next month: one renewal event delivered five times at once grants once.
    const renewal = event('invoice.paid', fake.renewalInvoice(subscription.id, true));
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(renewal)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.body.duplicate === false)).toHaveLength(1);
    expect(await balance(userId)).toBe(before + 1000);
  });

  it('refuses forged, tampered and stale events with 400 and changes nothing', async () => {
    const { userId, subscription } = await studentAtCheckout();
    const { invoice } = fake.pay(subscription.id);
    const paid = event('invoice.paid', invoice);
    const before = await balance(userId);

    const forged = await deliver(paid, { secret: `whsec_${randomBytes(16).toString('hex')}` });
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('VALIDATION_FAILED');
    const tampered = await deliver(event('invoice.paid', invoice, paid.id), { sent: JSON.stringify({ ...paid, data: { object: { ...invoice, amount_paid: 1 } } }) });
    expect(tampered.status).toBe(400);
    expect((await deliver(paid, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(400);
    const unsigned = await deliver(paid, { signature: null });
    expect(unsigned).toMatchObject({ status: 400, body: { message: 'The Stripe-Signature header is missing.' } });
    expect((await call('/api/billing/webhook', { baseUrl: gateway, rawBody: 'not json', headers: { 'stripe-signature': 't=1,v1=00' } })).status).toBe(400);

    expect(await balance(userId)).toBe(before);
    expect(await summary(userId)).toMatchObject({ plan: 'Free', lastPayment: null });
    // The genuine delivery of the same event still works: the refused ones were not recorded.
    expect((await deliver(paid)).body).toEqual({ received: true, duplicate: false });
    expect(await balance(userId)).toBe(before + 500);
  });

  it("acknowledges events of subscriptions that are not StudyForge's, without keeping anything", async () => {
    const unknown = await deliver(event('customer.subscription.updated', { id: 'sub_not_at_stripe', object: 'subscription', customer: 'cus_other', status: 'active' }));
    expect(unknown).toMatchObject({ status: 200, body: { received: true, duplicate: false } });
    const other = event('customer.payment_method.attached', { id: 'pm_123', object: 'payment_method' });
    expect((await deliver(other)).body).toEqual({ received: true, duplicate: false });
  });

  it('keeps Premium after a failed renewal until Stripe ends the subscription, and says why', async () => {
    const { userId, subscription } = await paidStudent();
    const failed = fake.renewalInvoice(subscription.id, false);
    failed.last_finalization_error = { message: 'Your card has insufficient funds.' };
    subscription.status = 'past_due';
    expect((await deliver(event('invoice.payment_failed', failed))).status).toBe(200);
    expect(await summary(userId)).toMatchObject({
      plan: 'Premium',
      status: 'past_due',
      lastPayment: { status: 'failed', failureMessage: 'Your card has insufficient funds.' },
    });
    expect(await stack.rpc.request('billing.get-plan', { userId }, as(userId))).toEqual({ plan: 'Premium' });

    Object.assign(subscription, { status: 'canceled', ended_at: Math.floor(Date.now() / 1000) });
    expect((await deliver(event('customer.subscription.deleted', subscription))).status).toBe(200);
    // A late update with the older state cannot bring Premium back.
    expect((await deliver(event('customer.subscription.updated', { ...subscription, status: 'past_due' }))).status).toBe(200);
    expect(await summary(userId)).toMatchObject({ plan: 'Free', status: 'canceled' });
    expect((await summary(userId)).endsAt).not.toBeNull();
  });

  it('answers 503 while the credits service is down, and applies the event when Stripe delivers it again', async () => {
    const { userId, subscription } = await studentAtCheckout();
    const { invoice } = fake.pay(subscription.id);
    const before = await balance(userId);
    const paid = event('invoice.paid', invoice);

    const credits = stack.apps.get('credits')!;
    await credits.kill('SIGKILL');
    const down = await deliver(paid);
    expect(down.status).toBe(503);
    expect(down.body.code).toBe('SERVICE_UNAVAILABLE');
    expect(await summary(userId)).toMatchObject({ lastPayment: null });

    credits.start();
    expect(await waitUntil(healthy('credits.health'), 60_000)).toBe(true);
    expect((await deliver(paid)).body).toEqual({ received: true, duplicate: false });
    expect(await balance(userId)).toBe(before + 500);
    expect(await summary(userId)).toMatchObject({ plan: 'Premium', lastPayment: { status: 'paid' } });
  });

  it('reads every unfinished subscription from Stripe at start-up, so a missed event leaves no paying student on Free', async () => {
    const { userId, subscription } = await studentAtCheckout();
    const billing = stack.apps.get('billing')!;
    await billing.kill('SIGKILL');
    fake.pay(subscription.id);
    // Stripe's delivery while billing is away is answered 503, so Stripe would try again; here the event is lost.
    const away = await deliver(event('customer.subscription.updated', subscription));
    expect(away.status).toBe(503);
    billing.start();
    expect(await waitUntil(async () => (await stack.rpc.request('billing.get-plan', { userId }, as(userId), 1500)).plan === 'Premium', 60_000)).toBe(true);
  });

  it("opens Stripe's customer portal with this site as the return address", async () => {
    const { userId } = await paidStudent();
    const portal = await stack.rpc.request('billing.open-portal', { userId, returnUrl: `${gateway}/settings` }, as(userId));
    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    await expect(stack.rpc.request('billing.open-portal', { userId: randomUUID(), returnUrl: `${gateway}/settings` }, as(randomUUID()))).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it("ends the subscription at Stripe before erasing the student's billing data", async () => {
    const { userId, subscription } = await paidStudent();
    const erased = await stack.rpc.request('billing.erase-user-data', { userId }, { requestId: 'test-erase', actor: null });
    expect(erased.counts).toMatchObject({ customers: 1, subscriptions: 1, payments: 1 });
    expect(fake.subscriptions.get(subscription.id)!.status).toBe('canceled');
    // Stripe's deletion event, arriving after the erasure, does not bring the student's rows back.
    expect((await deliver(event('customer.subscription.deleted', fake.subscriptions.get(subscription.id)))).status).toBe(200);
    expect(await summary(userId)).toMatchObject({ plan: 'Free', status: 'none', lastPayment: null });
  });

  it('lets the pages load Stripe.js: the Content-Security-Policy allows Stripe only when it is configured', async () => {
    const policy = (await call('/', { baseUrl: gateway })).headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
    expect(policy).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    expect((await call('/')).headers.get('content-security-policy')).not.toMatch(/stripe/);
    expect((await call('/checkout', { baseUrl: gateway })).headers.get('permissions-policy')).toContain('payment=(self "https://js.stripe.com")');
    expect((await call('/checkout')).headers.get('permissions-policy')).toContain('payment=()');
    expect((await call('/api/billing/config', { baseUrl: gateway })).body).toMatchObject({ mode: 'stripe', publishableKey: 'pk_test_studyforge_fake' });
  });
});
