import type { JobKind } from '@studyforge/contracts';
import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { GenerationConfig } from '../generation-config.js';
import { JobClassRunner } from './job-class.runner.js';
import { JOB_CLASSES, type JobClass, type TaskName } from './job-classes.js';
import type { JobHandler } from './job-handler.js';
import type { JobLifecycle } from './job-lifecycle.js';
import type { QueuedJob } from './job-queues.js';
import { checkJobClasses, checkJobHandlers, checkTaskHandlers } from './job-registry.js';
import type { TaskHandler } from './tasks/task-handler.js';

export interface JobWorkersOptions {
  handlers: Record<JobKind, JobHandler>;
  /** The handlers of the tasks the classes run (mail). */
  tasks?: Partial<Record<TaskName, TaskHandler>>;
  lifecycle: JobLifecycle;
  config: Pick<GenerationConfig, 'WORKER_CONCURRENCY' | 'LONG_AUDIO_CONCURRENCY' | 'BACKGROUND_CONCURRENCY' | 'WORKER_LOCK_MS' | 'WORKER_STALLED_CHECK_MS'>;
  /** A new Redis connection for each worker (a worker blocks its connection while it waits for jobs). */
  connect: () => Redis;
  logger: Logger;
  classes?: readonly JobClass[];
}

/**
 * One BullMQ worker per job class that has job kinds, each on its own queue with its own concurrency,
 * so a long job never holds up a short one. Refuses to start when a kind has no handler or no class.
 */
export function startJobWorkers(options: JobWorkersOptions): Worker<QueuedJob>[] {
  const classes = options.classes ?? JOB_CLASSES;
  checkJobClasses(classes);
  checkJobHandlers(options.handlers);
  checkTaskHandlers(classes, options.tasks ?? {});
  return classes
    .filter((jobClass) => jobClass.kinds.length > 0 || jobClass.tasks.length > 0)
    .map((jobClass) => {
      const runner = new JobClassRunner(jobClass, options.handlers, options.lifecycle, options.tasks);
      const worker = new Worker<QueuedJob>(jobClass.queue, (job) => runner.process(job), {
        connection: options.connect(),
        concurrency: options.config[jobClass.concurrencySetting],
        lockDuration: options.config.WORKER_LOCK_MS,
        stalledInterval: options.config.WORKER_STALLED_CHECK_MS,
      });
      worker.on('error', (error) => options.logger.error({ err: error.message, jobClass: jobClass.name }, 'worker error'));
      return worker;
    });
}
