import type { Check, JobKind } from '@studyforge/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { JOB_CLASSES, type JobClass, type JobClassName } from './job-classes.js';
import { checkJobClasses, jobClassOf } from './job-registry.js';

/** What a queued job carries: only its id; the job's row in generation.jobs holds the rest. */
export interface QueuedJob {
  jobId: string;
}

export type JobQueue = Pick<Queue<QueuedJob>, 'add' | 'getWorkersCount' | 'close'>;

/** A Redis connection as BullMQ needs it (no per-command retry limit, so blocking calls wait). */
export function bullConnection(redisUrl: string): Redis {
  return new Redis(redisUrl, { maxRetriesPerRequest: null, enableReadyCheck: false });
}

/**
 * The queue of each job class that has job kinds or tasks. A job goes to its class's queue under its own id, so
 * enqueueing it twice is a no-op, with its class's attempts and backoff.
 */
export class JobQueues {
  private readonly queues = new Map<JobClassName, JobQueue>();

  constructor(
    openQueue: (name: string) => JobQueue,
    private readonly classes: readonly JobClass[] = JOB_CLASSES,
  ) {
    checkJobClasses(classes);
    // A class with tasks only (mail) is opened too, so the health check says when no worker delivers them.
    for (const jobClass of classes) if (jobClass.kinds.length || jobClass.tasks.length) this.queues.set(jobClass.name, openQueue(jobClass.queue));
  }

  static connect(connection: Redis, classes: readonly JobClass[] = JOB_CLASSES): JobQueues {
    return new JobQueues((name) => new Queue<QueuedJob>(name, { connection }), classes);
  }

  async enqueue(kind: JobKind, jobId: string): Promise<void> {
    const jobClass = jobClassOf(kind, this.classes);
    await this.queues.get(jobClass.name)!.add(
      kind,
      { jobId },
      {
        jobId,
        attempts: jobClass.attempts,
        backoff: jobClass.backoff,
        removeOnComplete: { count: 1000 },
        removeOnFail: { count: 1000 },
      },
    );
  }

  /** Up when every class with job kinds or tasks has a worker connected (for the health check). */
  async workersCheck(): Promise<Check> {
    const counts = await Promise.all(
      [...this.queues].map(async ([name, queue]) => ({ name, workers: await queue.getWorkersCount().catch(() => 0) })),
    );
    const unserved = counts.filter((count) => count.workers === 0).map((count) => count.name);
    if (unserved.length) return { status: 'down', detail: `no generation worker is running for ${unserved.join(', ')} jobs` };
    return { status: 'up', detail: counts.map((count) => `${count.name}: ${count.workers} connected`).join(', ') };
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }
}
