import { DomainError, ErrorCode, jobStatusSubject, type JobStatus } from '@studyforge/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobStatusFeed, RpcClient, waitForJob, type JobFollowerClient } from '../src/index.js';

const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const context = { requestId: 'feed-test', actor: { userId: randomUUID() } };

// Two connections, as in production: the worker publishes on its own, the gateway subscribes on its own.
let publisher: RpcClient;
let subscriber: RpcClient;

beforeAll(() => {
  publisher = new RpcClient({ natsUrl, timeoutMs: 3000 });
  subscriber = new RpcClient({ natsUrl, timeoutMs: 3000 });
});

afterAll(async () => {
  await publisher.close();
  await subscriber.close();
});

function status(id: string, stage: JobStatus['stage'], progress: number): JobStatus {
  const now = new Date().toISOString();
  return { id, kind: 'notes', stage, progress, error: null, result: stage === 'done' ? { notes: '# n' } : null, createdAt: now, updatedAt: now };
}

describe('the job status feed over NATS', () => {
  it('delivers each published status of a job to its subscribers only, validated, until they unsubscribe', async () => {
    const jobId = randomUUID();
    const otherJob = randomUUID();
    const heard: JobStatus[] = [];
    const unsubscribe = await new JobStatusFeed(subscriber).subscribe(jobId, (received) => heard.push(received));
    const feed = new JobStatusFeed(publisher);
    await feed.publish(status(otherJob, 'generating', 55));
    await publisher.publish(jobStatusSubject(jobId), { id: jobId, stage: 'not a stage' });
    await feed.publish(status(jobId, 'extracting', 5));
    await feed.publish(status(jobId, 'generating', 55));
    await expect.poll(() => heard.map((received) => received.stage)).toEqual(['extracting', 'generating']);

    unsubscribe();
    await feed.publish(status(jobId, 'done', 100));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toHaveLength(2);
  });

  it('lets a waiter hear the final status published by another connection', async () => {
    const jobId = randomUUID();
    let stored = status(jobId, 'generating', 55);
    const client: JobFollowerClient = {
      request: (async () => stored) as JobFollowerClient['request'],
      subscribe: (subject, onMessage) => subscriber.subscribe(subject, onMessage),
      publish: (subject, message) => subscriber.publish(subject, message),
    };
    const waiting = waitForJob(client, jobId, context, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    stored = status(jobId, 'done', 100);
    await new JobStatusFeed(publisher).publish(stored);
    const started = Date.now();
    await expect(waiting).resolves.toMatchObject({ id: jobId, stage: 'done' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses to subscribe, as unavailable, when NATS cannot be reached', async () => {
    const nowhere = new RpcClient({ natsUrl: 'nats://127.0.0.1:1', timeoutMs: 300 });
    const failure = await nowhere.subscribe(jobStatusSubject(randomUUID()), () => undefined).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DomainError);
    expect((failure as DomainError).code).toBe(ErrorCode.ServiceUnavailable);
    await nowhere.close().catch(() => undefined);
  });
});
