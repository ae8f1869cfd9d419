import { BACKGROUND_RETRY, STUDY_REMINDER_JOB, studyPlanLimits, type StudyReminderTask } from '@studyforge/contracts';
import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { JOB_CLASSES } from '../jobs/job-classes.js';

export type ReminderQueue = Pick<Queue<StudyReminderTask>, 'addBulk' | 'remove'>;

export interface RemindedSession {
  id: string;
  userId: string;
  startsAt: Date;
}

/** One reminder per session, under a job id made from the session's id (so it can be found and replaced). */
export function reminderJobId(sessionId: string): string {
  return `${STUDY_REMINDER_JOB}-${sessionId}`;
}

/**
 * The reminders of planned sessions: delayed jobs on the background queue that fire 15 minutes before
 * each session. A new plan's reminders replace the old plan's; a removed goal's are dropped.
 */
export class StudyReminders {
  constructor(
    private readonly queue: ReminderQueue,
    private readonly now: () => number = Date.now,
  ) {}

  /** On the queue of the background job class, whose workers run the reminder task. */
  static connect(connection: Redis): StudyReminders {
    const background = JOB_CLASSES.find((jobClass) => jobClass.tasks.includes(STUDY_REMINDER_JOB))!;
    return new StudyReminders(new Queue<StudyReminderTask>(background.queue, { connection }));
  }

  async replace(previousSessionIds: readonly string[], sessions: readonly RemindedSession[]): Promise<void> {
    await this.drop(previousSessionIds);
    const now = this.now();
    const lead = studyPlanLimits.reminderLeadMinutes * 60_000;
    const upcoming = sessions.filter((session) => session.startsAt.getTime() > now);
    for (let from = 0; from < upcoming.length; from += 500) {
      await this.queue.addBulk(
        upcoming.slice(from, from + 500).map((session) => ({
          name: STUDY_REMINDER_JOB,
          data: { sessionId: session.id, userId: session.userId },
          opts: reminderOptions(session.id, Math.max(0, session.startsAt.getTime() - lead - now)),
        })),
      );
    }
  }

  async drop(sessionIds: readonly string[]): Promise<void> {
    for (let from = 0; from < sessionIds.length; from += 500) {
      await Promise.all(sessionIds.slice(from, from + 500).map((id) => this.queue.remove(reminderJobId(id))));
    }
  }
}

function reminderOptions(sessionId: string, delay: number): JobsOptions {
  return {
    jobId: reminderJobId(sessionId),
    delay,
    attempts: 3,
    backoff: { ...BACKGROUND_RETRY.backoff },
    removeOnComplete: { count: 1000 },
    removeOnFail: { count: 1000 },
  };
}
