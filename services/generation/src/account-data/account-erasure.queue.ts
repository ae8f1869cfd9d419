import { ERASE_ACCOUNT_TASK, eraseAccountTaskId, ERASURE_RETRY, type EraseAccountTask } from '@studyforge/contracts';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { JOB_CLASSES } from '../jobs/job-classes.js';

type ErasureJobs = Pick<Queue, 'add' | 'getJob' | 'close'>;

/** Account erasures on the background job class: one job per account, retried with backoff until every service confirms. */
export class AccountErasureQueue {
  constructor(private readonly queue: ErasureJobs) {}

  static connect(connection: Redis): AccountErasureQueue {
    const background = JOB_CLASSES.find((jobClass) => jobClass.tasks.includes(ERASE_ACCOUNT_TASK));
    if (!background) throw new Error(`No job class runs ${ERASE_ACCOUNT_TASK}`);
    return new AccountErasureQueue(new Queue(background.queue, { connection }));
  }

  /**
   * Makes sure the account's erasure is queued: added when absent, retried when it ran out of attempts,
   * left alone while it waits or runs. Answers what it did.
   */
  async ensureQueued(userId: string): Promise<'queued' | 'retried' | 'pending'> {
    const id = eraseAccountTaskId(userId);
    const existing = await this.queue.getJob(id);
    if (existing) {
      const state = await existing.getState();
      if (state === 'failed') {
        await existing.retry('failed');
        return 'retried';
      }
      if (state !== 'completed' && state !== 'unknown') return 'pending';
      await existing.remove();
    }
    const data: EraseAccountTask = { userId };
    await this.queue.add(ERASE_ACCOUNT_TASK, data, {
      jobId: id,
      attempts: ERASURE_RETRY.attempts,
      backoff: { ...ERASURE_RETRY.backoff },
      removeOnComplete: true,
      removeOnFail: false,
    });
    return 'queued';
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}
