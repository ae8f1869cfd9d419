import { billingMessages } from '@studyforge/contracts';
import { call, signedInStudent, stackClients, waitUntil } from '@studyforge/test-support';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

const clients = stackClients();

const asSystem = { requestId: 'test-billing-system', actor: null };

/** The test-mode provider's clock, moved: the student's paid month is over now. */
async function endPaidMonth(userId: string) {
  await clients.db.query(
    `UPDATE billing.test_mode_objects
     SET data = jsonb_set(data, '{items,data,0,current_period_end}', to_jsonb(extract(epoch FROM now())::bigint - 1))
     WHERE kind = 'subscription' AND user_id = $1 AND data->>'status' = 'active'`,
    [userId],
  );
}

// The whole flow through the running stack (no Stripe keys: billing's embedded test-mode provider).
type Student = Awaited<ReturnType<typeof signedInStudent>>;

const card = (clientSecret: string, cardNumber: string) => ({ clientSecret, cardNumber, expiry: '12 / 34', cvc: '123' });

async function upgrade(student: Student): Promise<string> {
  const started = await call('/api/billing/subscription', { method: 'POST', cookie: student.cookie, ip: student.ip });
  expect(started.status).toBe(200);
  return started.body.clientSecret as string;
}

const me = async (student: Student) => (await call('/api/auth/user', { cookie: student.cookie })).body;
const subscription = async (student: Student) => (await call('/api/billing/subscription', { cookie: student.cookie })).body;

describe('billing in test mode', () => {
  it('tells the checkout it runs in test mode, with the price and the monthly credits', async () => {
    const config = await call('/api/billing/config');
    expect(config.status).toBe(200);
    expect(config.body).toEqual({ mode: 'test', publishableKey: null, price: { amount: 999, currency: 'usd', interval: 'month', productName: 'StudyForge Pro' }, monthlyCredits: 500 });
  });

  it('starts on Free, and a paid checkout makes the student Premium with 500 more credits, once', async () => {
    const student = await signedInStudent();
    expect(await subscription(student)).toMatchObject({ plan: 'Free', status: 'none', renewsAt: null, lastPayment: null, monthlyCredits: 500 });
    expect(await me(student)).toMatchObject({ plan: 'Free', credits: 50 });

    const [first, second] = await Promise.all([upgrade(student), upgrade(student)]);
    expect(second).toBe(first);
    const paid = await call('/api/billing/test-mode/confirm', { body: card(first, '4242 4242 4242 4242') });
    expect(paid.body).toEqual({ status: 'succeeded', message: null });

    expect(await me(student)).toMatchObject({ plan: 'Premium', credits: 550 });
    expect((await call('/api/profile', { cookie: student.cookie })).body.plan).toBe('Premium');
    const summary = await subscription(student);
    expect(summary).toMatchObject({ plan: 'Premium', status: 'active', cancelAtPeriodEnd: false, endsAt: null, lastPayment: { status: 'paid', amount: 999, currency: 'usd', failureMessage: null } });
    expect(new Date(summary.renewsAt).getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);

    // Paying the same checkout again, or starting another, is refused; the credits stay granted once.
    expect((await call('/api/billing/test-mode/confirm', { body: card(first, '4242424242424242') })).status).toBe(409);
    const again = await call('/api/billing/subscription', { method: 'POST', cookie: student.cookie });
    expect(again).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: billingMessages.alreadySubscribed } });
    expect((await me(student)).credits).toBe(550);
  });

  it('takes one payment when Subscribe Now is pressed twice at once', async () => {
    const student = await signedInStudent();
    const secret = await upgrade(student);
    const answers = await Promise.all([1, 2].map(() => call('/api/billing/test-mode/confirm', { body: card(secret, '4242 4242 4242 4242') })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(billingMessages.alreadyPaid);
    expect(await me(student)).toMatchObject({ plan: 'Premium', credits: 550 });
  });

  it("declines Stripe's declined test card with its message, and the student stays on Free and can pay with another card", async () => {
    const student = await signedInStudent();
    const secret = await upgrade(student);
    const declined = await call('/api/billing/test-mode/confirm', { body: card(secret, '4000 0000 0000 0002') });
    expect(declined.body).toEqual({ status: 'failed', message: 'Your card was declined.' });
    expect(await subscription(student)).toMatchObject({ plan: 'Free', lastPayment: { status: 'failed', failureMessage: 'Your card was declined.' } });
    expect(await me(student)).toMatchObject({ plan: 'Free', credits: 50 });

    expect((await call('/api/billing/test-mode/confirm', { body: card(secret, '4242 4242 4242 4241') })).body).toEqual({ status: 'failed', message: billingMessages.incorrectNumber });
    expect((await call('/api/billing/test-mode/confirm', { body: { ...card(secret, '4242 4242 4242 4242'), expiry: '01 / 20' } })).body).toEqual({ status: 'failed', message: billingMessages.expiredCard });
    expect(await upgrade(student)).toBe(secret);
    expect((await call('/api/billing/test-mode/confirm', { body: card(secret, '4242 4242 4242 4242') })).body.status).toBe('succeeded');
    expect(await me(student)).toMatchObject({ plan: 'Premium', credits: 550 });
  });

  it('asks for the extra confirmation step with 4000 0025 0000 3155, and pays only when it is completed', async () => {
    const student = await signedInStudent();
    const secret = await upgrade(student);
    expect((await call('/api/billing/test-mode/confirm', { body: card(secret, '4000 0025 0000 3155') })).body).toEqual({ status: 'requires_action', message: null });
    expect((await me(student)).plan).toBe('Free');
    expect((await call('/api/billing/test-mode/authenticate', { body: { clientSecret: secret, approve: false } })).body).toEqual({
      status: 'failed',
      message: billingMessages.authenticationFailed,
    });
    expect((await call('/api/billing/test-mode/authenticate', { body: { clientSecret: secret, approve: true } })).status).toBe(409);

    expect((await call('/api/billing/test-mode/confirm', { body: card(secret, '4000002500003155') })).body.status).toBe('requires_action');
    expect((await call('/api/billing/test-mode/authenticate', { body: { clientSecret: secret, approve: true } })).body).toEqual({ status: 'succeeded', message: null });
    expect(await me(student)).toMatchObject({ plan: 'Premium', credits: 550 });
  });

  it("cancels at the end of the paid month from the portal page, and resumes", async () => {
    const student = await signedInStudent();
    expect(await call('/api/billing/portal', { body: {}, cookie: student.cookie })).toMatchObject({ status: 404, body: { message: billingMessages.noCustomer } });
    const secret = await upgrade(student);
    await call('/api/billing/test-mode/confirm', { body: card(secret, '4242 4242 4242 4242') });

    const portal = await call('/api/billing/portal', { body: { returnPath: '/profile' }, cookie: student.cookie });
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(/^http:\/\/localhost:\d+\/billing\/portal\?return_to=%2Fprofile$/);
    expect((await call('/api/billing/portal', { body: { returnPath: 'https://evil.example' }, cookie: student.cookie })).status).toBe(400);

    const cancelled = await call('/api/billing/test-mode/portal', { body: { action: 'cancel' }, cookie: student.cookie });
    expect(cancelled.body).toMatchObject({ plan: 'Premium', status: 'active', cancelAtPeriodEnd: true, renewsAt: null });
    expect(cancelled.body.endsAt).not.toBeNull();
    expect((await me(student)).plan).toBe('Premium');
    const resumed = await call('/api/billing/test-mode/portal', { body: { action: 'resume' }, cookie: student.cookie });
    expect(resumed.body).toMatchObject({ plan: 'Premium', cancelAtPeriodEnd: false, endsAt: null });
  });

  it('refuses unknown checkouts, signed-out subscription calls and webhooks without a valid signature', async () => {
    expect((await call('/api/billing/test-mode/confirm', { body: card('pi_nothing_secret_x', '4242 4242 4242 4242') })).body).toMatchObject({
      code: 'NOT_FOUND',
      message: billingMessages.unknownCheckout,
    });
    expect((await call('/api/billing/subscription', { method: 'POST' })).status).toBe(401);
    expect((await call('/api/billing/subscription')).status).toBe(401);
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'invoice.paid', data: { object: {} } });
    const forged = await call('/api/billing/webhook', { rawBody: payload, headers: { 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` } });
    expect(forged).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message: billingMessages.badSignature } });
    // A webhook comes from the provider's servers, not a page: another site's Origin does not stop it before its signature is checked.
    const crossSite = await call('/api/billing/webhook', { rawBody: payload, headers: { origin: 'https://elsewhere.example', 'stripe-signature': 't=1,v1=00' } });
    expect(crossSite.status).toBe(400);
  });

  it('renews each paid month with 500 more credits, and ends a cancelled subscription when its month is over', async () => {
    const student = await signedInStudent();
    const secret = await upgrade(student);
    await call('/api/billing/test-mode/confirm', { body: card(secret, '4242 4242 4242 4242') });

    await endPaidMonth(student.user.id);
    expect(await waitUntil(async () => (await me(student)).credits === 1050, 20_000)).toBe(true);
    const renewed = await subscription(student);
    expect(renewed).toMatchObject({ plan: 'Premium', status: 'active', lastPayment: { status: 'paid' } });
    expect(new Date(renewed.renewsAt).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    await call('/api/billing/test-mode/portal', { body: { action: 'cancel' }, cookie: student.cookie });
    await endPaidMonth(student.user.id);
    expect(await waitUntil(async () => (await subscription(student)).status === 'canceled', 20_000)).toBe(true);
    expect(await me(student)).toMatchObject({ plan: 'Free', credits: 1050 });
    expect((await subscription(student)).endsAt).not.toBeNull();
  });

  it("exports the student's billing data and erases it", async () => {
    const student = await signedInStudent();
    const secret = await upgrade(student);
    await call('/api/billing/test-mode/confirm', { body: card(secret, '4242 4242 4242 4242') });
    const userId = student.user.id;

    const exported = await clients.rpc.request('billing.export-user-data', { userId, exportId: randomUUID() }, asSystem);
    const byName = Object.fromEntries(exported.files.map((file) => [file.name, file.content as Array<Record<string, unknown>>]));
    expect(Object.keys(byName).sort()).toEqual(['customers.json', 'payments.json', 'subscriptions.json', 'test-mode-objects.json']);
    expect(byName['subscriptions.json']).toEqual([expect.objectContaining({ user_id: userId, status: 'active' })]);
    expect(byName['payments.json']).toEqual([expect.objectContaining({ user_id: userId, status: 'paid', amount: 999, credits_granted: 500 })]);
    await expect(clients.rpc.request('billing.export-user-data', { userId, exportId: randomUUID() }, { requestId: 'test', actor: { userId } })).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const erased = await clients.rpc.request('billing.erase-user-data', { userId }, asSystem);
    expect(erased.counts).toMatchObject({ customers: 1, subscriptions: 1, payments: 1 });
    const { rows } = await clients.db.query(`SELECT data->>'status' AS status FROM billing.test_mode_objects WHERE user_id = $1`, [userId]);
    expect(rows).toEqual([]);
    expect(await clients.rpc.request('billing.get-plan', { userId }, asSystem)).toEqual({ plan: 'Free' });
    const again = await clients.rpc.request('billing.erase-user-data', { userId }, asSystem);
    expect(Object.values(again.counts).every((count) => count === 0)).toBe(true);
  });
});
