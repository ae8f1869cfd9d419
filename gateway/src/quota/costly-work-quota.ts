import { DomainError, ErrorCode, type JobStatus } from '@studyforge/contracts';
import type { JobFollowerClient, RpcContext } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import type { RedisClientType } from 'redis';
import { RateLimitError, RateLimiter, type RateLimitRule } from '../auth/rate-limiter.js';
import { isFinished, waitForJob } from '../generation/job-waiter.js';
import { ConcurrencySlots } from './concurrency-slots.js';
import type { QuotaConfig } from './quota-config.js';

/** What became of a refused call's job: its uploads may go only when it never started. */
export type JobOutcome = 'never-started' | 'started' | 'unknown';

/** How long a student who has as many jobs running as allowed is asked to wait before trying again. */
export const BUSY_RETRY_SECONDS = 15;

export const quotaMessages = {
  tooMany: (minutes: number) =>
    `You have started a lot of AI work in a short time. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  busy: (limit: number) => `You already have ${limit} job${limit === 1 ? '' : 's'} running. Please wait for one to finish and try again.`,
};

/**
 * The per-student quotas of costly endpoints: a number of calls per window (the shared Redis limiter)
 * and a number of jobs in flight. A job's slot is held until the job ends, also when it outlasts its
 * request, and expires after AI_JOB_SLOT_MINUTES whatever happens. Freeing a slot never holds up an
 * answer: the release is sent before it and finishes in the background (a student's next call on this
 * gateway is queued behind it on the same connection), bounded by the release timeout while Redis is
 * down; a release that fails is logged and the slot left to expire.
 */
export class CostlyWorkQuota {
  private readonly rate: RateLimitRule;
  private readonly jobs: ConcurrencySlots;
  private readonly slotMs: number;

  constructor(
    private readonly limiter: RateLimiter,
    redis: RedisClientType,
    private readonly rpc: JobFollowerClient,
    private readonly config: QuotaConfig,
    private readonly logger: Logger,
  ) {
    this.rate = { scope: 'ai:student', limit: config.AI_LIMIT_PER_STUDENT, windowSeconds: config.AI_WINDOW_MINUTES * 60 };
    this.slotMs = config.AI_JOB_SLOT_MINUTES * 60_000;
    this.jobs = new ConcurrencySlots(redis, 'ai-jobs', config.AI_CONCURRENT_JOBS_PER_STUDENT, this.slotMs / 1000);
  }

  /** Counts the call and takes a slot for its job; throws RateLimitError (429) when either quota is used up. */
  async admit(userId: string, jobId: string): Promise<void> {
    if (!(await this.jobs.acquire(userId, jobId))) {
      throw new RateLimitError(quotaMessages.busy(this.config.AI_CONCURRENT_JOBS_PER_STUDENT), BUSY_RETRY_SECONDS);
    }
    try {
      await this.limiter.hit(this.rate, userId, quotaMessages.tooMany);
    } catch (error) {
      this.free(userId, jobId);
      throw error;
    }
  }

  /** Frees the slot of a job that has ended (resolves at once; see the class). */
  async release(userId: string, jobId: string): Promise<void> {
    this.free(userId, jobId);
  }

  /**
   * Frees the slot now when the job has ended, never started or cannot be read; else in the background once
   * it ends. Says whether the job was never started (so what was uploaded for it can go).
   */
  async releaseWhenEnded(userId: string, jobId: string, context: RpcContext): Promise<JobOutcome> {
    let status: JobStatus | null = null;
    let outcome: JobOutcome = 'unknown';
    try {
      status = await this.rpc.request('generation.get-job', { jobId }, context);
      outcome = 'started';
    } catch (error) {
      if (error instanceof DomainError && error.code === ErrorCode.NotFound) outcome = 'never-started';
    }
    if (!status || isFinished(status)) {
      this.free(userId, jobId);
      return outcome;
    }
    void waitForJob(this.rpc, jobId, context, this.slotMs)
      .catch(() => null)
      .then(() => this.free(userId, jobId));
    return outcome;
  }

  private free(userId: string, jobId: string): void {
    this.jobs.release(userId, jobId).catch((error: unknown) => {
      const err = error instanceof Error ? error.message : String(error);
      this.logger.warn({ err, jobId }, `could not free a job slot; it expires within ${this.config.AI_JOB_SLOT_MINUTES} minutes`);
    });
  }
}
