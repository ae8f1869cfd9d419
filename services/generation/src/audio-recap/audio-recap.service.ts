import { DomainError, ErrorCode, recapMessages, reservedCredits, type AudioRecapJobRequest, type JobStatus, type SavedRecap } from '@studyforge/contracts';
import type { ObjectStorage, RpcContext } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import type { CreditSettlement } from '../jobs/credit-settlement.js';
import type { JobQueues } from '../jobs/job-queues.js';
import { JobStarter } from '../jobs/job-starter.js';
import type { JobStatusService } from '../jobs/job-status.service.js';
import { type JobsRepository, toJobStatus } from '../jobs/jobs.repository.js';
import type { AudioRecapRepository } from './audio-recap.repository.js';

/** Audio recaps: starting their jobs (10 credits, reserved like every job), cancelling a job, and a student's own saved recaps. */
export class AudioRecapService {
  private readonly starter: JobStarter;

  constructor(
    private readonly jobs: JobsRepository,
    private readonly status: JobStatusService,
    private readonly credits: CreditSettlement,
    queues: JobQueues,
    private readonly recaps: AudioRecapRepository,
    private readonly storage: ObjectStorage,
    private readonly logger: Logger,
  ) {
    this.starter = new JobStarter(jobs, status, credits, queues, logger);
  }

  async create(userId: string, request: AudioRecapJobRequest, context: RpcContext): Promise<JobStatus> {
    if (request.files.length === 0 && !request.text.trim()) throw new DomainError(ErrorCode.ValidationFailed, recapMessages.noContent);
    return this.starter.start(
      {
        id: request.jobId,
        userId,
        kind: 'audio-recap',
        input: { files: request.files, text: request.text, count: null, voice: request.voice, topic: null, recap: { length: request.length, type: request.type, voice: request.voice } },
        creditsReserved: reservedCredits('audio-recap', null),
      },
      context,
    );
  }

  /**
   * Stops an unfinished job of the student's: failed as cancelled at once (the worker stops at its next chunk),
   * its credits given back. The job is cancelled once it is failed: a release that cannot reach the credits
   * service now is logged and left to the credit reconciler, which releases a failed job's reservation.
   */
  async cancel(userId: string, jobId: string): Promise<JobStatus> {
    const job = await this.jobs.find(jobId);
    if (!job || job.userId !== userId) throw new DomainError(ErrorCode.NotFound, 'This job does not exist.');
    if (job.stage === 'done' || job.stage === 'failed') return toJobStatus(job);
    await this.status.failed(job.id, ErrorCode.Cancelled, recapMessages.cancelled);
    await this.credits.release(job).catch((error: unknown) => {
      this.logger.warn({ jobId, kind: job.kind, err: error instanceof Error ? error.message : String(error) }, 'cancelled job: release failed; the credit reconciler will release it');
    });
    return toJobStatus((await this.jobs.find(jobId))!);
  }

  async list(userId: string): Promise<{ recaps: SavedRecap[] }> {
    return { recaps: await this.recaps.list(userId) };
  }

  async get(userId: string, recapId: string): Promise<SavedRecap> {
    const { audioKey: _audioKey, ...recap } = await this.own(userId, recapId);
    return recap;
  }

  async audio(userId: string, recapId: string): Promise<{ audioKey: string; createdAt: string }> {
    const recap = await this.own(userId, recapId);
    return { audioKey: recap.audioKey, createdAt: recap.createdAt };
  }

  async delete(userId: string, recapId: string): Promise<{ deleted: true }> {
    const recap = await this.own(userId, recapId);
    await this.recaps.delete(userId, recapId);
    await this.storage.remove(recap.audioKey);
    return { deleted: true };
  }

  private async own(userId: string, recapId: string) {
    const recap = await this.recaps.find(userId, recapId);
    if (!recap) throw new DomainError(ErrorCode.NotFound, 'This recap does not exist.');
    return recap;
  }
}
