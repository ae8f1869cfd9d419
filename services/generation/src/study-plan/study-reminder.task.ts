import { studyReminderTaskSchema, type MailJob } from '@studyforge/contracts';
import type { RpcClient } from '@studyforge/service-kit';
import { UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import type { TaskAttempt, TaskHandler } from '../jobs/tasks/task-handler.js';
import type { StudyPlanRepository } from './study-plan.repository.js';

export interface StudyReminderDependencies {
  sessions: Pick<StudyPlanRepository, 'reminderSession'>;
  rpc: Pick<RpcClient, 'request'>;
  mail: { send(mail: MailJob): Promise<void> };
  logger: Logger;
  now?: () => number;
}

/**
 * Sends one session's reminder, 15 minutes before it starts, by e-mail when the student's notification
 * preferences allow (study reminders and e-mail notifications on). A session that is gone (a new plan,
 * a removed goal), completed or already started gets none.
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

    // On the student's behalf: their own preferences and address, nobody else's.
    const system = { requestId: `study-reminder-${sessionId}`, actor: { userId } };
    const preferences = await this.deps.rpc.request('profile.notification-preferences', { userId }, system);
    if (!preferences.studyReminders || !preferences.emailNotifications) return log.info('study reminder skipped: the student turned it off');
    const user = await this.deps.rpc.request('auth.get-user', { userId }, system);
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
    log.info('study reminder sent');
  }
}
