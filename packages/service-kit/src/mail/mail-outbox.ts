import { randomUUID } from 'node:crypto';
import { BACKGROUND_RETRY, MAIL_QUEUE, mailJobSchema, SEND_MAIL_JOB, type MailJob } from '@studyforge/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { withTimeout } from '../async/with-timeout.js';

const ENQUEUE_TIMEOUT_MS = 3000;

export type MailQueue = Pick<Queue, 'add' | 'close'> & Partial<Pick<Queue, 'getJobs'>>;

/**
 * How every producer sends mail: the mail goes onto the background job queue, where a worker renders and
 * delivers it with retries. Enqueueing never fails the caller's request: a problem is logged (without the
 * mail's links or tokens) and the request goes on.
 */
export class MailOutbox {
  constructor(
    private readonly queue: MailQueue,
    private readonly logger: Logger,
  ) {}

  static connect(redisUrl: string, logger: Logger): MailOutbox {
    const connection = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
    connection.on('error', (error: Error) => logger.warn({ err: error.message }, 'mail queue connection problem'));
    return new MailOutbox(new Queue(MAIL_QUEUE, { connection }), logger);
  }

  /** Queues one mail; resolves with false (and logs why) when it could not be queued. */
  async send(mail: MailJob): Promise<boolean> {
    const parsed = mailJobSchema.safeParse(mail);
    if (!parsed.success) {
      this.logger.error({ kind: mail.kind, problem: parsed.error.issues[0]?.path.join('.') }, 'mail not queued: invalid mail');
      return false;
    }
    const mailId = randomUUID();
    try {
      const queued = this.queue.add(SEND_MAIL_JOB, parsed.data, {
        jobId: mailId,
        attempts: BACKGROUND_RETRY.attempts,
        backoff: { ...BACKGROUND_RETRY.backoff },
        removeOnComplete: { count: 1000 },
        removeOnFail: { count: 1000 },
      });
      // While Redis is away the add would wait for it: the request that sends the mail must not.
      await withTimeout(queued, ENQUEUE_TIMEOUT_MS);
      this.logger.info({ mailId, kind: mail.kind }, 'mail queued');
      return true;
    } catch (error) {
      this.logger.error({ mailId, kind: mail.kind, err: error instanceof Error ? error.message : String(error) }, 'mail not queued');
      return false;
    }
  }

  /** Removes every mail to this address still kept by the queue (waiting, sent or failed): for an erased account. */
  async forget(to: string): Promise<number> {
    if (!this.queue.getJobs) return 0;
    const jobs = await this.queue.getJobs(['wait', 'delayed', 'paused', 'prioritized', 'completed', 'failed']);
    const theirs = jobs.filter((job) => job?.name === SEND_MAIL_JOB && (job.data as { to?: unknown } | undefined)?.to === to);
    await Promise.all(theirs.map((job) => job.remove()));
    return theirs.length;
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}
