import { ErrorCode, jobCancelMessages, recapMessages, type JobKind, type JobStage } from '@studyforge/contracts';
import type { Logger } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { GenerationJob } from '../entities/generation-job.entity.js';
import type { CreditSettlement } from './credit-settlement.js';
import { JobCancelService } from './job-cancel.service.js';
import type { JobStatusService } from './job-status.service.js';
import { CANCELLABLE_STAGES, type JobsRepository } from './jobs.repository.js';

const JOB_ID = '0b7e3c52-43a5-4f0c-9d0e-1f0f6a4c2d11';

/**
 * One job of `student` at `stage`, a status service that cancels it as the repository's conditional update does
 * (only from a stage before 'saving'), a credits service that answers with `release`, and a logger that records.
 */
function world(options: { kind?: JobKind; stage?: JobStage; errorCode?: string | null; release?: () => Promise<unknown>; creditsReserved?: number } = {}) {
  const row = {
    id: JOB_ID,
    userId: 'student',
    kind: options.kind ?? 'audio-recap',
    stage: options.stage ?? 'generating',
    progress: 40,
    input: { files: [], text: 'x', count: null, voice: null },
    result: null,
    errorCode: options.errorCode ?? null,
    errorMessage: null,
    creditsReserved: options.creditsReserved ?? 10,
    creditsUsed: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  } as unknown as GenerationJob;
  const jobs = { find: async (id: string) => (id === JOB_ID ? { ...row } : null) } as unknown as JobsRepository;
  const status = {
    cancelledIfCancellable: async (_id: string, code: string, message: string) => {
      if (!CANCELLABLE_STAGES.includes(row.stage)) return null;
      Object.assign(row, { stage: 'failed', errorCode: code, errorMessage: message });
      return { ...row };
    },
  } as unknown as JobStatusService;
  const releases: string[] = [];
  const credits = {
    release: async (job: GenerationJob) => {
      releases.push(job.id);
      return (options.release ?? (async () => ({ replayed: false })))();
    },
  } as unknown as CreditSettlement;
  const warn = vi.fn();
  const logger = { warn, child: () => logger } as unknown as Logger;
  return { service: new JobCancelService(jobs, status, credits, logger), releases, warn };
}

describe('JobCancelService.cancel', () => {
  it('fails a job that has not begun saving as cancelled, naming its tool, and gives its credits back once', async () => {
    const { service, releases, warn } = world();
    const status = await service.cancel('student', JOB_ID);
    expect(status).toMatchObject({ id: JOB_ID, stage: 'failed', error: { code: 'CANCELLED', message: recapMessages.cancelled } });
    expect(await service.cancel('student', JOB_ID), 'a second click answers the same').toMatchObject({ stage: 'failed', error: { code: 'CANCELLED' } });
    expect(releases).toEqual([JOB_ID]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('names the tool of every kind: flashcards are not an audio recap, and a free job promises no credits', async () => {
    const flashcards = await world({ kind: 'flashcards', creditsReserved: 5 }).service.cancel('student', JOB_ID);
    expect(flashcards.error?.message).toBe('Flashcards cancelled; your credits were given back.');
    const readAloud = await world({ kind: 'read-aloud', creditsReserved: 0 }).service.cancel('student', JOB_ID);
    expect(readAloud.error?.message).toBe('Read-aloud cancelled.');
  });

  it('refuses with 409 CONFLICT, naming the tool, a job that began saving or finished first, and gives nothing back', async () => {
    const saving = world({ kind: 'flashcards', stage: 'saving' });
    await expect(saving.service.cancel('student', JOB_ID)).rejects.toMatchObject({ code: ErrorCode.Conflict, message: 'Your flashcards are being saved, so this job can no longer be cancelled.' });
    const done = world({ kind: 'notes', stage: 'done' });
    await expect(done.service.cancel('student', JOB_ID)).rejects.toMatchObject({ code: ErrorCode.Conflict, message: jobCancelMessages.tooLate('notes', true) });
    expect(jobCancelMessages.tooLate('notes', true)).toBe('Your study guide is already saved, so this job can no longer be cancelled.');
    const failed = world({ kind: 'quiz', stage: 'failed', errorCode: 'AI_PROVIDER_FAILED' });
    await expect(failed.service.cancel('student', JOB_ID)).rejects.toMatchObject({ code: ErrorCode.Conflict, message: jobCancelMessages.alreadyFailed('quiz') });
    expect([...saving.releases, ...done.releases, ...failed.releases]).toEqual([]);
  });

  it('answers that the job is cancelled when the credits service cannot be reached, and logs the release it leaves to the reconciler', async () => {
    const { service, releases, warn } = world({ release: () => Promise.reject(new Error('no responders: credits.release')) });
    const status = await service.cancel('student', JOB_ID);
    expect(status).toMatchObject({ id: JOB_ID, stage: 'failed', error: { code: 'CANCELLED' } });
    expect(releases).toEqual([JOB_ID]);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ jobId: JOB_ID, err: 'no responders: credits.release' }), expect.stringContaining('credit reconciler'));
  });

  it("refuses another student's job as not found", async () => {
    const { service, releases } = world();
    await expect(service.cancel('someone else', JOB_ID)).rejects.toMatchObject({ code: ErrorCode.NotFound });
    expect(releases).toEqual([]);
  });
});
