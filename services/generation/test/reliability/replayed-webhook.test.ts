import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeBillingStack } from '../../../billing/test/support/stripe-billing-stack.js';
import { ReliabilityScenario } from './support/reliability-scenario.js';

// issue 15, point 7: a payment webhook replayed (the same event again and again, at once and later, and another
// event for the same invoice) grants the month's credits once. Billing with Stripe configured against a local
// server that speaks Stripe's API, on a NATS of its own (credits, billing and a gateway).
const PRO_MONTHLY_CREDITS = 500;
const stack = new StripeBillingStack();
const { fake } = stack;
const event = stack.event.bind(stack);
const deliver = stack.deliver.bind(stack);
let db: pg.Pool;

beforeAll(async () => {
  await stack.start('replayed-webhook', { PRO_MONTHLY_CREDITS: String(PRO_MONTHLY_CREDITS) });
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
});

afterAll(async () => {
  await db?.end();
  await stack.stop();
});

describe('a replayed payment webhook', () => {
  it("grants the month's credits once per paid invoice, however often the event comes", { timeout: 120_000 }, async () => {
    const scenario = new ReliabilityScenario('replayed payment webhook', db);
    const students = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const userId = randomUUID();
        await stack.rpc.request('billing.start-checkout', { userId }, { requestId: `test-${randomUUID()}`, actor: { userId } });
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
