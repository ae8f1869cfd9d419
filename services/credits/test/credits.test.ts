import { FREE_TRIAL_CREDITS } from '@studyforge/contracts';
import { errorCodeOf, stackClients } from '@studyforge/test-support';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

const clients = stackClients();

const asSelf = (userId: string) => ({ requestId: `test-${randomUUID()}`, actor: { userId } });
const asSystem = { requestId: 'test-system', actor: null };

function move(userId: string, amount = 1, key: string = randomUUID()) {
  return { userId, amount, reason: 'test', idempotencyKey: key };
}

async function ledgerOf(userId: string) {
  const { rows } = await clients.db.query<{ kind: string; delta: number }>(
    'SELECT kind, delta FROM credits.ledger WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  return rows;
}

async function balanceInDb(userId: string): Promise<number> {
  const { rows } = await clients.db.query<{ balance: number }>('SELECT balance FROM credits.accounts WHERE user_id = $1', [userId]);
  return rows[0]!.balance;
}

describe('free trial', () => {
  it('is granted exactly once, however many first touches race', async () => {
    const userId = randomUUID();
    const replies = await Promise.all([
      ...Array.from({ length: 10 }, () => clients.rpc.request('credits.balance', { userId }, asSelf(userId))),
      ...Array.from({ length: 5 }, () => clients.rpc.request('credits.stats', { userId }, asSelf(userId))),
      ...Array.from({ length: 5 }, () => clients.rpc.request('credits.debit', move(userId), asSystem)),
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
      Array.from({ length: 100 }, () => errorCodeOf(clients.rpc.request('credits.debit', move(userId), asSystem))),
    );
    expect(results.filter((code) => code === 'OK')).toHaveLength(50);
    expect(results.filter((code) => code === 'INSUFFICIENT_CREDITS')).toHaveLength(50);
    expect(await balanceInDb(userId)).toBe(0);
    const ledger = await ledgerOf(userId);
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(0);
    expect((await clients.rpc.request('credits.balance', { userId }, asSelf(userId))).credits).toBe(0);
  });

  it('charges a replayed idempotency key once, sequentially and concurrently', async () => {
    const userId = randomUUID();
    const key = `job-${randomUUID()}`;
    const first = await clients.rpc.request('credits.debit', move(userId, 3, key), asSystem);
    expect(first).toMatchObject({ balance: 47, replayed: false });
    const again = await clients.rpc.request('credits.debit', move(userId, 3, key), asSystem);
    expect(again).toEqual({ balance: 47, entryId: first.entryId, replayed: true });

    const concurrentKey = `job-${randomUUID()}`;
    const burst = await Promise.all(Array.from({ length: 10 }, () => clients.rpc.request('credits.debit', move(userId, 2, concurrentKey), asSystem)));
    expect(burst.filter((reply) => !reply.replayed)).toHaveLength(1);
    expect(new Set(burst.map((reply) => reply.entryId)).size).toBe(1);
    expect(await balanceInDb(userId)).toBe(45);
  });

  it('refuses a key reused for a different amount', async () => {
    const userId = randomUUID();
    const key = randomUUID();
    await clients.rpc.request('credits.debit', move(userId, 2, key), asSystem);
    expect(await errorCodeOf(clients.rpc.request('credits.debit', move(userId, 5, key), asSystem))).toBe('IDEMPOTENCY_CONFLICT');
    expect(await errorCodeOf(clients.rpc.request('credits.grant', move(userId, 2, key), asSystem))).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('says how many credits are needed and available when short', async () => {
    const userId = randomUUID();
    await expect(clients.rpc.request('credits.debit', move(userId, 51), asSystem)).rejects.toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      message: 'Not enough credits: this costs 51 credits and you have 50.',
    });
    expect(await balanceInDb(userId)).toBe(50);
  });
});

describe('refunds and grants', () => {
  it('refunds what was spent, once per key, and never more than was spent', async () => {
    const userId = randomUUID();
    await clients.rpc.request('credits.debit', move(userId, 10), asSystem);
    const key = randomUUID();
    expect(await clients.rpc.request('credits.refund', move(userId, 10, key), asSystem)).toMatchObject({ balance: 50, replayed: false });
    expect(await clients.rpc.request('credits.refund', move(userId, 10, key), asSystem)).toMatchObject({ balance: 50, replayed: true });
    expect(await errorCodeOf(clients.rpc.request('credits.refund', move(userId, 1), asSystem))).toBe('VALIDATION_FAILED');
  });

  it('grants credits once per key and keeps the ledger equal to the balance', async () => {
    const userId = randomUUID();
    const key = `purchase-${randomUUID()}`;
    const grants = await Promise.all(Array.from({ length: 5 }, () => clients.rpc.request('credits.grant', move(userId, 100, key), asSystem)));
    expect(grants.filter((reply) => !reply.replayed)).toHaveLength(1);
    expect(await balanceInDb(userId)).toBe(150);
    const stats = await clients.rpc.request('credits.stats', { userId }, asSelf(userId));
    expect(stats).toEqual({ credits: 150, totalGranted: 150, totalSpent: 0, totalRefunded: 0 });
    const ledger = await ledgerOf(userId);
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(150);
  });
});

describe('rules the service enforces itself', () => {
  it("refuses to show one user's balance to another", async () => {
    const owner = randomUUID();
    expect(await errorCodeOf(clients.rpc.request('credits.balance', { userId: owner }, asSelf(randomUUID())))).toBe('FORBIDDEN');
    expect(await errorCodeOf(clients.rpc.request('credits.balance', { userId: owner }, asSystem))).toBe('UNAUTHENTICATED');
  });

  it('validates every message against its contract', async () => {
    const userId = randomUUID();
    expect(await errorCodeOf(clients.rpc.request('credits.debit', { ...move(userId), amount: 0 }, asSystem))).toBe('VALIDATION_FAILED');
    expect(await errorCodeOf(clients.rpc.request('credits.debit', { ...move(userId), amount: 1.5 }, asSystem))).toBe('VALIDATION_FAILED');
    expect(await errorCodeOf(clients.rpc.request('credits.debit', { ...move(userId), userId: 'someone' }, asSystem))).toBe('VALIDATION_FAILED');
  });

  it('keeps the ledger append-only', async () => {
    const userId = randomUUID();
    await clients.rpc.request('credits.balance', { userId }, asSelf(userId));
    await expect(clients.db.query('UPDATE credits.ledger SET delta = 500 WHERE user_id = $1', [userId])).rejects.toThrow(/append-only/);
    await expect(clients.db.query('DELETE FROM credits.ledger WHERE user_id = $1', [userId])).rejects.toThrow(/append-only/);
  });
});
