import type { WeeklyProgressNumbers } from '@studyforge/contracts';
import type { MailOutbox, RpcClient } from '@studyforge/service-kit';
import type { NotificationPreferencesRepository } from './notification-preferences.repository.js';

const WEEK_MS = 7 * 24 * 60 * 60_000;

/**
 * The weekly progress mail: the student's numbers of the seven days before `weekEnd`, asked of the services
 * that own them (cards and quizzes: generation; trivia and streak: trivia), mailed through the outbox.
 */
export class WeeklyProgressService {
  constructor(
    private readonly preferences: NotificationPreferencesRepository,
    private readonly rpc: Pick<RpcClient, 'request'>,
    private readonly mail: Pick<MailOutbox, 'send'>,
  ) {}

  /** The scheduled mail: sent only while the student keeps e-mail and weekly progress on. */
  async sendScheduled(userId: string, weekEnd: Date, requestId: string): Promise<{ sent: boolean }> {
    const preferences = await this.preferences.find(userId);
    if (!preferences.emailNotifications || !preferences.weeklyProgress) return { sent: false };
    return { sent: await this.send(userId, weekEnd, { test: false, requestId }) };
  }

  /** Queues the mail; false when the outbox could not take it (it logs why). */
  async send(userId: string, weekEnd: Date, options: { test: boolean; requestId: string }): Promise<boolean> {
    const context = { requestId: options.requestId, actor: { userId } };
    const weekStart = new Date(weekEnd.getTime() - WEEK_MS);
    const [user, numbers] = await Promise.all([this.rpc.request('auth.get-user', { userId }, context), this.numbersOf(userId, weekStart, context)]);
    return this.mail.send({
      kind: 'weekly-progress',
      to: user.email,
      payload: {
        firstName: user.firstName,
        weekStart: dateOf(weekStart),
        weekEnd: dateOf(weekEnd),
        ...numbers,
        test: options.test,
      },
    });
  }

  private async numbersOf(userId: string, since: Date, context: { requestId: string; actor: { userId: string } }): Promise<WeeklyProgressNumbers> {
    const request = { userId, since: since.toISOString() };
    const [study, trivia] = await Promise.all([
      this.rpc.request('generation.week-activity', request, context),
      this.rpc.request('trivia.week-activity', request, context),
    ]);
    return { ...study, ...trivia };
  }
}

function dateOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}
