import { DomainError, ErrorCode, jobCancelMessages, type JobStatus } from '@studyforge/contracts';
import type { Logger } from 'pino';
import type { CreditSettlement } from './credit-settlement.js';
import type { JobStatusService } from './job-status.service.js';
import { type JobsRepository, toJobStatus } from './jobs.repository.js';

/**
 * A student's cancel of one of their jobs, of any tool. It wins only by one conditional change of the job's row
 * from a stage before 'saving' (the worker steps into 'saving' the same way before it saves), so a job is
 * either cancelled, saving nothing and given its credits back, or saved and charged, never both. The release is
 * the credits service's once-only end of the job's reservation; one that cannot reach it now is logged and
 * left to the credit reconciler, which releases a failed job's reservation.
 */
export class JobCancelService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly status: JobStatusService,
    private readonly credits: CreditSettlement,
    private readonly logger: Logger,
  ) {}

  async cancel(userId: string, jobId: string): Promise<JobStatus> {
    const job = await this.jobs.find(jobId);
    if (!job || job.userId !== userId) throw new DomainError(ErrorCode.NotFound, 'This job does not exist.');
    const cancelled = await this.status.cancelledIfCancellable(job.id, ErrorCode.Cancelled, jobCancelMessages.cancelled(job.kind, job.creditsReserved > 0));
    if (!cancelled) return this.notCancellable(jobId);
    await this.credits.release(job).catch((error: unknown) => {
      this.logger.warn({ jobId, kind: job.kind, err: error instanceof Error ? error.message : String(error) }, 'cancelled job: release failed; the credit reconciler will release it');
    });
    return toJobStatus(cancelled);
  }

  /** A job already cancelled is answered as it is (a second click changes nothing); any other is refused with why. */
  private async notCancellable(jobId: string): Promise<JobStatus> {
    const job = (await this.jobs.find(jobId))!;
    if (job.stage === 'failed' && job.errorCode === ErrorCode.Cancelled) return toJobStatus(job);
    if (job.stage === 'failed') throw new DomainError(ErrorCode.Conflict, jobCancelMessages.alreadyFailed(job.kind));
    throw new DomainError(ErrorCode.Conflict, jobCancelMessages.tooLate(job.kind, job.stage === 'done'));
  }
}
