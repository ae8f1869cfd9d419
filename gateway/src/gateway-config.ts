import {
  blankAsUnset,
  commonEnvSchema,
  loadConfig,
  mediaLinkEnvSchema,
  redisEnvSchema,
  requireMediaLinkSecretInProduction,
  s3EnvSchema,
  withMediaLinkSecret,
} from '@studyforge/service-kit';
import { MAX_REQUEST_WAIT_MS } from '@studyforge/contracts';
import express from 'express';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { checkSignInProviders, signInProvidersEnvSchema } from './auth/oidc/sign-in-providers-config.js';
import { accountLimitsEnvSchema } from './auth/account-limits-config.js';
import { booksGatewayEnvSchema } from './books/books-config.js';
import { allowedOriginsEnvSchema } from './http/origin-check.js';
import { quotaEnvSchema } from './quota/quota-config.js';
import { healthEnvSchema } from './health/health-config.js';
import { generationWaitEnvSchema } from './generation/generation-wait-config.js';
import { shutdownEnvSchema } from './shutdown/shutdown-config.js';

const DEV_SESSION_SECRET = 'studyforge-dev-session-secret-change-me-in-production';

const gatewayEnvSchema = commonEnvSchema
  .extend(redisEnvSchema.shape)
  .extend(s3EnvSchema.shape)
  .extend(booksGatewayEnvSchema.shape)
  .extend(allowedOriginsEnvSchema.shape)
  .extend(accountLimitsEnvSchema.shape)
  .extend(quotaEnvSchema.shape)
  .extend(signInProvidersEnvSchema.shape)
  .extend(mediaLinkEnvSchema.shape)
  .extend(healthEnvSchema.shape)
  .extend(generationWaitEnvSchema.shape)
  .extend(shutdownEnvSchema.shape)
  .extend({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 30),
    TRUST_PROXY: z.string().default('loopback').refine(isTrustProxySetting, {
      error: 'must name the proxy: addresses or subnets (e.g. 172.31.250.2 or 10.0.0.0/8), loopback, linklocal, uniquelocal, a hop count, or false',
    }),
    PUBLIC_URL: z.string().optional(),
    /** Set with billing's other Stripe keys: the pages may then load Stripe.js (the Content-Security-Policy allows it). */
    STRIPE_PUBLISHABLE_KEY: blankAsUnset(z.string().optional()),
    SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('support@studyforge.local'),
    /** A request's wait for a service, never past the proxies' read timeout. */
    RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(MAX_REQUEST_WAIT_MS).default(4000),
    FRONTEND_DIST: z.string().default(fileURLToPath(new URL('../../frontend/dist', import.meta.url))),
    SIGNIN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(50),
    SIGNIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    /** Failed sign-ins to one account from all the browsers it has not signed in from, together, per window. */
    SIGNIN_LIMIT_NEW_DEVICES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    /** Failed sign-ins from one browser the account has signed in from before, per window. */
    SIGNIN_LIMIT_PER_DEVICE: z.coerce.number().int().min(1).default(20),
    /** How long a browser counts as one the account has signed in from (sign-in-device-cookie.ts). */
    SIGNIN_DEVICE_DAYS: z.coerce.number().int().min(1).max(400).default(180),
    SIGNIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    SIGNUP_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
    SIGNUP_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    SIGNUP_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production (at least 32 characters)' });
    }
    if (env.NODE_ENV === 'production' && env.TRUST_PROXY.trim() === 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message: 'true believes X-Forwarded-For from every client, who could then claim any address: name your proxy (its address or subnet)',
      });
    }
    requireMediaLinkSecretInProduction(env, ctx);
    checkSignInProviders(env, ctx);
  })
  .transform((env) => withMediaLinkSecret({ ...env, SESSION_SECRET: env.SESSION_SECRET ?? DEV_SESSION_SECRET }));

export type GatewayConfig = z.output<typeof gatewayEnvSchema>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayEnvSchema, env);
}

/** Express's "trust proxy" setting from the env: a hop count, true/false, or a list of addresses/names. */
export function trustProxySetting(value: string): boolean | number | string[] {
  const trimmed = value.trim();
  if (trimmed === 'true') return true;
  if (trimmed === 'false') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed.split(',').map((part) => part.trim()).filter(Boolean);
}

/** Whether Express accepts the setting (it compiles the addresses at once, and throws on a typo such as a bad subnet). */
function isTrustProxySetting(value: string): boolean {
  const setting = trustProxySetting(value);
  if (Array.isArray(setting) && setting.length === 0) return false;
  try {
    express().set('trust proxy', setting);
    return true;
  } catch {
    return false;
  }
}
