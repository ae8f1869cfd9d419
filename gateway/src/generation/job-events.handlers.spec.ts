import { DomainError, ErrorCode, type JobStatus } from '@studyforge/contracts';
import type { RpcClient } from '@studyforge/service-kit';
import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import type { JobAnnouncements } from './job-announcements.js';
import type { ProgressStreamCap } from '../quota/progress-stream-cap.js';
import { JobEventsHandlers } from './job-events.handlers.js';

const JOB_ID = '0b6c3f4e-8a55-4c1e-9d1e-3f1f2b6a7c10';
const done: JobStatus = {
  id: JOB_ID,
  kind: 'notes',
  stage: 'done',
  progress: 100,
  result: { notes: 'x' },
  error: null,
  createdAt: new Date(0).toISOString(),
  updatedAt: new Date(0).toISOString(),
};

function harness(options: { jobExists: () => boolean; announced: boolean }) {
  const rpc = {
    request: vi.fn(async () => {
      if (!options.jobExists()) throw new DomainError(ErrorCode.NotFound, 'This job does not exist.');
      return done;
    }),
    // The job's status is published a moment after the stream subscribes (as when its upload ends).
    subscribe: vi.fn(async (_subject: string, onMessage: (message: unknown) => void) => {
      setTimeout(() => onMessage(done), 50);
      return () => undefined;
    }),
    publish: vi.fn(),
  } as unknown as RpcClient;
  const announcements = { isAnnounced: vi.fn(async () => options.announced) } as unknown as JobAnnouncements;
  const written: string[] = [];
  const res = {
    status: vi.fn(),
    setHeader: vi.fn(),
    flushHeaders: vi.fn(),
    write: (chunk: string) => written.push(chunk),
    end: vi.fn(),
  } as unknown as Response;
  const req = { once: vi.fn() } as unknown as Request;
  const streams = { open: async () => async () => undefined } as unknown as ProgressStreamCap;
  const handlers = new JobEventsHandlers(rpc, announcements, streams).handlers;
  const follow = () =>
    handlers.getJobEvents!({ req, res, params: { id: JOB_ID }, query: {}, body: undefined, actor: { userId: 'u1' }, context: { requestId: 'r', actor: { userId: 'u1' } } });
  return { follow, res, written };
}

describe('the job event stream', () => {
  it('answers NOT_FOUND, without opening the stream, for a job that never appears and nobody uploads', async () => {
    const { follow, res } = harness({ jobExists: () => false, announced: false });
    await expect(follow()).rejects.toMatchObject({ code: ErrorCode.NotFound });
    expect(res.flushHeaders).not.toHaveBeenCalled();
  });

  it('streams a job that is being uploaded by the student', async () => {
    let reads = 0;
    const { follow, written } = harness({ jobExists: () => ++reads > 2, announced: true });
    await follow();
    expect(written.join('')).toContain('event: progress');
  });

  it('streams a job that appears within the grace', async () => {
    let reads = 0;
    const { follow, res, written } = harness({ jobExists: () => ++reads > 3, announced: false });
    await follow();
    expect(res.flushHeaders).toHaveBeenCalled();
    expect(written.join('')).toContain('"stage":"done"');
  });
});
