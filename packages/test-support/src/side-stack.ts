import { freePort, startPrivateNats, startPrivateRedis, startStack, type Stack } from '@studyforge/scripts';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A scratch folder for a side stack's own infra and logs (traversable by the postgres user when we are root). */
export function scratchDir(name: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), `studyforge-${name}-`));
  chmodSync(path, 0o755);
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/**
 * A second, unsupervised stack on the test run's Postgres and storage, with the NATS and Redis given:
 * tests stop its parts without disturbing the main stack the other tests use.
 */
export async function startSideStack(options: {
  scratch: string;
  natsUrl: string;
  redisUrl?: string;
  extraEnv?: Record<string, string>;
}): Promise<Stack> {
  return startStack({
    infraEnv: {
      DATABASE_URL: process.env.DATABASE_URL!,
      S3_ENDPOINT: process.env.S3_ENDPOINT!,
      REDIS_URL: options.redisUrl ?? process.env.REDIS_URL!,
      NATS_URL: options.natsUrl,
    },
    port: await freePort(),
    sessionSecret: 'side-stack-test-session-secret-0123456789abcdef',
    output: { kind: 'files', dir: join(options.scratch, 'logs') },
    extraEnv: { NODE_ENV: 'test', HOST: '127.0.0.1', ...options.extraEnv },
    supervise: false,
  });
}

/**
 * A side stack with a NATS and a Redis of its own in a scratch folder (so no other stack's worker takes
 * its jobs, and a test may stop its parts); `stop` stops it all and removes the folder. A Redis that is
 * `persistentRedis` keeps an append-only file.
 */
export async function startIsolatedSideStack(
  name: string,
  options: { persistentRedis?: boolean; extraEnv?: Record<string, string> } = {},
): Promise<{ stack: Stack; redisUrl: string; stop(): Promise<void> }> {
  const scratch = scratchDir(name);
  const stops: (() => Promise<void> | void)[] = [() => scratch.remove()];
  const stop = async () => {
    for (const next of stops.splice(0).reverse()) await next();
  };
  try {
    const nats = await startPrivateNats(join(scratch.path, 'nats'));
    stops.push(nats.stop);
    const redis = await startPrivateRedis(join(scratch.path, 'redis'), options.persistentRedis ?? false);
    stops.push(redis.stop);
    const stack = await startSideStack({ scratch: scratch.path, natsUrl: nats.url, redisUrl: redis.url, extraEnv: options.extraEnv });
    stops.push(() => stack.stop());
    return { stack, redisUrl: redis.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
