import { randomUUID } from 'node:crypto';
import type { RedisClientType } from 'redis';
import { RateLimitError } from '../auth/rate-limiter.js';
import { ConcurrencySlots } from './concurrency-slots.js';

/** How long a stream's slot lasts at most: longer than any stream stays open (the job wait and its grace). */
const STREAM_SLOT_SECONDS = 10 * 60;
const RETRY_SECONDS = 30;

export const tooManyStreamsMessage = (limit: number) =>
  `You are following ${limit} jobs already. Close a tab or wait for one to finish, then try again.`;

/** At most PROGRESS_STREAMS_PER_STUDENT progress streams open per student, across every gateway. */
export class ProgressStreamCap {
  private readonly slots: ConcurrencySlots;

  constructor(
    redis: RedisClientType,
    private readonly limit: number,
  ) {
    this.slots = new ConcurrencySlots(redis, 'progress-streams', limit, STREAM_SLOT_SECONDS);
  }

  /** Opens a stream's slot, or throws RateLimitError (429); the returned function closes it. */
  async open(userId: string): Promise<() => Promise<void>> {
    const slotId = randomUUID();
    if (!(await this.slots.acquire(userId, slotId))) throw new RateLimitError(tooManyStreamsMessage(this.limit), RETRY_SECONDS);
    return () => this.slots.release(userId, slotId);
  }
}
