import { createLogger } from '@studyforge/service-kit';
import { createClient, type RedisClientType } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheKeyOf, MemoryBooksCache, RedisBooksCache } from './books-cache.js';

const logger = createLogger('books-test', 'silent');

describe('cache keys', () => {
  it('normalise case, spacing and parameter order, and keep sources apart', () => {
    expect(cacheKeyOf('google-books', 'volumes', { q: '  Organic   Chemistry ', maxResults: 20 })).toBe(
      cacheKeyOf('google-books', 'volumes', { maxResults: 20, q: 'organic chemistry' }),
    );
    expect(cacheKeyOf('google-books', 'volumes', { q: 'x', maxResults: 20 })).not.toBe(cacheKeyOf('open-library', 'volumes', { q: 'x', maxResults: 20 }));
    expect(cacheKeyOf('open-library', 'search', { q: 'x', subject: undefined, limit: 5 })).toBe('books:open-library:search:limit=5&q=x');
  });
});

describe('in-memory cache', () => {
  it('forgets an entry after its time to live', async () => {
    let now = 1_000_000;
    const cache = new MemoryBooksCache(() => now);
    await cache.set('k', 'v', 10);
    expect(await cache.get('k')).toBe('v');
    now += 10_001;
    expect(await cache.get('k')).toBeNull();
  });
});

describe('Redis cache', () => {
  const clients: RedisClientType[] = [];
  afterAll(async () => {
    for (const client of clients) if (client.isOpen) await client.quit().catch(() => undefined);
  });

  it('is a quick miss, not a hang or an error, while Redis is not connected', async () => {
    const client = createClient({ url: 'redis://127.0.0.1:9', socket: { reconnectStrategy: false } }) as RedisClientType;
    client.on('error', () => undefined);
    const cache = new RedisBooksCache(client, logger);
    expect(await cache.get('books:any')).toBeNull();
    await expect(cache.set('books:any', '[]', 60)).resolves.toBeUndefined();
  });

  it.runIf(process.env.REDIS_URL)('stores strings with a time to live in a real Redis (REDIS_URL)', async () => {
    const client = createClient({ url: process.env.REDIS_URL }) as RedisClientType;
    clients.push(client);
    await client.connect();
    const cache = new RedisBooksCache(client, logger);
    const key = `books:test:${Date.now()}:${Math.random()}`;
    await cache.set(key, '[{"id":"1"}]', 30);
    expect(await cache.get(key)).toBe('[{"id":"1"}]');
    const ttl = await client.ttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30);
    await client.del(key);
  });
});
