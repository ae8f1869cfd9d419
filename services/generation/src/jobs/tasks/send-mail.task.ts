import { mailJobSchema, type MailJob } from '@studyforge/contracts';
import { UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import type { TaskAttempt, TaskHandler } from './task-handler.js';

/**
 * Delivers one queued mail. A refused or unreachable SMTP server throws so the queue retries with
 * backoff; the final failure is logged with its reason. Logs never carry the mail's link or token.
 */
export class SendMailTask implements TaskHandler {
  constructor(
    private readonly sender: { send(mail: MailJob): Promise<void> },
    private readonly logger: Logger,
  ) {}

  async run(data: unknown, attempt: TaskAttempt): Promise<void> {
    const parsed = mailJobSchema.safeParse(data);
    if (!parsed.success) {
      this.logger.error({ mailId: attempt.taskId, problem: parsed.error.issues[0]?.path.join('.') }, 'mail not sent: invalid mail');
      throw new UnrecoverableError('invalid mail');
    }
    const log = { mailId: attempt.taskId, kind: parsed.data.kind, attempt: attempt.number };
    try {
      await this.sender.send(parsed.data);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (attempt.final) {
        this.logger.error({ ...log, reason }, 'mail not delivered: giving up');
        throw new UnrecoverableError(reason);
      }
      this.logger.warn({ ...log, reason }, 'mail not delivered yet; it will be retried');
      throw error;
    }
    this.logger.info(log, 'mail sent');
  }
}
