import { describe, expect, it } from 'vitest';
import { loadBillingConfig, paymentModeOf, stripeSettingsOf } from './billing-config.js';

/** What production asks of every service besides billing's own variables. */
const PRODUCTION = { NODE_ENV: 'production', NATS_USER: 'billing', NATS_PASS: 'billing-nats-password-0123', DATABASE_URL: 'postgres://billing:own-password-0123@db:5432/studyforge' };
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PRICE_ID: 'price_1' };

describe('billing configuration', () => {
  it('sells nothing without Stripe keys unless test mode is asked for, with the default price and monthly credits', () => {
    const config = loadBillingConfig({ STRIPE_SECRET_KEY: '', PRO_PRICE_CURRENCY: 'EUR' });
    expect(stripeSettingsOf(config)).toBeNull();
    expect(paymentModeOf(config)).toBe('off');
    expect(paymentModeOf(loadBillingConfig({ ...PRODUCTION, BILLING_TEST_MODE: '' }))).toBe('off');
    expect(paymentModeOf(loadBillingConfig({ BILLING_TEST_MODE: 'false' }))).toBe('off');
    expect(paymentModeOf(loadBillingConfig({ BILLING_TEST_MODE: 'true' }))).toBe('test');
    expect(paymentModeOf(loadBillingConfig(STRIPE))).toBe('stripe');
    expect(config).toMatchObject({ PRO_MONTHLY_CREDITS: 500, PRO_PRICE_AMOUNT: 999, PRO_PRICE_CURRENCY: 'eur', PRO_PRODUCT_NAME: 'StudyForge Pro' });
  });

  it('refuses test mode in production unless a demonstration site says so, and test mode beside Stripe keys', () => {
    expect(() => loadBillingConfig({ ...PRODUCTION, BILLING_TEST_MODE: 'true' })).toThrow(
      /BILLING_TEST_MODE: is refused with NODE_ENV=production: anyone could get Pro with a test card/,
    );
    expect(paymentModeOf(loadBillingConfig({ ...PRODUCTION, BILLING_TEST_MODE: 'true', BILLING_TEST_MODE_IN_PRODUCTION: 'true' }))).toBe('test');
    expect(() => loadBillingConfig({ ...STRIPE, BILLING_TEST_MODE: 'true' })).toThrow(/BILLING_TEST_MODE: cannot be true with the Stripe variables set/);
    expect(() => loadBillingConfig({ BILLING_TEST_MODE: 'yes' })).toThrow(/BILLING_TEST_MODE: must be true or false/);
  });

  it('uses Stripe when all four keys are set', () => {
    expect(stripeSettingsOf(loadBillingConfig({ ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:12111' }))).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      priceId: 'price_1',
      apiUrl: 'http://127.0.0.1:12111',
    });
  });

  it('stops with one line per missing or malformed variable', () => {
    expect(() => loadBillingConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: is required with STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET[^\n]*\n\s+STRIPE_PRICE_ID: is required/,
    );
    expect(() => loadBillingConfig({ ...STRIPE, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET: must look like whsec_/);
    expect(() => loadBillingConfig({ PRO_MONTHLY_CREDITS: '-5' })).toThrow(/PRO_MONTHLY_CREDITS/);
    expect(() => loadBillingConfig({ PRO_PRICE_CURRENCY: 'dollars' })).toThrow(/PRO_PRICE_CURRENCY: must be a three-letter currency code/);
  });
});
