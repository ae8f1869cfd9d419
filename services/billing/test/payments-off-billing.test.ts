import { billingMessages } from '@studyforge/contracts';
import { call, stackClients } from '@studyforge/test-support';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeBillingStack } from './support/stripe-billing-stack.js';

// Billing with neither Stripe's keys nor BILLING_TEST_MODE=true (Compose's and Kubernetes' defaults): credits,
// billing and a gateway on a NATS of their own. Before, this ran the embedded test-mode provider, so anyone
// "paid" with 4242 4242 4242 4242 and got Pro and 500 credits a month.
const stack = new StripeBillingStack();
const NO_PAYMENTS = { STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '', STRIPE_PRICE_ID: '', BILLING_TEST_MODE: 'false' };

const as = (userId: string) => ({ requestId: `test-${randomUUID()}`, actor: { userId } });
const clients = stackClients();

beforeAll(async () => {
  await stack.start('billing-payments-off', NO_PAYMENTS);
});

afterAll(async () => {
  await stack.stop();
});

describe('billing with payments not set up', () => {
  it('tells the pages that Pro is not sold, with no publishable key', async () => {
    const config = await call('/api/billing/config', { baseUrl: stack.gateway });
    expect(config.status).toBe(200);
    expect(config.body).toMatchObject({ mode: 'off', publishableKey: null });
  });

  it('refuses a checkout with a clear message, and the student stays on Free', async () => {
    const userId = randomUUID();
    await expect(stack.rpc.request('billing.start-checkout', { userId }, as(userId))).rejects.toMatchObject({
      code: 'PROVIDER_NOT_CONFIGURED',
      message: billingMessages.paymentsOff,
    });
    expect(await stack.rpc.request('billing.get-subscription', { userId }, as(userId))).toMatchObject({ plan: 'Free', status: 'none', lastPayment: null });
  });

  it('answers the test-mode endpoints with 404: no test card is taken', async () => {
    const paid = await call('/api/billing/test-mode/confirm', {
      baseUrl: stack.gateway,
      body: { clientSecret: 'pi_test_0123456789abcdef_secret_0123', cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
    });
    expect(paid).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message: billingMessages.testModeOnly } });
    const authenticated = await call('/api/billing/test-mode/authenticate', { baseUrl: stack.gateway, body: { clientSecret: 'pi_test_0123_secret_0123', approve: true } });
    expect(authenticated).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    const userId = randomUUID();
    await expect(stack.rpc.request('billing.test-portal-action', { userId, action: 'resume' }, as(userId))).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('gives no Premium for a subscription paid with a test card while test mode was on', async () => {
    const userId = randomUUID();
    const periodEnd = new Date(Date.now() + 20 * 24 * 3600 * 1000);
    await clients.db.query(
      `INSERT INTO billing.subscriptions (id, user_id, status, cancel_at_period_end, current_period_end, ended_at, started_at)
       VALUES ($1, $2, 'active', false, $3, NULL, now())`,
      [`sub_test_${randomUUID().replaceAll('-', '').slice(0, 24)}`, userId, periodEnd],
    );
    expect(await stack.rpc.request('billing.get-plan', { userId }, { requestId: 'test-plan', actor: null })).toEqual({ plan: 'Free' });
    expect(await stack.rpc.request('billing.get-subscription', { userId }, as(userId))).toMatchObject({ plan: 'Free', status: 'none' });
  });

  it('believes no webhook, and still erases a student', async () => {
    const webhook = await stack.deliver(stack.event('invoice.paid', { id: 'in_forged', object: 'invoice' }));
    expect(webhook).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message: billingMessages.badSignature } });
    const erased = await stack.rpc.request('billing.erase-user-data', { userId: randomUUID() }, { requestId: 'test-erase', actor: null });
    expect(erased.erased).toBe(true);
  });
});
