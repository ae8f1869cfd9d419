import { connect, type NatsConnection } from '@nats-io/transport-node';
import { RpcClient, natsConnectionOptions } from '@studyforge/service-kit';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { natsUserEnv, readNatsCredentials } from '../src/index.js';

const natsUrl = process.env.NATS_URL!;
const credentials = readNatsCredentials(process.env.NATS_CREDENTIALS_FILE!);
let harness: RpcClient;
const open: NatsConnection[] = [];

/** A raw connection as one app (its NKey user), failing at once instead of waiting for the server. */
async function connectAs(user: string | null): Promise<NatsConnection> {
  const identity = user ? natsUserEnv(credentials, user) : {};
  const connection = await connect({ ...natsConnectionOptions(natsUrl, identity), waitOnFirstConnect: false, maxReconnectAttempts: 0 });
  open.push(connection);
  return connection;
}

/** `credits.grant` in Nest's wire format, as a service would send it. */
function grantRequest(userId: string) {
  const data = { userId, amount: 500, reason: 'permission test', idempotencyKey: randomUUID() };
  return JSON.stringify({ pattern: 'credits.grant', id: randomUUID(), data: { requestId: `test-${randomUUID()}`, actor: null, data } });
}

const balanceOf = async (userId: string) =>
  (await harness.request('credits.balance', { userId }, { requestId: `test-${randomUUID()}`, actor: { userId } })).credits;

beforeAll(() => {
  harness = new RpcClient({ natsUrl, timeoutMs: 15_000 });
});

afterAll(async () => {
  await Promise.all(open.map((connection) => connection.close()));
  await harness.close();
});

describe('authenticated service traffic', () => {
  it('refuses a connection without credentials', async () => {
    await expect(connectAs(null)).rejects.toThrow(/authorization/i);
  });

  it.each(['trivia', 'gateway', 'generation-worker', 'books'])('refuses credits.grant from %s, and the balance stays', async (user) => {
    const userId = randomUUID();
    const before = await balanceOf(userId);
    const connection = await connectAs(user);
    await expect(connection.request('credits.grant', grantRequest(userId), { timeout: 5000 })).rejects.toThrow(/permission/i);
    expect(await balanceOf(userId)).toBe(before);
  });

  it('lets billing grant credits (the same request, sent by its owner)', async () => {
    const userId = randomUUID();
    const before = await balanceOf(userId);
    const connection = await connectAs('billing');
    const reply = JSON.parse((await connection.request('credits.grant', grantRequest(userId), { timeout: 15_000 })).string()) as { err?: unknown };
    expect(reply.err).toBeUndefined();
    expect(await balanceOf(userId)).toBe(before + 500);
  });

  it('refuses a service listening on another service\'s subjects (it could answer in credits\' place)', async () => {
    const connection = await connectAs('trivia');
    const refused = new Promise<Error>((resolve) => connection.subscribe('credits.grant', { queue: 'credits', callback: (error) => error && resolve(error) }));
    expect((await refused).message).toMatch(/permission/i);
  });
});
