import { DomainError, ErrorCode, recapMessages, reservedCredits, type AudioRecapJobRequest, type JobStatus, type SavedRecap } from '@studyforge/contracts';
import type { ObjectStorage, RpcContext } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import type { CreditSettlement } from '../jobs/credit-settlement.js';
import type { JobQueues } from '../jobs/job-queues.js';
import { JobStarter } from '../jobs/job-starter.js';
import type { JobStatusService } from '../jobs/job-status.service.js';
import type { JobsRepository } from '../jobs/jobs.repository.js';
import type { AudioRecapRepository } from './audio-recap.repository.js';

/** Audio recaps: starting their jobs (10 credits, reserved like every job), and a student's own saved recaps (a job is cancelled in jobs/job-cancel.service.ts). */
export class AudioRecapService {
  private readonly starter: JobStarter;

  constructor(
    jobs: JobsRepository,
    status: JobStatusService,
    credits: CreditSettlement,
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
