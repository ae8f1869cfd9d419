import type { Check, JobKind } from '@studyforge/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { JOB_CLASSES, type JobClass, type JobClassName } from './job-classes.js';
import { checkJobClasses, jobClassOf } from './job-registry.js';

/** What a queued job carries: only its id; the job's row in generation.jobs holds the rest. */
export interface QueuedJob {
  jobId: string;
}

export type JobQueue = Pick<Queue<QueuedJob>, 'add' | 'getWorkersCount' | 'close'> & Partial<Pick<Queue<QueuedJob>, 'getJobState'>>;

/** Where a queued job is; `unknown` when its queue holds no such job (never enqueued, or removed). */
export type QueuedJobState = Awaited<ReturnType<Queue['getJobState']>>;

/** How long an enqueue may wait for Redis before the job is given up (its connection retries for ever). */
export const ENQUEUE_TIMEOUT_MS = 5000;

/** Redis did not take the job in time: the job never runs and its credits are given back. */
export class EnqueueFailedError extends Error {
  readonly code = 'ENQUEUE_FAILED';
}

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

  /** Rejects with EnqueueFailedError when Redis does not take the job within ENQUEUE_TIMEOUT_MS. */
  async enqueue(kind: JobKind, jobId: string): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new EnqueueFailedError(`job ${jobId} could not be queued within ${ENQUEUE_TIMEOUT_MS} ms`)), ENQUEUE_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.add(kind, jobId), timeout]);
    } catch (error) {
      if (error instanceof EnqueueFailedError) throw error;
      throw new EnqueueFailedError(`job ${jobId} could not be queued: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Where the job is on its class's queue (for the credit reconciler). */
  async state(kind: JobKind, jobId: string): Promise<QueuedJobState> {
    const queue = this.queues.get(jobClassOf(kind, this.classes).name)!;
    if (!queue.getJobState) throw new Error('this queue cannot tell where a job is');
    return queue.getJobState(jobId);
  }

  private async add(kind: JobKind, jobId: string): Promise<void> {
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
