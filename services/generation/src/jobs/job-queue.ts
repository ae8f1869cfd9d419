import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { JobKind } from '@studyforge/contracts';

export const GENERATION_QUEUE = 'generation';

export interface GenerationJobData {
  jobId: string;
}

/** A Redis connection as BullMQ needs it (no per-command retry limit, so blocking calls wait). */
export function bullConnection(redisUrl: string): Redis {
  return new Redis(redisUrl, { maxRetriesPerRequest: null, enableReadyCheck: false });
}

/** Enqueues generation work; the BullMQ job id is the generation job id, so enqueueing twice is a no-op. */
export class JobQueue {
  private readonly queue: Queue<GenerationJobData>;

  constructor(private readonly connection: Redis) {
    this.queue = new Queue<GenerationJobData>(GENERATION_QUEUE, { connection });
  }

  async enqueue(kind: JobKind, jobId: string): Promise<void> {
    await this.queue.add(
      kind,
      { jobId },
      {
        jobId,
        attempts: 3,
        backoff: { type: 'exponential', delay: 2000 },
        removeOnComplete: { count: 1000 },
        removeOnFail: { count: 1000 },
      },
    );
  }

  /** Workers connected to the queue right now (for the health check). */
  async workerCount(): Promise<number> {
    return this.queue.getWorkersCount();
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}
