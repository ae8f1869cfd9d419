import { ErrorCode, recapMessages } from '@studyforge/contracts';
import type { ObjectStorage } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { GenerationJob } from '../entities/generation-job.entity.js';
import type { CreditSettlement } from '../jobs/credit-settlement.js';
import type { JobQueues } from '../jobs/job-queues.js';
import type { JobStatusService } from '../jobs/job-status.service.js';
import type { JobsRepository } from '../jobs/jobs.repository.js';
import type { AudioRecapRepository } from './audio-recap.repository.js';
import { AudioRecapService } from './audio-recap.service.js';

const JOB_ID = '0b7e3c52-43a5-4f0c-9d0e-1f0f6a4c2d11';

/** One running recap job of `student`, a credits service that answers with `release`, and a logger that records. */
function world(release: () => Promise<unknown>) {
  const row = {
    id: JOB_ID,
    userId: 'student',
    kind: 'audio-recap',
    stage: 'speaking',
    progress: 40,
    input: { files: [], text: 'x', count: null, voice: null },
    result: null,
    errorCode: null,
    errorMessage: null,
    creditsReserved: 10,
    creditsUsed: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  } as unknown as GenerationJob;
  const jobs = { find: async (id: string) => (id === JOB_ID ? row : null) } as unknown as JobsRepository;
  const status = { failed: async (_id: string, code: string, message: string) => void Object.assign(row, { stage: 'failed', errorCode: code, errorMessage: message }) } as unknown as JobStatusService;
  const releases: string[] = [];
  const credits = {
    release: async (job: GenerationJob) => {
      releases.push(job.id);
      return release();
    },
  } as unknown as CreditSettlement;
  const warn = vi.fn();
  const logger = { warn, child: () => logger } as unknown as Logger;
  const service = new AudioRecapService(jobs, status, credits, {} as JobQueues, {} as AudioRecapRepository, {} as ObjectStorage, logger);
  return { service, releases, warn };
}

describe('AudioRecapService.cancel', () => {
  it('fails the job as cancelled and gives its credits back', async () => {
    const { service, releases, warn } = world(async () => ({ replayed: false }));
    const status = await service.cancel('student', JOB_ID);
    expect(status).toMatchObject({ id: JOB_ID, stage: 'failed', error: { code: 'CANCELLED', message: recapMessages.cancelled } });
    expect(releases).toEqual([JOB_ID]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('answers that the job is cancelled when the credits service cannot be reached, and logs the release it leaves to the reconciler', async () => {
    const { service, releases, warn } = world(() => Promise.reject(new Error('no responders: credits.release')));
    const status = await service.cancel('student', JOB_ID);
    expect(status).toMatchObject({ id: JOB_ID, stage: 'failed', error: { code: 'CANCELLED' } });
    expect(releases).toEqual([JOB_ID]);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ jobId: JOB_ID, err: 'no responders: credits.release' }), expect.stringContaining('credit reconciler'));
  });

  it("answers a job that has ended as it is, and refuses another student's job", async () => {
    const { service, releases } = world(async () => ({ replayed: false }));
    await service.cancel('student', JOB_ID);
    expect(await service.cancel('student', JOB_ID)).toMatchObject({ stage: 'failed' });
    expect(releases).toEqual([JOB_ID]);
    await expect(service.cancel('someone else', JOB_ID)).rejects.toMatchObject({ code: ErrorCode.NotFound });
  });
});
