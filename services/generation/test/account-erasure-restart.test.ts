import { eraseAccountTaskId } from '@studyforge/contracts';
import type { Stack } from '@studyforge/scripts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startIsolatedSideStack, waitUntil } from '@studyforge/test-support';
import { rowsNaming, studentWithData } from './support/student-data.js';

// A stack of its own (NATS and Redis too), so its trivia service and worker can be stopped mid-erasure.
let stack: Stack;
let redisUrl: string;
let stopStack: (() => Promise<void>) | undefined;
let db: pg.Pool;

beforeAll(async () => {
  ({ stack, redisUrl, stop: stopStack } = await startIsolatedSideStack('erasure-restart', { persistentRedis: true }));
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
});

afterAll(async () => {
  await db?.end();
  await stopStack?.();
});

describe('an account erasure while a service is down', () => {
  it('is retried until the service is back (across a worker restart), then completes with nothing left', async () => {
    const baseUrl = stack.url;
    const { cookie, student, user } = await studentWithData(baseUrl);
    const trivia = stack.apps.get('trivia')!;
    await trivia.kill('SIGKILL');

    const deleted = await call('/api/account/delete', { cookie, baseUrl, body: { password: student.password, confirmation: 'DELETE' } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await call('/api/auth/user', { cookie, baseUrl })).status, 'closed at once').toBe(401);

    const queue = new Queue('background', { connection: new Redis(redisUrl, { maxRetriesPerRequest: null }) });
    try {
      const retried = await waitUntil(async () => ((await queue.getJob(eraseAccountTaskId(user.id)))?.attemptsMade ?? 0) >= 2, 30_000);
      expect(retried, 'the erasure keeps being retried while trivia is down').toBe(true);
      const waiting = await rowsNaming(db, user.id);
      expect(Object.keys(waiting), 'trivia still holds the student, and auth keeps the closed account until the end').toEqual(
        expect.arrayContaining(['trivia.sessions', 'trivia.answers', 'auth.users']),
      );
      expect(Object.keys(waiting).filter((table) => table.startsWith('generation.') || table.startsWith('books.'))).toEqual([]);

      // The worker dies too and comes back; then trivia comes back.
      const worker = stack.apps.get('generation-worker')!;
      await worker.kill('SIGKILL');
      worker.start();
      trivia.start();

      const erased = await waitUntil(async () => Object.keys(await rowsNaming(db, user.id)).length === 0, 90_000);
      expect(erased, `left behind: ${JSON.stringify(await rowsNaming(db, user.id))}`).toBe(true);
      // The last step removes the account; the queue drops the job only once the worker has returned from it.
      const leftQueue = await waitUntil(async () => (await queue.getJob(eraseAccountTaskId(user.id))) === undefined, 15_000);
      expect(leftQueue, 'the finished erasure leaves the queue').toBe(true);
    } finally {
      await queue.close();
    }
  });
});
