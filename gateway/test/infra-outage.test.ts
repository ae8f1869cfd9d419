import { freePort, startPrivateNats, startPrivateRedis, type Stack } from '@studyforge/scripts';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir, startSideStack, waitUntil, call, signedInStudent } from '@studyforge/test-support';

// Its own NATS and Redis (same Postgres), so they can be stopped and brought back on the same ports.
let stack: Stack;
let scratch: ReturnType<typeof scratchDir>;
let natsPort: number;
let redisPort: number;
let stopNats: () => Promise<void>;
let stopRedis: () => Promise<void>;

beforeAll(async () => {
  scratch = scratchDir('outage');
  natsPort = await freePort();
  redisPort = await freePort();
  stopNats = (await startPrivateNats(join(scratch.path, 'nats'), natsPort)).stop;
  stopRedis = (await startPrivateRedis(join(scratch.path, 'redis'), true, redisPort)).stop;
  stack = await startSideStack({
    scratch: scratch.path,
    natsUrl: `nats://127.0.0.1:${natsPort}`,
    redisUrl: `redis://127.0.0.1:${redisPort}`,
  });
});

afterAll(async () => {
  await stack?.stop();
  await stopNats?.();
  await stopRedis?.();
  scratch?.remove();
});

describe('when NATS goes away', () => {
  it('answers 503 within 5 seconds and recovers by itself when NATS is back', async () => {
    const baseUrl = stack.url;
    const { cookie } = await signedInStudent({ baseUrl });
    await stopNats();

    const down = await call('/api/user/credits', { cookie, baseUrl });
    expect(down.status).toBe(503);
    expect(down.body.code).toBe('SERVICE_UNAVAILABLE');
    expect(down.elapsedMs).toBeLessThan(5000);
    const health = await call('/api/health', { baseUrl });
    expect(health.status).toBe(503);
    expect(health.body.dependencies.nats.status).toBe('down');
    expect((await call('/api/health/ready', { baseUrl })).status).toBe(503);

    stopNats = (await startPrivateNats(join(scratch.path, 'nats'), natsPort)).stop;
    // Every service reconnects on its own; health turns 200 once all of them answer again.
    expect(await waitUntil(async () => (await call('/api/health', { baseUrl })).status === 200, 30_000)).toBe(true);
    expect((await call('/api/user/credits', { cookie, baseUrl })).status).toBe(200);
  });
});

describe('when Redis goes away', () => {
  it('answers session calls with 503, keeps health answering, and keeps sessions when Redis is back', async () => {
    const baseUrl = stack.url;
    const { cookie } = await signedInStudent({ baseUrl });
    await stopRedis();

    const down = await call('/api/auth/user', { cookie, baseUrl });
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'Sign-in sessions are unavailable right now. Please try again in a moment.' });
    expect(down.elapsedMs).toBeLessThan(5000);
    const health = await call('/api/health', { baseUrl });
    expect(health.status).toBe(503);
    expect(health.body.dependencies.redis.status).toBe('down');
    expect((await call('/api/credits/prices', { baseUrl })).status).toBe(200);

    stopRedis = (await startPrivateRedis(join(scratch.path, 'redis'), true, redisPort)).stop;
    expect(await waitUntil(async () => (await call('/api/auth/user', { cookie, baseUrl })).status === 200, 30_000)).toBe(true);
  });
});
