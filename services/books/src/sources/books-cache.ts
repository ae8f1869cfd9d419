import type { Logger } from 'pino';
import type { RedisClientType } from 'redis';
import { withTimeout } from '@studyforge/service-kit';

/** The small piece of Redis the providers need: strings with a time to live. */
export interface BooksCache {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
}

/**
 * Answers from Redis. The cache is an optimisation: while Redis is down or slow every lookup is a
 * miss and every write is skipped, so books still come straight from the provider.
 */
export class RedisBooksCache implements BooksCache {
  constructor(
    private readonly redis: RedisClientType,
    private readonly logger: Logger,
    private readonly timeoutMs = 500,
  ) {}

  async get(key: string): Promise<string | null> {
    if (!this.redis.isReady) return null;
    try {
      return await withTimeout(this.redis.get(key), this.timeoutMs);
    } catch (error) {
      this.logger.warn({ err: describe(error), key }, 'books cache read failed');
      return null;
    }
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    if (!this.redis.isReady) return;
    try {
      await withTimeout(this.redis.set(key, value, { expiration: { type: 'EX', value: ttlSeconds } }), this.timeoutMs);
    } catch (error) {
      this.logger.warn({ err: describe(error), key }, 'books cache write failed');
    }
  }
}

/** An in-process cache with the same behaviour, for tests and for running without Redis. */
export class MemoryBooksCache implements BooksCache {
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async get(key: string): Promise<string | null> {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    return entry.value;
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: this.now() + ttlSeconds * 1000 });
  }
}

/** The cache key of one provider lookup: source, kind and the query with case and spacing normalised. */
export function cacheKeyOf(source: string, kind: string, parts: Record<string, string | number | undefined>): string {
  const normalised = Object.keys(parts)
    .sort()
    .filter((name) => parts[name] !== undefined && parts[name] !== '')
    .map((name) => `${name}=${String(parts[name]).trim().toLowerCase().replace(/\s+/g, ' ')}`)
    .join('&');
  return `books:${source}:${kind}:${normalised}`;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
