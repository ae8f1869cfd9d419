import type { JobKind } from '@studyforge/contracts';
import { UnrecoverableError, type Job } from 'bullmq';
import type { JobClass, TaskName } from './job-classes.js';
import type { JobHandler } from './job-handler.js';
import { FinalJobFailure, type JobLifecycle } from './job-lifecycle.js';
import type { QueuedJob } from './job-queues.js';
import type { TaskHandler } from './tasks/task-handler.js';

type QueueJob = Pick<Job<QueuedJob>, 'data' | 'attemptsMade' | 'opts'> & Partial<Pick<Job, 'name' | 'id'>>;

/**
 * Runs the jobs of one class (the processor of its queue's workers): a generation job through the shared
 * lifecycle (status and credits), a task (such as a mail) by its handler alone, with no credits.
 */
export class JobClassRunner {
  private readonly handlers: ReadonlyMap<JobKind, JobHandler>;
  private readonly tasks: ReadonlyMap<string, TaskHandler>;

  constructor(
    readonly jobClass: JobClass,
    handlers: Record<JobKind, JobHandler>,
    private readonly lifecycle: JobLifecycle,
    tasks: Partial<Record<TaskName, TaskHandler>> = {},
  ) {
    this.handlers = new Map(jobClass.kinds.map((kind) => [kind, handlers[kind]]));
    this.tasks = new Map(jobClass.tasks.flatMap((name) => (tasks[name] ? [[name, tasks[name]] as const] : [])));
  }

  async process(job: QueueJob): Promise<void> {
    const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const task = job.name === undefined ? undefined : this.tasks.get(job.name);
    if (task) return task.run(job.data as unknown, { taskId: job.id ?? 'unknown', number: job.attemptsMade + 1, final: finalAttempt });
    try {
      await this.lifecycle.run(job.data.jobId, (kind) => this.handlers.get(kind), finalAttempt);
    } catch (error) {
      if (error instanceof FinalJobFailure) throw new UnrecoverableError(error.message);
      throw error;
    }
  }
}
