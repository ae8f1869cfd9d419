import { DomainError, FREE_TRIAL_CREDITS } from '@studyforge/contracts';
import { RpcClient } from '@studyforge/service-kit';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let rpc: RpcClient;
let db: pg.Pool;

beforeAll(() => {
  rpc = new RpcClient({ natsUrl: process.env.NATS_URL!, timeoutMs: 15_000 });
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
});

afterAll(async () => {
  await rpc.close();
  await db.end();
});

const asSelf = (userId: string) => ({ requestId: `test-${randomUUID()}`, actor: { userId } });
const asSystem = { requestId: 'test-system', actor: null };

function move(userId: string, amount = 1, key = randomUUID()) {
  return { userId, amount, reason: 'test', idempotencyKey: key };
}

async function ledgerOf(userId: string) {
  const { rows } = await db.query<{ kind: string; delta: number }>(
    'SELECT kind, delta FROM credits.ledger WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  return rows;
}

async function balanceInDb(userId: string): Promise<number> {
  const { rows } = await db.query<{ balance: number }>('SELECT balance FROM credits.accounts WHERE user_id = $1', [userId]);
  return rows[0]!.balance;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    return error instanceof DomainError ? error.code : String(error);
  }
}

describe('free trial', () => {
  it('is granted exactly once, however many first touches race', async () => {
    const userId = randomUUID();
    const replies = await Promise.all([
      ...Array.from({ length: 10 }, () => rpc.request('credits.balance', { userId }, asSelf(userId))),
      ...Array.from({ length: 5 }, () => rpc.request('credits.stats', { userId }, asSelf(userId))),
      ...Array.from({ length: 5 }, () => rpc.request('credits.debit', move(userId), asSystem)),
    ]);
    expect(replies).toHaveLength(20);
    const ledger = await ledgerOf(userId);
    expect(ledger.filter((row) => row.kind === 'trial')).toEqual([{ kind: 'trial', delta: FREE_TRIAL_CREDITS }]);
    expect(await balanceInDb(userId)).toBe(FREE_TRIAL_CREDITS - 5);
  });
});

describe('debits', () => {
  it('lets exactly 50 of 100 concurrent 1-credit debits through a 50-credit balance', async () => {
    const userId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 100 }, () => codeOf(rpc.request('credits.debit', move(userId), asSystem))),
    );
    expect(results.filter((code) => code === 'OK')).toHaveLength(50);
    expect(results.filter((code) => code === 'INSUFFICIENT_CREDITS')).toHaveLength(50);
    expect(await balanceInDb(userId)).toBe(0);
    const ledger = await ledgerOf(userId);
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(0);
    expect((await rpc.request('credits.balance', { userId }, asSelf(userId))).credits).toBe(0);
  });

  it('charges a replayed idempotency key once, sequentially and concurrently', async () => {
    const userId = randomUUID();
    const key = `job-${randomUUID()}`;
    const first = await rpc.request('credits.debit', move(userId, 3, key), asSystem);
    expect(first).toMatchObject({ balance: 47, replayed: false });
    const again = await rpc.request('credits.debit', move(userId, 3, key), asSystem);
    expect(again).toEqual({ balance: 47, entryId: first.entryId, replayed: true });

    const concurrentKey = `job-${randomUUID()}`;
    const burst = await Promise.all(Array.from({ length: 10 }, () => rpc.request('credits.debit', move(userId, 2, concurrentKey), asSystem)));
    expect(burst.filter((reply) => !reply.replayed)).toHaveLength(1);
    expect(new Set(burst.map((reply) => reply.entryId)).size).toBe(1);
    expect(await balanceInDb(userId)).toBe(45);
  });

  it('refuses a key reused for a different amount', async () => {
    const userId = randomUUID();
    const key = randomUUID();
    await rpc.request('credits.debit', move(userId, 2, key), asSystem);
    expect(await codeOf(rpc.request('credits.debit', move(userId, 5, key), asSystem))).toBe('IDEMPOTENCY_CONFLICT');
    expect(await codeOf(rpc.request('credits.grant', move(userId, 2, key), asSystem))).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('says how many credits are needed and available when short', async () => {
    const userId = randomUUID();
    await expect(rpc.request('credits.debit', move(userId, 51), asSystem)).rejects.toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      message: 'Not enough credits: this costs 51 credits and you have 50.',
    });
    expect(await balanceInDb(userId)).toBe(50);
  });
});

describe('refunds and grants', () => {
  it('refunds what was spent, once per key, and never more than was spent', async () => {
    const userId = randomUUID();
    await rpc.request('credits.debit', move(userId, 10), asSystem);
    const key = randomUUID();
    expect(await rpc.request('credits.refund', move(userId, 10, key), asSystem)).toMatchObject({ balance: 50, replayed: false });
    expect(await rpc.request('credits.refund', move(userId, 10, key), asSystem)).toMatchObject({ balance: 50, replayed: true });
    expect(await codeOf(rpc.request('credits.refund', move(userId, 1), asSystem))).toBe('VALIDATION_FAILED');
  });

  it('grants credits once per key and keeps the ledger equal to the balance', async () => {
    const userId = randomUUID();
    const key = `purchase-${randomUUID()}`;
    const grants = await Promise.all(Array.from({ length: 5 }, () => rpc.request('credits.grant', move(userId, 100, key), asSystem)));
    expect(grants.filter((reply) => !reply.replayed)).toHaveLength(1);
    expect(await balanceInDb(userId)).toBe(150);
    const stats = await rpc.request('credits.stats', { userId }, asSelf(userId));
    expect(stats).toEqual({ credits: 150, totalGranted: 150, totalSpent: 0, totalRefunded: 0 });
    const ledger = await ledgerOf(userId);
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(150);
  });
});

describe('rules the service enforces itself', () => {
  it("refuses to show one user's balance to another", async () => {
    const owner = randomUUID();
    expect(await codeOf(rpc.request('credits.balance', { userId: owner }, asSelf(randomUUID())))).toBe('FORBIDDEN');
    expect(await codeOf(rpc.request('credits.balance', { userId: owner }, asSystem))).toBe('UNAUTHENTICATED');
  });

  it('validates every message against its contract', async () => {
    const userId = randomUUID();
    expect(await codeOf(rpc.request('credits.debit', { ...move(userId), amount: 0 }, asSystem))).toBe('VALIDATION_FAILED');
    expect(await codeOf(rpc.request('credits.debit', { ...move(userId), amount: 1.5 }, asSystem))).toBe('VALIDATION_FAILED');
    expect(await codeOf(rpc.request('credits.debit', { ...move(userId), userId: 'someone' }, asSystem))).toBe('VALIDATION_FAILED');
  });

  it('keeps the ledger append-only', async () => {
    const userId = randomUUID();
    await rpc.request('credits.balance', { userId }, asSelf(userId));
    await expect(db.query('UPDATE credits.ledger SET delta = 500 WHERE user_id = $1', [userId])).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM credits.ledger WHERE user_id = $1', [userId])).rejects.toThrow(/append-only/);
  });
});
