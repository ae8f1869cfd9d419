import { freePort, startPrivateNats, startPrivateRedis, startStack, type Stack } from '@studyforge/scripts';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedInStudent } from './support/test-api.js';

// Its own NATS and Redis (same Postgres), so they can be stopped and brought back on the same ports.
let stack: Stack;
let scratch: string;
let natsPort: number;
let redisPort: number;
let stopNats: () => Promise<void>;
let stopRedis: () => Promise<void>;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'studyforge-outage-'));
  chmodSync(scratch, 0o755);
  natsPort = await freePort();
  redisPort = await freePort();
  stopNats = (await startPrivateNats(join(scratch, 'nats'), natsPort)).stop;
  stopRedis = (await startPrivateRedis(join(scratch, 'redis'), true, redisPort)).stop;
  stack = await startStack({
    infraEnv: {
      DATABASE_URL: process.env.DATABASE_URL!,
      S3_ENDPOINT: process.env.S3_ENDPOINT!,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      NATS_URL: `nats://127.0.0.1:${natsPort}`,
    },
    port: await freePort(),
    sessionSecret: 'outage-test-session-secret-0123456789abcdef',
    output: { kind: 'files', dir: join(scratch, 'logs') },
    extraEnv: { NODE_ENV: 'test', HOST: '127.0.0.1' },
    supervise: false,
  });
});

afterAll(async () => {
  await stack?.stop();
  await stopNats?.();
  await stopRedis?.();
  rmSync(scratch, { recursive: true, force: true });
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

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

    stopNats = (await startPrivateNats(join(scratch, 'nats'), natsPort)).stop;
    expect(await waitUntil(async () => (await call('/api/user/credits', { cookie, baseUrl })).status === 200, 30_000)).toBe(true);
    expect((await call('/api/health', { baseUrl })).status).toBe(200);
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

    stopRedis = (await startPrivateRedis(join(scratch, 'redis'), true, redisPort)).stop;
    expect(await waitUntil(async () => (await call('/api/auth/user', { cookie, baseUrl })).status === 200, 30_000)).toBe(true);
  });
});
