import { DomainError, ErrorCode, type JobStatus } from '@studyforge/contracts';
import type { JobFollowerClient } from '@studyforge/service-kit';
import { createServer } from 'node:net';
import type { Logger } from 'pino';
import { createClient, type RedisClientType } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RateLimiter } from '../auth/rate-limiter.js';
import { ConcurrencySlots, SlotReleaseTimeoutError } from './concurrency-slots.js';
import { CostlyWorkQuota } from './costly-work-quota.js';
import { quotaEnvSchema } from './quota-config.js';

// A Redis that is down: a client whose server is gone, so its commands wait in its queue while it reconnects.
let redis: RedisClientType;

beforeAll(async () => {
  const port = await closedPort();
  redis = createClient({ url: `redis://127.0.0.1:${port}`, socket: { connectTimeout: 200, reconnectStrategy: () => 100 } }) as RedisClientType;
  redis.on('error', () => undefined);
  void redis.connect().catch(() => undefined);
});

afterAll(() => {
  redis.destroy();
});

/** A port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A quota on the down Redis whose job status service answers `status`, and the warning it logs. */
function quotaWith(status: () => Promise<JobStatus>) {
  let logged!: (entry: { line: string; fields: Record<string, unknown> }) => void;
  const warning = new Promise<{ line: string; fields: Record<string, unknown> }>((resolve) => {
    logged = resolve;
  });
  const warn = vi.fn((fields: Record<string, unknown>, line: string) => logged({ fields, line }));
  const rpc = { request: vi.fn(status) } as unknown as JobFollowerClient;
  const quota = new CostlyWorkQuota({} as RateLimiter, redis, rpc, quotaEnvSchema.parse({}), { warn } as unknown as Logger);
  return { quota, warn, warning };
}

const ended = (stage: 'done' | 'failed'): JobStatus =>
  ({ id: 'job-1', kind: 'flashcards', stage, progress: 100, error: null, result: null, createdAt: '', updatedAt: '' }) as JobStatus;

describe('freeing a job slot while Redis is down', () => {
  it('does not hold the answer of a call that succeeded, and logs the release that failed', async () => {
    const { quota, warn, warning } = quotaWith(async () => ended('done'));
    await quota.release('student', 'job-1');
    expect(warn, 'answered before the release gave up').not.toHaveBeenCalled();
    const { fields, line } = await warning;
    expect(fields).toEqual({ jobId: 'job-1', err: 'Redis did not free slot job-1 of ai-jobs in time' });
    expect(line).toBe('could not free a job slot; it expires within 60 minutes');
  });

  it('does not hold the answer of a call that failed: its outcome comes at once and the failed release is logged', async () => {
    const finished = quotaWith(async () => ended('failed'));
    expect(await finished.quota.releaseWhenEnded('student', 'job-1', { requestId: 'r', actor: null })).toBe('started');
    expect(finished.warn).not.toHaveBeenCalled();
    expect((await finished.warning).fields).toMatchObject({ jobId: 'job-1' });

    const missing = quotaWith(() => Promise.reject(new DomainError(ErrorCode.NotFound, 'This job does not exist.')));
    expect(await missing.quota.releaseWhenEnded('student', 'job-2', { requestId: 'r', actor: null })).toBe('never-started');
    expect((await missing.warning).fields).toMatchObject({ jobId: 'job-2' });
  });
});

describe('ConcurrencySlots.release', () => {
  it('gives up when Redis does not take it within its timeout, instead of waiting for Redis to come back', async () => {
    const slots = new ConcurrencySlots(redis, 'spec', 1, 60, 50);
    await expect(slots.release('student', 'slot-1')).rejects.toBeInstanceOf(SlotReleaseTimeoutError);
  });
});
