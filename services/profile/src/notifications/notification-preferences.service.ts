import { DomainError, ErrorCode, notificationMessages, type NotificationNotice, type NotificationPreferenceKey, type NotificationPreferences } from '@studyforge/contracts';
import type { MailOutbox, RpcClient } from '@studyforge/service-kit';
import type { NotificationPreferencesRepository } from './notification-preferences.repository.js';
import type { TestNotificationLimit } from './test-notification-limit.js';
import type { WeeklyProgressService } from './weekly-progress.service.js';

const TEST_REMINDER_MINUTES = 60;

/** The five preferences and the test mails of Settings › Notifications. */
export class NotificationPreferencesService {
  constructor(
    private readonly preferences: NotificationPreferencesRepository,
    private readonly weekly: WeeklyProgressService,
    private readonly rpc: Pick<RpcClient, 'request'>,
    private readonly mail: Pick<MailOutbox, 'send'>,
    private readonly limit: TestNotificationLimit,
  ) {}

  get(userId: string): Promise<NotificationPreferences> {
    return this.preferences.find(userId);
  }

  update(userId: string, key: NotificationPreferenceKey, value: boolean): Promise<NotificationPreferences> {
    return this.preferences.set(userId, key, value);
  }

  /** A sample reminder of a session 15 minutes from now, as the Study Calendar sends them. */
  async sendTestStudyReminder(userId: string, requestId: string): Promise<NotificationNotice> {
    await this.requireEmailOn(userId);
    const user = await this.rpc.request('auth.get-user', { userId }, { requestId, actor: { userId } });
    const startsAt = new Date(Date.now() + 15 * 60_000);
    await this.queue(
      userId,
      this.mail.send({
        kind: 'study-reminder',
        to: user.email,
        payload: {
          firstName: user.firstName,
          subject: 'Sample subject (test reminder)',
          kind: 'study',
          date: startsAt.toISOString().slice(0, 10),
          startTime: startsAt.toISOString().slice(11, 16),
          durationMinutes: TEST_REMINDER_MINUTES,
          timeZone: 'UTC',
        },
      }),
    );
    return { message: notificationMessages.testEmailSent };
  }

  /** The weekly progress mail now, with the student's numbers of the last seven days. */
  async sendTestWeeklyProgress(userId: string, requestId: string): Promise<NotificationNotice> {
    await this.requireEmailOn(userId);
    await this.queue(userId, this.weekly.send(userId, new Date(), { test: true, requestId }));
    return { message: notificationMessages.testEmailSent };
  }

  private async requireEmailOn(userId: string): Promise<void> {
    const preferences = await this.preferences.find(userId);
    if (!preferences.emailNotifications) throw new DomainError(ErrorCode.Conflict, notificationMessages.emailOff);
    await this.limit.check(userId, 'email');
  }

  /** The outbox logs why a mail could not be queued; the student hears that it did not go. A queued one counts toward the hourly limit. */
  private async queue(userId: string, sending: Promise<boolean>): Promise<void> {
    if (!(await sending)) throw new DomainError(ErrorCode.ServiceUnavailable, 'The email could not be sent right now. Please try again in a moment.');
    await this.limit.record(userId, 'email');
  }
}
