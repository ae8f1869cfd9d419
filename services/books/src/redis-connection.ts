import type { OnApplicationShutdown } from '@nestjs/common';
import type { Check } from '@studyforge/contracts';
import { probe } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import { createClient, type RedisClientType } from 'redis';

/**
 * The books cache's Redis connection. It connects in the background and keeps reconnecting: the
 * service answers without a cache meanwhile (see RedisBooksCache), so Redis never blocks a start.
 */
export function connectRedis(url: string, logger: Logger): RedisClientType {
  const redis = createClient({
    url,
    socket: { connectTimeout: 3000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000) },
  }) as RedisClientType;
  redis.on('error', (error: Error) => logger.debug({ err: error.message }, 'redis connection error'));
  redis.connect().catch((error: Error) => logger.warn({ err: error.message }, 'redis not reachable yet'));
  return redis;
}

/** Redis's part of the health reply, and closing the connection when the service stops. */
export class RedisHealth implements OnApplicationShutdown {
  constructor(
    private readonly redis: RedisClientType,
    private readonly timeoutMs = 1500,
  ) {}

  async check(): Promise<Check> {
    if (!this.redis.isReady) return { status: 'down', detail: 'not connected' };
    return probe(() => this.redis.ping(), this.timeoutMs);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis.isOpen) await this.redis.quit().catch(() => undefined);
  }
}
