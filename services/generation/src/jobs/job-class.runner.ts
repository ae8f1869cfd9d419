import type { JobKind } from '@studyforge/contracts';
import { UnrecoverableError, type Job } from 'bullmq';
import type { JobClass } from './job-classes.js';
import type { JobHandler } from './job-handler.js';
import { FinalJobFailure, type JobLifecycle } from './job-lifecycle.js';
import type { QueuedJob } from './job-queues.js';

/** Runs the jobs of one class (the processor of its queue's workers) through the shared lifecycle. */
export class JobClassRunner {
  private readonly handlers: ReadonlyMap<JobKind, JobHandler>;

  constructor(
    readonly jobClass: JobClass,
    handlers: Record<JobKind, JobHandler>,
    private readonly lifecycle: JobLifecycle,
  ) {
    this.handlers = new Map(jobClass.kinds.map((kind) => [kind, handlers[kind]]));
  }

  async process(job: Pick<Job<QueuedJob>, 'data' | 'attemptsMade' | 'opts'>): Promise<void> {
    const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    try {
      await this.lifecycle.run(job.data.jobId, (kind) => this.handlers.get(kind), finalAttempt);
    } catch (error) {
      if (error instanceof FinalJobFailure) throw new UnrecoverableError(error.message);
      throw error;
    }
  }
}
