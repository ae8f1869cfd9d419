import { DomainError, ErrorCode, jobStatusSubject, type JobStage, type JobStatus } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { followJob, waitForJob, type JobEvent, type JobFollowerClient } from './job-follower.js';

const JOB_ID = '7d1f6a4e-3b2c-4d5e-8f90-1a2b3c4d5e6f';
const context = { requestId: 'test', actor: { userId: 'f0e1d2c3-b4a5-4968-8776-655443322110' } };

function statusAt(stage: JobStage, progress: number, second: number): JobStatus {
  const at = new Date(Date.UTC(2025, 0, 1, 12, 0, second)).toISOString();
  return {
    id: JOB_ID,
    kind: 'flashcards',
    stage,
    progress,
    error: null,
    result: stage === 'done' ? { deckId: 'x' } : null,
    createdAt: at,
    updatedAt: at,
  };
}

/** The generation side as a follower sees it: a job row to read, and a feed of its changes. */
class FakeGeneration {
  stored: JobStatus | null = null;
  reads = 0;
  readsOwnedByCaller = true;
  beforeReadAnswers: (() => void) | null = null;
  private readonly listeners = new Map<string, Set<(message: unknown) => void>>();

  readonly client: JobFollowerClient = {
    request: (async () => {
      this.reads += 1;
      this.beforeReadAnswers?.();
      if (!this.stored || !this.readsOwnedByCaller) throw new DomainError(ErrorCode.NotFound, 'This job does not exist.');
      return this.stored;
    }) as JobFollowerClient['request'],
    subscribe: async (subject, onMessage) => {
      const set = this.listeners.get(subject) ?? new Set();
      set.add(onMessage);
      this.listeners.set(subject, set);
      return () => set.delete(onMessage);
    },
    publish: async (subject, message) => {
      for (const listener of this.listeners.get(subject) ?? []) listener(message);
    },
  };

  /** The worker writes the job, then publishes it. */
  change(status: JobStatus): void {
    this.stored = status;
    void this.client.publish(jobStatusSubject(status.id), status);
  }

  subscribers(): number {
    return this.listeners.get(jobStatusSubject(JOB_ID))?.size ?? 0;
  }
}

async function collect(events: AsyncIterable<JobEvent>, onEvent: (event: JobEvent, index: number) => void = () => undefined): Promise<JobEvent[]> {
  const seen: JobEvent[] = [];
  for await (const event of events) {
    onEvent(event, seen.length);
    seen.push(event);
  }
  return seen;
}

describe('waitForJob', () => {
  it('hears a change made while its first read is under way (it subscribes before reading)', async () => {
    const generation = new FakeGeneration();
    generation.stored = statusAt('generating', 55, 1);
    generation.beforeReadAnswers = () => {
      generation.beforeReadAnswers = null;
      const running = generation.stored!;
      generation.change(statusAt('done', 100, 2));
      generation.stored = running;
    };
    const started = Date.now();
    const status = await waitForJob(generation.client, JOB_ID, context, 5000);
    expect(status.stage).toBe('done');
    expect(generation.reads).toBe(1);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(generation.subscribers()).toBe(0);
  });

  it('resolves on the published final status, and never goes back to an older one', async () => {
    const generation = new FakeGeneration();
    generation.stored = statusAt('extracting', 5, 1);
    const waiting = waitForJob(generation.client, JOB_ID, context, 5000);
    await new Promise((resolve) => setTimeout(resolve, 10));
    generation.change(statusAt('generating', 55, 3));
    void generation.client.publish(jobStatusSubject(JOB_ID), statusAt('extracting', 30, 2));
    generation.change(statusAt('failed', 55, 4));
    const status = await waiting;
    expect(status.stage).toBe('failed');
    expect(generation.reads).toBe(1);
  });

  it('returns the last status when the wait runs out', async () => {
    const generation = new FakeGeneration();
    generation.stored = statusAt('generating', 55, 1);
    const status = await waitForJob(generation.client, JOB_ID, context, 60);
    expect(status).toMatchObject({ stage: 'generating', progress: 55 });
    expect(generation.subscribers()).toBe(0);
  });

  it('fails as the read does for a job the caller cannot see, and leaves no subscription', async () => {
    const generation = new FakeGeneration();
    await expect(waitForJob(generation.client, JOB_ID, context, 1000)).rejects.toMatchObject({ code: ErrorCode.NotFound });
    expect(generation.subscribers()).toBe(0);
  });
});

describe('followJob', () => {
  it('says waiting until the job exists, then each change, and ends with the finished job', async () => {
    const generation = new FakeGeneration();
    const events = await collect(followJob(generation.client, JOB_ID, context, { maxWaitMs: 5000 }), (event, index) => {
      if (index === 0) setTimeout(() => generation.change(statusAt('queued', 0, 1)), 5);
      if (index === 1) setTimeout(() => generation.change(statusAt('generating', 55, 2)), 5);
      if (index === 2) setTimeout(() => generation.change(statusAt('done', 100, 3)), 5);
    });
    expect(events.map((event) => (event.type === 'progress' ? `progress:${event.status.stage}` : event.type))).toEqual([
      'waiting',
      'progress:queued',
      'progress:generating',
      'progress:done',
    ]);
    // One read at the start, one when the job appeared (until then a heard status is checked by a read).
    expect(generation.reads).toBe(2);
    expect(generation.subscribers()).toBe(0);
  });

  it('keeps a quiet stream alive, reading the job again each time', async () => {
    const generation = new FakeGeneration();
    generation.stored = statusAt('generating', 55, 1);
    const events = await collect(followJob(generation.client, JOB_ID, context, { maxWaitMs: 200, keepAliveMs: 40 }));
    expect(events[0]).toMatchObject({ type: 'progress' });
    const keepAlives = events.filter((event) => event.type === 'keep-alive').length;
    expect(keepAlives).toBeGreaterThanOrEqual(3);
    expect(events.filter((event) => event.type === 'progress')).toHaveLength(1);
    expect(generation.reads).toBeGreaterThanOrEqual(keepAlives);
  });

  it('does not pass on the status of a job the caller cannot read', async () => {
    const generation = new FakeGeneration();
    generation.readsOwnedByCaller = false;
    const events = await collect(followJob(generation.client, JOB_ID, context, { maxWaitMs: 150 }), (_event, index) => {
      if (index === 0) setTimeout(() => generation.change(statusAt('done', 100, 1)), 5);
    });
    expect(events).toEqual([{ type: 'waiting', jobId: JOB_ID }]);
    expect(generation.reads).toBe(2);
  });

  it('says when the job cannot be read, and goes on following', async () => {
    const generation = new FakeGeneration();
    let down = true;
    const read = generation.client.request;
    generation.client.request = (async (...args: Parameters<typeof read>) => {
      if (down) throw new DomainError(ErrorCode.ServiceUnavailable, 'The generation service could not be reached.');
      return read(...args);
    }) as typeof read;
    generation.stored = statusAt('generating', 55, 1);
    const events = await collect(followJob(generation.client, JOB_ID, context, { maxWaitMs: 2000, keepAliveMs: 30 }), (event) => {
      if (event.type === 'unavailable') {
        down = false;
        generation.stored = statusAt('done', 100, 2);
      }
    });
    expect(events[0]).toEqual({ type: 'unavailable', error: { code: ErrorCode.ServiceUnavailable, message: 'The generation service could not be reached.' } });
    expect(events.at(-1)).toMatchObject({ type: 'progress', status: { stage: 'done' } });
  });

  it('stops and unsubscribes when the browser leaves', async () => {
    const generation = new FakeGeneration();
    generation.stored = statusAt('generating', 55, 1);
    const left = new AbortController();
    const started = Date.now();
    const events = await collect(followJob(generation.client, JOB_ID, context, { maxWaitMs: 5000, signal: left.signal }), () => {
      setTimeout(() => left.abort(), 10);
    });
    expect(events).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(generation.subscribers()).toBe(0);
  });
});
