import { TimeoutError, type RedisClientType } from 'redis';

/** How long freeing a slot may wait for Redis (its connection queues commands while it reconnects). */
export const SLOT_RELEASE_TIMEOUT_MS = 2000;

/** Redis did not take a slot's release in time: the slot stays until it expires. */
export class SlotReleaseTimeoutError extends Error {
  readonly code = 'SLOT_RELEASE_TIMEOUT';
}

/**
 * Things a student has under way at once (jobs, open streams), counted in one Redis sorted set per
 * student and kind, shared by every gateway replica. Each slot expires on its own after `ttlSeconds`
 * (its score is its deadline, passed slots are dropped before counting, and the set itself expires),
 * so a gateway that dies holding one, or a release that is lost, cannot keep the student out for longer.
 */
export class ConcurrencySlots {
  private readonly releasing: RedisClientType;

  constructor(
    private readonly redis: RedisClientType,
    private readonly scope: string,
    private readonly limit: number,
    private readonly ttlSeconds: number,
    releaseTimeoutMs = SLOT_RELEASE_TIMEOUT_MS,
  ) {
    this.releasing = redis.withCommandOptions({ timeout: releaseTimeoutMs }) as RedisClientType;
  }

  /** Takes a slot named `slotId`; false when the student already holds `limit` others. */
  async acquire(userId: string, slotId: string): Promise<boolean> {
    const key = this.keyOf(userId);
    const now = Date.now();
    const [, , count] = (await this.redis
      .multi()
      .zRemRangeByScore(key, '-inf', now)
      .zAdd(key, { score: now + this.ttlSeconds * 1000, value: slotId })
      .zCard(key)
      .expire(key, this.ttlSeconds)
      .exec()) as unknown as [number, number, number, number];
    if (count <= this.limit) return true;
    await this.release(userId, slotId);
    return false;
  }

  /** Frees the slot; SlotReleaseTimeoutError when Redis does not take it within the release timeout. */
  async release(userId: string, slotId: string): Promise<void> {
    try {
      await this.releasing.zRem(this.keyOf(userId), slotId);
    } catch (error) {
      if (error instanceof TimeoutError) throw new SlotReleaseTimeoutError(`Redis did not free slot ${slotId} of ${this.scope} in time`);
      throw error;
    }
  }

  private keyOf(userId: string): string {
    return `slots:${this.scope}:${userId}`;
  }
}
