import { flashcardsReplyFromJob, type JobStatus } from '@studyforge/contracts';
import type { RpcClient } from '@studyforge/service-kit';
import { describe, expect, it } from 'vitest';
import { StatusAnswer } from '../http/endpoint-handler.js';
import { Draining } from '../shutdown/draining.js';
import { JobLauncher } from './job-launcher.js';

const JOB_ID = '0b7c5a2e-1f3d-4e6a-9b8c-7d6e5f4a3b2c';
const DECK_ID = '1b7c5a2e-1f3d-4e6a-9b8c-7d6e5f4a3b2c';
const at = new Date().toISOString();
const running: JobStatus = { id: JOB_ID, kind: 'flashcards', stage: 'generating', progress: 40, error: null, result: null, createdAt: at, updatedAt: at };
const done: JobStatus = { ...running, stage: 'done', progress: 100, result: { deckId: DECK_ID, flashcards: [], creditsUsed: 0, notice: null } };

/** NATS with one job whose status is `status` and never changes; create-job is remembered. */
function rpcWith(status: JobStatus) {
  const created: unknown[] = [];
  const rpc = {
    request: async (subject: string, data: unknown) => {
      if (subject === 'generation.create-job') return created.push(data), { id: JOB_ID };
      return status;
    },
    subscribe: async () => () => undefined,
    publish: async () => undefined,
  } as unknown as RpcClient;
  return { rpc, created };
}

const req = { get: () => JOB_ID, header: () => JOB_ID } as never;
const input = { kind: 'flashcards' as const, files: [], text: 'notes', count: 5 };

describe('JobLauncher.reply', () => {
  it("answers with the endpoint's reply when the job is done within the wait", async () => {
    const { rpc, created } = rpcWith(done);
    const reply = await new JobLauncher(rpc, { GENERATION_SYNC_WAIT_MS: 1000 }).reply(req, {} as never, input, flashcardsReplyFromJob);
    expect(reply).toEqual({ deckId: DECK_ID, flashcards: [], creditsUsed: 0, notice: null, jobId: JOB_ID });
    expect(created).toHaveLength(1);
  });

  it('answers 202 with the job to follow when the wait runs out, the job started once', async () => {
    const { rpc, created } = rpcWith(running);
    const reply = await new JobLauncher(rpc, { GENERATION_SYNC_WAIT_MS: 50 }).reply(req, {} as never, input, flashcardsReplyFromJob);
    expect(reply).toBeInstanceOf(StatusAnswer);
    expect(reply).toMatchObject({ status: 202, body: { jobId: JOB_ID, stage: 'generating', job: `/api/jobs/${JOB_ID}`, events: `/api/jobs/${JOB_ID}/events` } });
    expect(created).toHaveLength(1);
  });

  it('answers 202 at once when the gateway drains, however long the wait', async () => {
    const { rpc } = rpcWith(running);
    const draining = new Draining();
    draining.start();
    const reply = await new JobLauncher(rpc, { GENERATION_SYNC_WAIT_MS: 55_000 }, draining).reply(req, {} as never, input, flashcardsReplyFromJob);
    expect(reply).toMatchObject({ status: 202, body: { jobId: JOB_ID } });
  });

  it('answers 202 without waiting at all when the wait is 0', async () => {
    const { rpc } = rpcWith(done);
    const reply = await new JobLauncher(rpc, { GENERATION_SYNC_WAIT_MS: 0 }).reply(req, {} as never, input, flashcardsReplyFromJob);
    expect(reply).toMatchObject({ status: 202, body: { jobId: JOB_ID, stage: 'queued' } });
  });
});
