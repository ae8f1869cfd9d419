import { BACKGROUND_RETRY, WEEKLY_PROGRESS_TASK } from '@studyforge/contracts';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { JOB_CLASSES } from '../job-classes.js';

/** Mondays at 08:00 UTC: the week that just ended. */
export const WEEKLY_PROGRESS_CRON = '0 8 * * 1';

/**
 * Puts the weekly progress task on its class's queue as a BullMQ job scheduler, then closes the connection.
 * Upserting under a fixed id keeps one schedule however many workers start; a changed pattern replaces the old one.
 */
export async function scheduleWeeklyProgress(connection: Redis, pattern: string = WEEKLY_PROGRESS_CRON): Promise<void> {
  const jobClass = JOB_CLASSES.find((candidate) => candidate.tasks.includes(WEEKLY_PROGRESS_TASK))!;
  const queue = new Queue(jobClass.queue, { connection });
  try {
    await queue.upsertJobScheduler(
      WEEKLY_PROGRESS_TASK,
      { pattern, tz: 'UTC' },
      {
        name: WEEKLY_PROGRESS_TASK,
        data: {},
        opts: { attempts: 2, backoff: { ...BACKGROUND_RETRY.backoff }, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
      },
    );
  } finally {
    await queue.close();
    connection.disconnect();
  }
}
