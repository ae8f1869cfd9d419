import { errorCodeOf, stackClients } from '@studyforge/test-support';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

const clients = stackClients();

const asSystem = { requestId: 'test-reservations', actor: null };
const jobKey = () => `job:${randomUUID()}`;

const reserve = (userId: string, key: string, amount: number) => clients.rpc.request('credits.reserve', { userId, amount, reason: 'test job', key }, asSystem);
const settle = (key: string, charged: number) => clients.rpc.request('credits.settle', { key, charged, reason: 'test items not made' }, asSystem);
const release = (key: string) => clients.rpc.request('credits.release', { key, reason: 'test job failed' }, asSystem);

async function balanceInDb(userId: string): Promise<number> {
  const { rows } = await clients.db.query<{ balance: number }>('SELECT balance FROM credits.accounts WHERE user_id = $1', [userId]);
  return rows[0]!.balance;
}

async function movementsOf(key: string) {
  const { rows } = await clients.db.query<{ idempotency_key: string; delta: number }>(
    `SELECT idempotency_key, delta FROM credits.ledger WHERE idempotency_key LIKE $1 ORDER BY created_at, idempotency_key`,
    [`${key}:%`],
  );
  return rows.map((row) => [row.idempotency_key.slice(key.length + 1), row.delta]);
}

describe('a reservation', () => {
  it('is settled once: charges what was used, at most what was reserved, and gives back the rest', async () => {
    const userId = randomUUID();
    const key = jobKey();
    expect(await reserve(userId, key, 10)).toMatchObject({ state: 'reserved', reserved: 10, charged: 0, balance: 40, replayed: false });
    expect(await settle(key, 7)).toMatchObject({ state: 'settled', reserved: 10, charged: 7, balance: 43, replayed: false });
    expect(await settle(key, 1)).toMatchObject({ state: 'settled', charged: 7, balance: 43, replayed: true });
    expect(await release(key)).toMatchObject({ state: 'settled', charged: 7, balance: 43, replayed: true });
    expect(await movementsOf(key)).toEqual([['reserve', -10], ['settle', 3]]);

    const greedy = jobKey();
    await reserve(userId, greedy, 5);
    expect(await settle(greedy, 500)).toMatchObject({ state: 'settled', charged: 5, balance: 38 });
    expect(await movementsOf(greedy)).toEqual([['reserve', -5]]);
  });

  it('is released once: gives back exactly what was reserved, and a settle after it moves nothing', async () => {
    const userId = randomUUID();
    const key = jobKey();
    await reserve(userId, key, 8);
    expect(await release(key)).toMatchObject({ state: 'released', charged: 0, balance: 50, replayed: false });
    expect(await release(key)).toMatchObject({ state: 'released', balance: 50, replayed: true });
    expect(await settle(key, 0)).toMatchObject({ state: 'released', balance: 50, replayed: true });
    expect(await movementsOf(key)).toEqual([['reserve', -8], ['release', 8]]);
  });

  it('ends once however many settles and releases race, never giving back more than it charged', async () => {
    const userId = randomUUID();
    const keys = Array.from({ length: 10 }, jobKey);
    await Promise.all(keys.map((key) => reserve(userId, key, 4)));
    expect(await balanceInDb(userId)).toBe(10);
    const replies = await Promise.all(keys.flatMap((key) => [settle(key, 1), release(key), settle(key, 3), release(key)]));
    expect(replies.filter((reply) => !reply.replayed)).toHaveLength(10);
    let expected = 10;
    for (const key of keys) {
      const moves = await movementsOf(key);
      const given = moves.filter(([kind]) => kind !== 'reserve').reduce((sum, [, delta]) => sum + Number(delta), 0);
      expect(moves.length, JSON.stringify(moves)).toBeLessThanOrEqual(2);
      expect(given).toBeLessThanOrEqual(4);
      expected += given;
    }
    expect(await balanceInDb(userId)).toBe(expected);
    const { rows } = await clients.db.query<{ sum: number }>('SELECT sum(delta)::int AS sum FROM credits.ledger WHERE user_id = $1', [userId]);
    expect(rows[0]!.sum).toBe(expected);
  });

  it('is taken once per key, sequentially and concurrently, and only from a balance that covers it', async () => {
    const userId = randomUUID();
    const key = jobKey();
    const burst = await Promise.all(Array.from({ length: 8 }, () => reserve(userId, key, 6)));
    expect(burst.filter((reply) => !reply.replayed)).toHaveLength(1);
    expect(await balanceInDb(userId)).toBe(44);
    expect(await errorCodeOf(reserve(userId, key, 7))).toBe('IDEMPOTENCY_CONFLICT');
    expect(await errorCodeOf(reserve(randomUUID(), key, 6))).toBe('IDEMPOTENCY_CONFLICT');

    const spender = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => errorCodeOf(reserve(spender, jobKey(), 5))));
    expect(results.filter((code) => code === 'OK')).toHaveLength(10);
    expect(results.filter((code) => code === 'INSUFFICIENT_CREDITS')).toHaveLength(10);
    expect(await balanceInDb(spender)).toBe(0);
  });

  it('released before it was made (its reserve late) refuses the late reserve and charges nothing', async () => {
    const userId = randomUUID();
    const key = jobKey();
    expect(await release(key)).toMatchObject({ state: 'released', reserved: 0, balance: null, replayed: false });
    expect(await errorCodeOf(reserve(userId, key, 5))).toBe('CONFLICT');
    expect(await balanceInDb(userId)).toBe(50);
    expect(await movementsOf(key)).toEqual([]);
  });

  it('cannot be settled when it was never made, nor given back by a plain refund', async () => {
    expect(await errorCodeOf(settle(jobKey(), 1))).toBe('NOT_FOUND');
    const userId = randomUUID();
    const key = jobKey();
    await reserve(userId, key, 5);
    const refund = clients.rpc.request('credits.refund', { userId, amount: 5, reason: 'test', idempotencyKey: `${key}:release` }, asSystem);
    expect(await errorCodeOf(refund)).toBe('VALIDATION_FAILED');
    expect(await errorCodeOf(clients.rpc.request('credits.reserve', { userId, amount: 5, reason: 'test', key: 'refund:anything' }, asSystem))).toBe('VALIDATION_FAILED');
    expect(await balanceInDb(userId)).toBe(45);
  });

  it('is listed as stale while still reserved past the deadline, and not once ended', async () => {
    const userId = randomUUID();
    const open = jobKey();
    const ended = jobKey();
    await reserve(userId, open, 2);
    await reserve(userId, ended, 2);
    await settle(ended, 2);
    await clients.db.query(`UPDATE credits.reservations SET created_at = now() - interval '1 hour' WHERE key = ANY($1)`, [[open, ended]]);
    const keys: string[] = [];
    for (let afterKey: string | null = null; ; ) {
      const { reservations } = await clients.rpc.request('credits.stale-reservations', { olderThanMs: 30 * 60_000, limit: 2, afterKey }, asSystem);
      keys.push(...reservations.map((reservation) => reservation.key));
      if (reservations.length < 2) break;
      afterKey = keys.at(-1)!;
    }
    expect(new Set(keys).size, 'pages do not overlap').toBe(keys.length);
    expect(keys).toContain(open);
    expect(keys).not.toContain(ended);
  });
});
