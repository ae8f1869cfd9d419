import { studyReminderTaskSchema, type MailJob } from '@studyforge/contracts';
import type { RpcClient } from '@studyforge/service-kit';
import { UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import type { TaskAttempt, TaskHandler } from '../jobs/tasks/task-handler.js';
import type { ReminderSession, StudyPlanRepository } from './study-plan.repository.js';
import { studyReminderPush } from './study-reminder-push.js';

export interface StudyReminderDependencies {
  sessions: Pick<StudyPlanRepository, 'reminderSession'>;
  rpc: Pick<RpcClient, 'request'>;
  mail: { send(mail: MailJob): Promise<void> };
  logger: Logger;
  now?: () => number;
}

/**
 * Sends one session's reminder, 15 minutes before it starts, while the student keeps study reminders on:
 * by e-mail when e-mail notifications are on, and as a push to their devices when push notifications are on.
 * A session that is gone (a new plan, a removed goal), completed or already started gets none. Once the
 * e-mail went out, a failed push is only logged: a retry would mail the student again.
 */
export class StudyReminderTask implements TaskHandler {
  constructor(private readonly deps: StudyReminderDependencies) {}

  async run(data: unknown, attempt: TaskAttempt): Promise<void> {
    const parsed = studyReminderTaskSchema.safeParse(data);
    if (!parsed.success) throw new UnrecoverableError('invalid study reminder');
    const { sessionId, userId } = parsed.data;
    const log = this.deps.logger.child({ sessionId, attempt: attempt.number });
    const session = await this.deps.sessions.reminderSession(sessionId);
    if (!session || session.userId !== userId) return log.info('study reminder skipped: the session is no longer planned');
    if (session.status === 'completed') return log.info('study reminder skipped: the session is completed');
    if (Date.parse(session.startsAt) <= (this.deps.now ?? Date.now)()) return log.info('study reminder skipped: the session has started');

    // On the student's behalf: their own preferences and address, nobody else's. Pushing is the system's own message.
    const system = { requestId: `study-reminder-${sessionId}`, actor: { userId } };
    const preferences = await this.deps.rpc.request('profile.notification-preferences', { userId }, system);
    const byEmail = preferences.studyReminders && preferences.emailNotifications;
    const byPush = preferences.studyReminders && preferences.pushNotifications;
    if (!byEmail && !byPush) return log.info('study reminder skipped: the student turned it off');
    if (byEmail) {
      await this.mail(session, system);
      log.info('study reminder mailed');
    }
    if (byPush) {
      try {
        const { delivered } = await this.deps.rpc.request('profile.send-push', { userId, ...studyReminderPush(session) }, { ...system, actor: null });
        log.info({ delivered }, 'study reminder pushed');
      } catch (error) {
        if (!byEmail) throw error;
        log.warn({ err: error instanceof Error ? error.message : String(error) }, 'study reminder mailed, but not pushed');
      }
    }
  }

  private async mail(session: ReminderSession, context: { requestId: string; actor: { userId: string } }): Promise<void> {
    const user = await this.deps.rpc.request('auth.get-user', { userId: session.userId }, context);
    await this.deps.mail.send({
      kind: 'study-reminder',
      to: user.email,
      payload: {
        firstName: user.firstName,
        subject: session.subject,
        kind: session.kind,
        date: session.date,
        startTime: session.startTime,
        durationMinutes: Math.round(session.duration * 60),
        timeZone: session.timeZone,
      },
    });
  }
}
