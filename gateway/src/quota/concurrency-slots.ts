import type { RedisClientType } from 'redis';

/**
 * Things a student has under way at once (jobs, open streams), counted in one Redis sorted set per
 * student and kind, shared by every gateway replica. Each slot expires on its own after `ttlSeconds`,
 * so a gateway that dies holding one cannot keep the student out for longer than that.
 */
export class ConcurrencySlots {
  constructor(
    private readonly redis: RedisClientType,
    private readonly scope: string,
    private readonly limit: number,
    private readonly ttlSeconds: number,
  ) {}

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

  async release(userId: string, slotId: string): Promise<void> {
    await this.redis.zRem(this.keyOf(userId), slotId);
  }

  private keyOf(userId: string): string {
    return `slots:${this.scope}:${userId}`;
  }
}
