import { randomUUID } from 'node:crypto';
import { WEEKLY_PROGRESS_PAGE_SIZE, type RpcReply } from '@studyforge/contracts';
import type { RpcClient } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import type { TaskAttempt, TaskHandler } from './task-handler.js';

/**
 * The weekly progress mail (a repeatable task, see weekly-progress.schedule.ts): pages through the accounts
 * with a verified address (auth) and has the profile service mail each student who keeps e-mail and weekly
 * progress on their numbers of the week that ends now. One student's failure is logged and does not hold up the others.
 */
export class WeeklyProgressTask implements TaskHandler {
  constructor(
    private readonly rpc: Pick<RpcClient, 'request'>,
    private readonly logger: Logger,
  ) {}

  async run(_data: unknown, attempt: TaskAttempt): Promise<void> {
    const weekEnd = new Date().toISOString();
    const context = { requestId: `weekly-progress-${attempt.taskId}`, actor: null };
    let after: string | null = null;
    let sent = 0;
    let failed = 0;
    for (;;) {
      const page: RpcReply<'auth.verified-user-ids'> = await this.rpc.request('auth.verified-user-ids', { after, limit: WEEKLY_PROGRESS_PAGE_SIZE }, context);
      for (const userId of page.userIds) {
        try {
          const reply = await this.rpc.request('profile.send-weekly-progress', { userId, weekEnd }, { requestId: randomUUID(), actor: null });
          if (reply.sent) sent++;
        } catch (error) {
          failed++;
          this.logger.warn({ userId, err: error instanceof Error ? error.message : String(error) }, 'weekly progress mail not sent');
        }
      }
      if (page.userIds.length < WEEKLY_PROGRESS_PAGE_SIZE) break;
      after = page.userIds.at(-1)!;
    }
    this.logger.info({ taskId: attempt.taskId, weekEnd, sent, failed }, 'weekly progress mails queued');
  }
}
