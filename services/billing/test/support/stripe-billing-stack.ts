import { AppProcess, freePort, startPrivateNats } from '@studyforge/scripts';
import { RpcClient } from '@studyforge/service-kit';
import { call, scratchDir, waitUntil } from '@studyforge/test-support';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Stripe from 'stripe';
import { FakeStripeServer } from './fake-stripe-server.js';

const APPS = [
  { name: 'credits', entry: 'services/credits/dist/main.js', service: 'credits' },
  { name: 'billing', entry: 'services/billing/dist/main.js', service: 'billing' },
  { name: 'gateway', entry: 'gateway/dist/main.js', service: null },
];

const signer = new Stripe('sk_test_signing_only');

export interface DeliveryOptions {
  /** Signs with another secret (a forged event). */
  secret?: string;
  timestamp?: number;
  /** Sends these bytes instead of the signed ones (a tampered event). */
  sent?: string;
  /** A Stripe-Signature header of its own; null sends none. */
  signature?: string | null;
}

/**
 * Billing with Stripe configured against a local server that speaks Stripe's API: credits, billing and a
 * gateway on a NATS of their own, so stopping one of its services disturbs no other test.
 */
export class StripeBillingStack {
  readonly fake = new FakeStripeServer();
  readonly webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  gateway = '';
  apps = new Map<string, AppProcess>();
  private rpcClient: RpcClient | null = null;
  private scratch: ReturnType<typeof scratchDir> | null = null;
  private stopNats: (() => Promise<void>) | null = null;

  get rpc(): RpcClient {
    if (!this.rpcClient) throw new Error('the Stripe billing stack has not started');
    return this.rpcClient;
  }

  async start(name: string, extraEnv: Record<string, string> = {}): Promise<void> {
    const apiUrl = await this.fake.start();
    this.scratch = scratchDir(name);
    const nats = await startPrivateNats(join(this.scratch.path, 'nats'));
    this.stopNats = nats.stop;
    const port = await freePort();
    this.gateway = `http://localhost:${port}`;
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.DATABASE_URL!,
      REDIS_URL: process.env.REDIS_URL!,
      S3_ENDPOINT: process.env.S3_ENDPOINT!,
      NATS_URL: nats.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: this.gateway,
      SESSION_SECRET: `${name}-test-session-secret-0123456789`,
      STRIPE_SECRET_KEY: 'sk_test_studyforge_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_studyforge_fake',
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_PRICE_ID: 'price_pro_monthly',
      STRIPE_API_URL: apiUrl,
      BILLING_TEST_MODE: 'false',
      ...extraEnv,
    };
    const logs = join(this.scratch.path, 'logs');
    this.apps = new Map(APPS.map((app, index) => [app.name, new AppProcess(app, env, { kind: 'files', dir: logs }, index, false)]));
    for (const app of this.apps.values()) app.start();
    this.rpcClient = new RpcClient({ natsUrl: nats.url, timeoutMs: 8000 });
    const up = await waitUntil(
      async () => (await this.healthy('billing.health')()) && (await this.healthy('credits.health')()) && (await call('/api/health/ready', { baseUrl: this.gateway })).status === 200,
      90_000,
    );
    if (!up) throw new Error(`the Stripe-configured billing stack did not start; see ${logs}`);
  }

  async stop(): Promise<void> {
    await this.rpcClient?.close();
    await Promise.all([...this.apps.values()].map((app) => app.stop()));
    await this.stopNats?.();
    await this.fake.stop();
    this.scratch?.remove();
  }

  /** A check that the service answers its health call as up. */
  healthy(subject: 'billing.health' | 'credits.health'): () => Promise<boolean> {
    return async () => (await this.rpc.request(subject, {}, { requestId: 'test-health', actor: null }, 1500)).status === 'up';
  }

  /** A Stripe event of this type carrying a copy of the object. */
  event(type: string, object: unknown, eventId = `evt_${randomBytes(10).toString('hex')}`) {
    return { id: eventId, object: 'event', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object: structuredClone(object) } };
  }

  /** Delivers an event as Stripe does: the JSON bytes and their Stripe-Signature, made with the SDK's own test helper. */
  deliver(payload: unknown, options: DeliveryOptions = {}) {
    const body = JSON.stringify(payload);
    const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? this.webhookSecret, timestamp: options.timestamp });
    const headers: Record<string, string> = options.signature === null ? {} : { 'stripe-signature': options.signature ?? signature };
    return call('/api/billing/webhook', { baseUrl: this.gateway, rawBody: options.sent ?? body, headers });
  }
}
