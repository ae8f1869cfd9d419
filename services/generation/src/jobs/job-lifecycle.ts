import type { JobKind } from '@studyforge/contracts';
import type { GenerationJob } from '../entities/generation-job.entity.js';
import type { Logger } from 'pino';
import type { CreditSettlement } from './credit-settlement.js';
import { JobCancelledError } from './job-cancelled.js';
import { classifyFailure } from './job-failure.js';
import { savedOutcomeOf, type JobHandler, type JobOutcome } from './job-handler.js';
import { JobStageTiming } from './job-stage-timing.js';
import type { JobStatusService } from './job-status.service.js';
import type { JobsRepository } from './jobs.repository.js';

/** Thrown to tell the queue not to try a job again (it has been settled as failed). */
export class FinalJobFailure extends Error {}

export interface JobLifecycleDependencies {
  jobs: JobsRepository;
  status: JobStatusService;
  credits: CreditSettlement;
  logger: Logger;
}

/**
 * One run of a job, the same for every job class: its handler does the work and reports its stages; entering
 * 'saving' (before it saves anything) is the point after which a cancel is refused, and a job its student
 * cancelled before then stops at its next report and saves nothing. Then it is done (only while it was not
 * cancelled) and its credits are settled (only what was used is charged; a settle that cannot happen now is
 * finished by the credit reconciler from the done job), so a delivered result is always charged. On its final
 * failure a result an attempt already saved (marking it done failed, or its worker died after saving) makes it
 * done and charged instead; otherwise its credits are released, it is failed and its handler discards what it
 * kept for a retry; when whether it saved cannot be told now, it is left open for the credit reconciler.
 * Safe to run again for the same job after a crash: saving and every credit movement are idempotent on the job id.
 */
export class JobLifecycle {
  constructor(private readonly deps: JobLifecycleDependencies) {}

  async run(jobId: string, handlerOf: (kind: JobKind) => JobHandler | undefined, finalAttempt: boolean): Promise<void> {
    const job = await this.deps.jobs.find(jobId);
    if (!job) throw new FinalJobFailure(`job ${jobId} does not exist`);
    if (job.stage === 'done' || job.stage === 'failed') return;
    const log = this.deps.logger.child({ jobId, kind: job.kind });
    const handler = handlerOf(job.kind);
    const timing = new JobStageTiming(job.createdAt);
    try {
      if (!handler) throw new Error(`no handler for ${job.kind} jobs on this queue`);
      const outcome = await handler.run(job, async (stage, progress) => {
        timing.enter(stage);
        const now = await this.deps.status.stage(job.id, stage, progress);
        if (now.stage === 'failed') throw new JobCancelledError(job.id);
      });
      timing.enter('settling');
      if (!(await this.finish(job, outcome, log))) throw new JobCancelledError(job.id);
      log.info({ creditsUsed: outcome.creditsUsed, ...timing.summary() }, 'job done');
    } catch (error) {
      if (error instanceof JobCancelledError) {
        log.info('job cancelled by its student; it saved nothing');
        await this.discard(handler, job, log);
        throw new FinalJobFailure(error.message);
      }
      const failure = classifyFailure(error);
      if (failure.retryable && !finalAttempt) {
        log.warn({ err: describe(error) }, 'job attempt failed; it will be retried');
        throw error;
      }
      log.warn({ err: describe(error), code: failure.code }, 'job failed');
      if (await this.finishedFromSaved(handler, job, log)) return;
      await this.moveCredits(() => this.deps.credits.release(job), 'release', log);
      await this.deps.status.failedIfOpen(job.id, failure.code, failure.message);
      await this.discard(handler, job, log);
      throw new FinalJobFailure(failure.message);
    }
  }

  /** Marks the job done with its outcome, then settles what it used; false when it had ended (cancelled) instead. */
  private async finish(job: GenerationJob, outcome: JobOutcome, log: Logger): Promise<boolean> {
    const done = await this.deps.status.doneIfOpen(job.id, outcome.result, outcome.creditsUsed);
    if (!done) return false;
    await this.moveCredits(() => this.deps.credits.settle(job, outcome.creditsUsed), 'settle', log);
    await this.deps.status.announce(done);
    return true;
  }

  /**
   * Before a job fails for good: true when an attempt had saved its result, which is then delivered (done and
   * charged, never released). When that cannot be told or done now (the database is down), the job is left open
   * as it is: the queue gives it up and the credit reconciler ends it by the same rule.
   */
  private async finishedFromSaved(handler: JobHandler | undefined, job: GenerationJob, log: Logger): Promise<boolean> {
    try {
      const saved = await savedOutcomeOf(handler, job);
      if (!saved) return false;
      if (await this.finish(job, saved, log)) log.info({ creditsUsed: saved.creditsUsed }, 'job done from the result an attempt had saved');
      return true;
    } catch (error) {
      log.warn({ err: describe(error) }, 'whether the failed job saved its result cannot be told now; the credit reconciler will end it');
      throw new FinalJobFailure(describe(error));
    }
  }

  /**
   * A settle or release that cannot reach the credits service now does not hold up the job's outcome, and is
   * not lost: the reservation stays open and the credit reconciler ends it from the job's row (done with
   * what it used, or failed) later.
   */
  private async moveCredits(move: () => Promise<unknown>, what: 'settle' | 'release', log: Logger): Promise<void> {
    try {
      await move();
    } catch (error) {
      log.warn({ err: describe(error) }, `the job's credits could not ${what} now; the credit reconciler will`);
    }
  }

  private async discard(handler: JobHandler | undefined, job: GenerationJob, log: Logger): Promise<void> {
    await handler?.discard?.(job).catch((error: unknown) => log.warn({ err: describe(error) }, 'what the failed job left could not be removed'));
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
