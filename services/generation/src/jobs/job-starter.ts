import { DomainError, ErrorCode, type JobStatus } from '@studyforge/contracts';
import type { RpcContext } from '@studyforge/service-kit';
import type { GenerationJob } from '../entities/generation-job.entity.js';
import type { CreditSettlement } from './credit-settlement.js';
import type { JobQueues } from './job-queues.js';
import type { JobStatusService } from './job-status.service.js';
import { type JobsRepository, toJobStatus } from './jobs.repository.js';

/** What a job is started with: its id, its owner, its kind and input, the credits it reserves. */
export type JobStart = Pick<GenerationJob, 'id' | 'userId' | 'kind' | 'input' | 'creditsReserved'>;

/**
 * Starting a job: record it, reserve its credits, enqueue it on its class's queue. Idempotent on the
 * job id, so a replayed request (or a retry after a crash between steps) charges once: a job id that is
 * someone else's is refused, a finished job's status is returned as it is.
 */
export class JobStarter {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly status: JobStatusService,
    private readonly credits: CreditSettlement,
    private readonly queues: JobQueues,
  ) {}

  async start(start: JobStart, context: RpcContext): Promise<JobStatus> {
    const existing = await this.jobs.find(start.id);
    if (existing && existing.userId !== start.userId) throw new DomainError(ErrorCode.Forbidden, 'This job id belongs to someone else.');
    if (existing && (existing.stage === 'done' || existing.stage === 'failed')) return toJobStatus(existing);
    const job = await this.status.created(start);
    try {
      await this.credits.reserve(job, context);
    } catch (error) {
      if (error instanceof DomainError && error.code === ErrorCode.InsufficientCredits) await this.status.failed(job.id, error.code, error.message);
      throw error;
    }
    await this.queues.enqueue(job.kind, job.id);
    return toJobStatus(job);
  }
}
