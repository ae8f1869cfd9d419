import type { RedisClientType } from 'redis';

export class RateLimitError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'RateLimitError';
  }
}

export interface RateLimitRule {
  /** What is limited, e.g. `signin:ip`. */
  scope: string;
  limit: number;
  windowSeconds: number;
}

/** Fixed-window counters in Redis, shared by every gateway replica. */
export class RateLimiter {
  constructor(private readonly redis: RedisClientType) {}

  /** Counts one attempt; throws RateLimitError when the window's limit is passed. */
  async hit(rule: RateLimitRule, subject: string, message: (minutes: number) => string): Promise<void> {
    const key = `rate:${rule.scope}:${subject}`;
    const [count, ttl] = (await this.redis
      .multi()
      .incr(key)
      .expire(key, rule.windowSeconds, 'NX')
      .ttl(key)
      .exec()) as unknown as [number, number, number];
    if (count > rule.limit) {
      const retryAfter = ttl > 0 ? ttl : rule.windowSeconds;
      throw new RateLimitError(message(Math.max(1, Math.ceil(retryAfter / 60))), retryAfter);
    }
  }

  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.redis.del(`rate:${rule.scope}:${subject}`);
  }
}

export const rateLimitMessages = {
  signIn: (minutes: number) =>
    `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  signUp: (minutes: number) =>
    `Too many sign-up attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
};
