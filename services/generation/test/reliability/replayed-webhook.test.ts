import { AppProcess, freePort, startPrivateNats } from '@studyforge/scripts';
import { RpcClient } from '@studyforge/service-kit';
import { call, scratchDir, waitUntil } from '@studyforge/test-support';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeStripeServer } from '../../../billing/test/support/fake-stripe-server.js';
import { ReliabilityScenario } from './support/reliability-scenario.js';

// issue 15, point 7: a payment webhook replayed (the same event again and again, at once and later, and another
// event for the same invoice) grants the month's credits once. Billing with Stripe configured against a local
// server that speaks Stripe's API, on a NATS of its own (credits, billing and a gateway).
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
const PRO_MONTHLY_CREDITS = 500;
const stripe = new Stripe('sk_test_signing_only');
const fake = new FakeStripeServer();
let scratch: ReturnType<typeof scratchDir>;
let stopNats: () => Promise<void>;
let apps: Map<string, AppProcess>;
let gateway: string;
let rpc: RpcClient;
let db: pg.Pool;

const APPS = [
  { name: 'credits', entry: 'services/credits/dist/main.js', service: 'credits' },
  { name: 'billing', entry: 'services/billing/dist/main.js', service: 'billing' },
  { name: 'gateway', entry: 'gateway/dist/main.js', service: null },
];

const system = { requestId: 'reliability-webhook', actor: null };
const healthy = (subject: 'billing.health' | 'credits.health') => async () => (await rpc.request(subject, {}, system, 1500)).status === 'up';

function event(type: string, object: unknown) {
  return { id: `evt_${randomBytes(10).toString('hex')}`, object: 'event', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object: structuredClone(object) } };
}

/** Delivers an event as Stripe does: the JSON bytes and their Stripe-Signature. */
function deliver(payload: unknown) {
  const body = JSON.stringify(payload);
  const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
  return call('/api/billing/webhook', { baseUrl: gateway, rawBody: body, headers: { 'stripe-signature': signature } });
}

beforeAll(async () => {
  const apiUrl = await fake.start();
  scratch = scratchDir('replayed-webhook');
  const nats = await startPrivateNats(join(scratch.path, 'nats'));
  stopNats = nats.stop;
  const port = await freePort();
  gateway = `http://localhost:${port}`;
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: process.env.DATABASE_URL!,
    REDIS_URL: process.env.REDIS_URL!,
    S3_ENDPOINT: process.env.S3_ENDPOINT!,
    NATS_URL: nats.url,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: gateway,
    SESSION_SECRET: 'replayed-webhook-test-session-secret-0123456789',
    STRIPE_SECRET_KEY: 'sk_test_studyforge_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_studyforge_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_ID: 'price_pro_monthly',
    STRIPE_API_URL: apiUrl,
    PRO_MONTHLY_CREDITS: String(PRO_MONTHLY_CREDITS),
  };
  apps = new Map(APPS.map((app, index) => [app.name, new AppProcess(app, env, { kind: 'files', dir: join(scratch.path, 'logs') }, index, false)]));
  for (const app of apps.values()) app.start();
  rpc = new RpcClient({ natsUrl: nats.url, timeoutMs: 8000 });
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  const up = await waitUntil(async () => (await healthy('billing.health')()) && (await healthy('credits.health')()) && (await call('/api/health/ready', { baseUrl: gateway })).status === 200, 90_000);
  if (!up) throw new Error(`the Stripe-configured billing stack did not start; see ${join(scratch.path, 'logs')}`);
});

afterAll(async () => {
  await rpc?.close();
  await db?.end();
  await Promise.all([...(apps?.values() ?? [])].map((app) => app.stop()));
  await stopNats?.();
  await fake.stop();
  scratch?.remove();
});

describe('a replayed payment webhook', () => {
  it("grants the month's credits once per paid invoice, however often the event comes", { timeout: 120_000 }, async () => {
    const scenario = new ReliabilityScenario('replayed payment webhook', db);
    const students = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const userId = randomUUID();
        await rpc.request('billing.start-checkout', { userId }, { requestId: `test-${randomUUID()}`, actor: { userId } });
        const subscription = [...fake.subscriptions.values()].find((candidate) => candidate.metadata.studyforge_user_id === userId)!;
        return { userId, invoice: fake.pay(subscription.id).invoice };
      }),
    );
    const answers = await Promise.all(
      students.flatMap(({ invoice }) => {
        const paid = event('invoice.paid', invoice);
        return [
          ...Array.from({ length: 5 }, () => scenario.send(() => deliver(paid))),
          scenario.send(() => deliver(event('invoice.paid', invoice))),
        ];
      }),
    );
    // And once more each, later: Stripe redelivers for days.
    for (const { invoice } of students) answers.push(await scenario.send(() => deliver(event('invoice.paid', invoice))));
    expect(answers.map((answer) => answer?.status)).toEqual(answers.map(() => 200));

    const { rows } = await db.query<{ user_id: string; balance: number; ledger: number; grants: number }>(
      `SELECT a.user_id, a.balance, (SELECT sum(delta)::int FROM credits.ledger l WHERE l.user_id = a.user_id) AS ledger,
              (SELECT count(*)::int FROM credits.ledger l WHERE l.user_id = a.user_id AND l.kind = 'grant') AS grants
       FROM credits.accounts a WHERE a.user_id = ANY($1)`,
      [students.map((student) => student.userId)],
    );
    const wrong = rows.filter((row) => row.balance !== 50 + PRO_MONTHLY_CREDITS || row.ledger !== row.balance || row.grants !== 1);
    scenario.countDiscrepancies(wrong.length + students.length - rows.length);
    const row = scenario.record();
    expect(rows).toHaveLength(students.length);
    expect(wrong, JSON.stringify(rows)).toEqual([]);
    expect(row).toMatchObject({ discrepancies: 0, hangs: 0, serverErrors: 0 });
  });
});
