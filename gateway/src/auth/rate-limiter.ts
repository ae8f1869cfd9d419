import { ErrorCode } from '@studyforge/contracts';
import type { RedisClientType } from 'redis';

export class RateLimitError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    /** The code the 429 answer carries. */
    readonly code: ErrorCode = ErrorCode.RateLimited,
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
  /** The code of the 429 answer once the limit is passed; RATE_LIMITED unless said. */
  code?: ErrorCode;
}

/** Takes one count back, never below zero; DECR keeps the window's expiry, and a key gone stays gone. */
const REFUND_SCRIPT = `local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/** Fixed-window counters in Redis, shared by every gateway replica. */
export class RateLimiter {
  constructor(private readonly redis: RedisClientType) {}

  /** Counts one attempt; throws RateLimitError when the window's limit is passed. */
  async hit(rule: RateLimitRule, subject: string, message: (minutes: number) => string): Promise<void> {
    const key = keyOf(rule, subject);
    const [count, ttl] = (await this.redis
      .multi()
      .incr(key)
      .expire(key, rule.windowSeconds, 'NX')
      .ttl(key)
      .exec()) as unknown as [number, number, number];
    if (count > rule.limit) {
      const retryAfter = ttl > 0 ? ttl : rule.windowSeconds;
      throw new RateLimitError(message(Math.max(1, Math.ceil(retryAfter / 60))), retryAfter, rule.code);
    }
  }

  /** Takes back one attempt counted by `hit` that turned out not to be what the rule limits (a success). */
  async refund(rule: RateLimitRule, subject: string): Promise<void> {
    await this.redis.eval(REFUND_SCRIPT, { keys: [keyOf(rule, subject)] });
  }

  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.redis.del(keyOf(rule, subject));
  }
}

function keyOf(rule: RateLimitRule, subject: string): string {
  return `rate:${rule.scope}:${subject}`;
}

export const rateLimitMessages = {
  signIn: (minutes: number) =>
    `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  signUp: (minutes: number) =>
    `Too many sign-up attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
};
