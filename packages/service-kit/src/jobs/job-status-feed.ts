import { jobStatusSchema, jobStatusSubject, type JobStatus } from '@studyforge/contracts';
import type { Logger } from 'pino';
import type { RpcClient, Unsubscribe } from '../rpc/rpc-client.js';

/**
 * A job's status as it changes, over NATS (`jobStatusSubject`): the generation service and its workers
 * publish each change, and whoever waits for the job subscribes instead of asking again and again.
 * Both ends validate with `jobStatusSchema`.
 */
export class JobStatusFeed {
  constructor(
    private readonly nats: Pick<RpcClient, 'publish' | 'subscribe'>,
    private readonly logger?: Logger,
  ) {}

  /**
   * Announces a status. The database stays the truth, so a publish that fails (or a status that does
   * not pass the schema) is logged, not thrown: followers catch up when they next read the job.
   */
  async publish(status: JobStatus): Promise<void> {
    try {
      await this.nats.publish(jobStatusSubject(status.id), jobStatusSchema.parse(status));
    } catch (error) {
      this.logger?.warn({ jobId: status.id, err: error instanceof Error ? error.message : String(error) }, 'job status not published');
    }
  }

  /** Calls `onStatus` with each valid status of the job; resolves once the subscription is in place. */
  subscribe(jobId: string, onStatus: (status: JobStatus) => void): Promise<Unsubscribe> {
    return this.nats.subscribe(jobStatusSubject(jobId), (message) => {
      const parsed = jobStatusSchema.safeParse(message);
      if (parsed.success && parsed.data.id === jobId) onStatus(parsed.data);
      else this.logger?.warn({ jobId }, 'dropped an invalid job status message');
    });
  }
}
