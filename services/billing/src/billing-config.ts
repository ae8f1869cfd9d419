import { blankAsUnset, commonEnvSchema, databaseEnvSchema, loadConfig } from '@studyforge/service-kit';
import type { BillingMode } from '@studyforge/contracts';
import { z } from 'zod';

export const BILLING_SCHEMA = 'billing';

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const;

const prefixed = (prefixes: string[], example: string) =>
  blankAsUnset(
    z
      .string()
      .refine((value) => prefixes.some((prefix) => value.startsWith(prefix)), { error: `must look like ${example}` })
      .optional(),
  );

const flag = (name: string) =>
  blankAsUnset(
    z
      .enum(['true', 'false'], { error: `must be true or false (${name})` })
      .default('false')
      .transform((value) => value === 'true'),
  );

export const billingConfigSchema = commonEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend({
    STRIPE_SECRET_KEY: prefixed(['sk_', 'rk_'], 'sk_live_… or sk_test_…'),
    STRIPE_PUBLISHABLE_KEY: prefixed(['pk_'], 'pk_live_… or pk_test_…'),
    STRIPE_WEBHOOK_SECRET: prefixed(['whsec_'], 'whsec_…'),
    STRIPE_PRICE_ID: prefixed(['price_'], 'price_…'),
    /** Where the Stripe SDK sends its calls (tests point it at a local server); Stripe's own API otherwise. */
    STRIPE_API_URL: blankAsUnset(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://api.stripe.com' }).optional()),
    PRO_MONTHLY_CREDITS: blankAsUnset(z.coerce.number().int().min(0).max(1_000_000).default(500)),
    PRO_PRICE_AMOUNT: blankAsUnset(z.coerce.number().int().min(0).max(100_000_00).default(999)),
    PRO_PRICE_CURRENCY: blankAsUnset(
      z
        .string()
        .regex(/^[A-Za-z]{3}$/, { error: 'must be a three-letter currency code such as usd' })
        .transform((code) => code.toLowerCase())
        .default('usd'),
    ),
    PRO_PRODUCT_NAME: blankAsUnset(z.string().min(1).max(100).default('StudyForge Pro')),
    RPC_TIMEOUT_MS: blankAsUnset(z.coerce.number().int().min(100).max(60_000).default(4000)),
    /** The embedded test-mode provider: anyone may "pay" with a test card, so it runs only when asked for (npm start and npm test do). */
    BILLING_TEST_MODE: flag('BILLING_TEST_MODE'),
    /** A demonstration site that runs with NODE_ENV=production and must still sell nothing for real. */
    BILLING_TEST_MODE_IN_PRODUCTION: flag('BILLING_TEST_MODE_IN_PRODUCTION'),
  })
  .superRefine((env, ctx) => {
    const set = STRIPE_KEYS.filter((key) => env[key] !== undefined);
    if (set.length > 0 && set.length < STRIPE_KEYS.length) {
      for (const key of STRIPE_KEYS.filter((name) => env[name] === undefined)) {
        ctx.addIssue({ code: 'custom', path: [key], message: `is required with ${set.join(', ')} (set all four Stripe variables, or none)` });
      }
    }
    if (!env.BILLING_TEST_MODE) return;
    if (set.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['BILLING_TEST_MODE'], message: 'cannot be true with the Stripe variables set: choose Stripe or test mode' });
    } else if (env.NODE_ENV === 'production' && !env.BILLING_TEST_MODE_IN_PRODUCTION) {
      ctx.addIssue({
        code: 'custom',
        path: ['BILLING_TEST_MODE'],
        message:
          'is refused with NODE_ENV=production: anyone could get Pro with a test card. A demonstration site that takes no payments also sets BILLING_TEST_MODE_IN_PRODUCTION=true',
      });
    }
  });

export type BillingConfig = z.output<typeof billingConfigSchema>;

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  priceId: string;
  apiUrl: string | undefined;
}

/** Stripe's settings when all four keys are set; null otherwise. */
export function stripeSettingsOf(config: BillingConfig): StripeSettings | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_PUBLISHABLE_KEY || !config.STRIPE_WEBHOOK_SECRET || !config.STRIPE_PRICE_ID) return null;
  return {
    secretKey: config.STRIPE_SECRET_KEY,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    priceId: config.STRIPE_PRICE_ID,
    apiUrl: config.STRIPE_API_URL,
  };
}

/** Who takes the payments: Stripe with its four keys, the test-mode provider when explicitly enabled, else nobody (Pro is not sold). */
export function paymentModeOf(config: BillingConfig): BillingMode {
  if (stripeSettingsOf(config)) return 'stripe';
  return config.BILLING_TEST_MODE ? 'test' : 'off';
}

export function loadBillingConfig(env: NodeJS.ProcessEnv = process.env): BillingConfig {
  return loadConfig(billingConfigSchema, env);
}
