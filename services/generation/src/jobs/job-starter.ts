import { DomainError, ErrorCode, type JobStatus } from '@studyforge/contracts';
import type { RpcContext } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import type { GenerationJob } from '../entities/generation-job.entity.js';
import type { CreditSettlement } from './credit-settlement.js';
import type { JobQueues } from './job-queues.js';
import type { JobStatusService } from './job-status.service.js';
import { type JobsRepository, toJobStatus } from './jobs.repository.js';

/** What a job is started with: its id, its owner, its kind and input, the credits it reserves. */
export type JobStart = Pick<GenerationJob, 'id' | 'userId' | 'kind' | 'input' | 'creditsReserved'>;

export const jobStartMessages = {
  notStarted: 'Generation could not start. No credits were charged; please try again.',
} as const;

/**
 * Starting a job: record it, reserve its credits, enqueue it on its class's queue. Idempotent on the
 * job id, so a replayed request (or a retry after a crash between steps) charges once: a job id that is
 * someone else's is refused, a finished job's status is returned as it is. A job whose reservation could
 * not be confirmed, or that Redis would not take, is failed and its reservation released (a reservation
 * that lands later is refused by the credits service), so nobody pays for a job that never runs.
 */
export class JobStarter {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly status: JobStatusService,
    private readonly credits: CreditSettlement,
    private readonly queues: JobQueues,
    private readonly logger?: Logger,
  ) {}

  async start(start: JobStart, context: RpcContext): Promise<JobStatus> {
    const existing = await this.jobs.find(start.id);
    if (existing && existing.userId !== start.userId) throw new DomainError(ErrorCode.Forbidden, 'This job id belongs to someone else.');
    if (existing && (existing.stage === 'done' || existing.stage === 'failed')) return toJobStatus(existing);
    const job = await this.status.created(start);
    try {
      await this.credits.reserve(job, context);
    } catch (error) {
      // Its student cancelled it while its credits were being reserved (the release came first, so none were taken).
      const now = await this.jobs.find(job.id);
      if (now?.stage === 'failed' && now.errorCode === ErrorCode.Cancelled) return toJobStatus(now);
      if (error instanceof DomainError && (error.code === ErrorCode.InsufficientCredits || error.code === ErrorCode.NotFound)) {
        await this.status.failed(job.id, error.code, error.message);
        throw error;
      }
      throw await this.abandon(job, error, 'reserve');
    }
    try {
      await this.queues.enqueue(job.kind, job.id);
    } catch (error) {
      throw await this.abandon(job, error, 'enqueue');
    }
    return toJobStatus(job);
  }

  private async abandon(job: GenerationJob, cause: unknown, step: 'reserve' | 'enqueue'): Promise<DomainError> {
    const log = this.logger?.child({ jobId: job.id, kind: job.kind });
    log?.warn({ err: cause instanceof Error ? cause.message : String(cause), step }, 'job could not start: its credits are released');
    // A job Redis took after all, and that already ended, is left as it is (its own settle or release stands).
    if (await this.status.failedIfOpen(job.id, ErrorCode.ServiceUnavailable, jobStartMessages.notStarted)) {
      await this.credits.release(job).catch((error: unknown) => {
        log?.warn({ err: error instanceof Error ? error.message : String(error) }, 'release failed; the credit reconciler will release it');
      });
    }
    return new DomainError(ErrorCode.ServiceUnavailable, jobStartMessages.notStarted);
  }
}
