import { startPrivateNats, type Stack } from '@studyforge/scripts';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir, startSideStack, waitUntil, call, signedInStudent } from '@studyforge/test-support';

// A stack of its own (own NATS, same Postgres and Redis), so stopping its services disturbs no other test.
let stack: Stack;
let stopNats: () => Promise<void>;
let scratch: ReturnType<typeof scratchDir>;

beforeAll(async () => {
  scratch = scratchDir('resilience');
  const nats = await startPrivateNats(join(scratch.path, 'nats'));
  stopNats = nats.stop;
  stack = await startSideStack({ scratch: scratch.path, natsUrl: nats.url });
});

afterAll(async () => {
  await stack?.stop();
  await stopNats?.();
  scratch?.remove();
});

describe('a stopped service', () => {
  it('makes its endpoints answer 503 within 5 seconds, and they recover by themselves when it returns', async () => {
    const baseUrl = stack.url;
    const { cookie } = await signedInStudent({ baseUrl });
    expect((await call('/api/user/credits', { cookie, baseUrl })).status).toBe(200);

    const credits = stack.apps.get('credits')!;
    await credits.kill('SIGKILL');

    const down = await call('/api/user/credits', { cookie, baseUrl });
    expect(down.status).toBe(503);
    expect(down.body.code).toBe('SERVICE_UNAVAILABLE');
    expect(down.body.message).toMatch(/credits service/);
    expect(down.elapsedMs).toBeLessThan(5000);

    const health = await call('/api/health', { baseUrl });
    expect(health.status).toBe(503);
    expect(health.body.status).toBe('degraded');
    expect(health.body.services.credits.status).toBe('down');
    expect(health.body.services.auth.status).toBe('up');
    // The gateway itself stays ready: one stopped service must not take it out of the load balancer.
    expect((await call('/api/health/ready', { baseUrl })).status).toBe(200);

    // The user's own record still loads; only the balance is missing while credits is down.
    const me = await call('/api/auth/user', { cookie, baseUrl });
    expect(me.status).toBe(200);
    expect(me.body.credits).toBeNull();

    credits.start();
    expect(await waitUntil(async () => (await call('/api/user/credits', { cookie, baseUrl })).status === 200, 30_000)).toBe(true);
    expect((await call('/api/user/credits', { cookie, baseUrl })).body).toEqual({ credits: 50 });
    expect((await call('/api/health', { baseUrl })).status).toBe(200);
  });

  it('makes sign-in answer 503 while the auth service is down, and work again after', async () => {
    const baseUrl = stack.url;
    const { student, ip } = await signedInStudent({ baseUrl });
    const auth = stack.apps.get('auth')!;
    await auth.kill('SIGKILL');

    const down = await call('/api/auth/signin', { body: { email: student.email, password: student.password }, ip, baseUrl });
    expect(down.status).toBe(503);
    expect(down.body.code).toBe('SERVICE_UNAVAILABLE');
    expect(down.elapsedMs).toBeLessThan(5000);

    auth.start();
    // Wait for the service, not by retrying the sign-in (that would trip the per-account rate limit).
    expect(await waitUntil(async () => (await call('/api/health', { baseUrl })).body?.services?.auth?.status === 'up', 60_000)).toBe(true);
    const back = await call('/api/auth/signin', { body: { email: student.email, password: student.password }, ip, baseUrl });
    expect(back.status).toBe(200);
  });
});
