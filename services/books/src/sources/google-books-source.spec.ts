import { bookSchema, MAJOR_NAMES } from '@studyforge/contracts';
import { createLogger } from '@studyforge/service-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryBooksCache } from './books-cache.js';
import { FakeBooksApi } from './fake-books-api.fixture.js';
import { GoogleBooksSource } from './google-books-source.js';
import { ProviderHttp } from './provider-http.js';

const logger = createLogger('books-test', 'silent');
const api = new FakeBooksApi();

const fullVolume = {
  kind: 'books#volume',
  id: 'i-1QAgAAQBAJ',
  volumeInfo: {
    title: 'Introduction to Algorithms',
    authors: ['Thomas H. Cormen', 'Charles E. Leiserson'],
    publisher: 'MIT Press',
    publishedDate: '2009-07-31',
    description: '<p>A <b>comprehensive</b> introduction&nbsp;to algorithms.</p>',
    pageCount: 1312,
    categories: ['Computers', 'Mathematics', 'Algorithms', 'Textbooks'],
    averageRating: 4.5,
    ratingsCount: 212,
    imageLinks: { smallThumbnail: 'http://books.google.com/books/content?id=i-1QAgAAQBAJ&zoom=5', thumbnail: 'http://books.google.com/books/content?id=i-1QAgAAQBAJ&zoom=1' },
    previewLink: 'http://books.google.com/books?id=i-1QAgAAQBAJ&printsec=frontcover',
  },
};

const bareVolume = { id: 'bare-1', volumeInfo: { title: 'A Book With Nothing Else' } };

function source(options: { apiKey?: string; timeoutMs?: number; cache?: MemoryBooksCache } = {}) {
  const http = new ProviderHttp({
    source: 'google-books',
    timeoutMs: options.timeoutMs ?? 2000,
    cacheTtlSeconds: 60,
    cache: options.cache ?? new MemoryBooksCache(),
    logger,
    secretParams: ['key'],
  });
  return new GoogleBooksSource({ baseUrl: api.url(), apiKey: options.apiKey, http });
}

beforeAll(async () => {
  await api.start();
});
afterAll(async () => {
  await api.stop();
});
beforeEach(() => {
  api.reset();
  api.handler = () => ({ body: { kind: 'books#volumes', totalItems: 2, items: [fullVolume, bareVolume] } });
});

describe('Google Books source', () => {
  it('searches volumes by text with maxResults and the API key, and maps volumeInfo to books', async () => {
    const books = await source({ apiKey: 'test-key-123' }).search({ q: 'introduction to algorithms', maxResults: 12 });
    expect(api.requests).toHaveLength(1);
    const request = api.requests[0]!;
    expect(request.pathname).toBe('/volumes');
    expect(request.searchParams.get('q')).toBe('introduction to algorithms');
    expect(request.searchParams.get('maxResults')).toBe('12');
    expect(request.searchParams.get('key')).toBe('test-key-123');
    expect(books[0]).toEqual({
      id: 'i-1QAgAAQBAJ',
      title: 'Introduction to Algorithms',
      authors: ['Thomas H. Cormen', 'Charles E. Leiserson'],
      subject: 'Computers',
      description: 'A comprehensive introduction to algorithms.',
      thumbnail: 'https://books.google.com/books/content?id=i-1QAgAAQBAJ&zoom=1',
      pageCount: 1312,
      publisher: 'MIT Press',
      publishedYear: 2009,
      averageRating: 4.5,
      ratingsCount: 212,
      categories: ['Computers', 'Mathematics', 'Algorithms'],
      previewLink: 'https://books.google.com/books?id=i-1QAgAAQBAJ&printsec=frontcover',
      source: 'google-books',
    });
    for (const book of books) expect(bookSchema.safeParse(book).success).toBe(true);
  });

  it('reads missing fields as nulls and shows no rating when the volume has none', async () => {
    const [, bare] = await source().search({ q: 'anything', maxResults: 5 });
    expect(bare).toEqual({
      id: 'bare-1',
      title: 'A Book With Nothing Else',
      authors: [],
      subject: null,
      description: null,
      thumbnail: null,
      pageCount: null,
      publisher: null,
      publishedYear: null,
      averageRating: null,
      ratingsCount: null,
      categories: [],
      previewLink: null,
      source: 'google-books',
    });
  });

  it('sends no key when none is configured', async () => {
    await source().search({ q: 'calculus', maxResults: 5 });
    expect(api.requests[0]!.searchParams.has('key')).toBe(false);
  });

  it('searches a subject as subject:"X" and names that subject on every book', async () => {
    const books = await source().search({ subject: 'biology', maxResults: 8 });
    expect(api.requests[0]!.searchParams.get('q')).toBe('subject:"Biology"');
    expect(books.map((book) => book.subject)).toEqual(['Biology', 'Biology']);
    await source().search({ q: 'cells', subject: 'Biology', maxResults: 8 });
    expect(api.requests[1]!.searchParams.get('q')).toBe('cells subject:"Biology"');
  });

  it('skips volumes without an id or a title, and reads fields of the wrong type as missing', async () => {
    api.handler = () => ({
      body: {
        items: [
          { volumeInfo: { title: 'No id' } },
          { id: 'no-title', volumeInfo: {} },
          { id: 'odd', volumeInfo: { title: 'Odd Types', authors: 'not a list', pageCount: '300', averageRating: 9, publishedDate: 'unknown' } },
        ],
      },
    });
    const books = await source().search({ q: 'odd', maxResults: 5 });
    expect(books).toHaveLength(1);
    expect(books[0]).toMatchObject({ id: 'odd', authors: [], pageCount: null, averageRating: null, ratingsCount: null, publishedYear: null });
  });

  it('answers an empty list when the search finds nothing (no items)', async () => {
    api.handler = () => ({ body: { kind: 'books#volumes', totalItems: 0 } });
    expect(await source().search({ q: 'zzzzqqq', maxResults: 5 })).toEqual([]);
  });

  it('answers an empty list, not an error, on a timeout, a 500, bad JSON or an unreachable server', async () => {
    api.handler = () => ({ delayMs: 1500, body: { items: [fullVolume] } });
    const started = Date.now();
    expect(await source({ timeoutMs: 200 }).search({ q: 'slow', maxResults: 5 })).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1400);

    api.handler = () => ({ status: 500, body: { error: { code: 500, message: 'Backend Error' } } });
    expect(await source().search({ q: 'broken', maxResults: 5 })).toEqual([]);

    api.handler = () => ({ status: 200, body: '{"items": [ {"id": "x", ' });
    expect(await source().search({ q: 'garbled', maxResults: 5 })).toEqual([]);

    api.handler = () => ({ status: 200, body: { items: 'not a list' } });
    expect(await source().search({ q: 'wrong shape', maxResults: 5 })).toEqual([]);

    const http = new ProviderHttp({ source: 'google-books', timeoutMs: 1000, cacheTtlSeconds: 60, cache: new MemoryBooksCache(), logger });
    const nowhere = new GoogleBooksSource({ baseUrl: 'http://127.0.0.1:9/books/v1', http });
    expect(await nowhere.search({ q: 'offline', maxResults: 5 })).toEqual([]);
  });

  it('answers a repeated search from the cache without a second HTTP call, and does not cache failures', async () => {
    const cache = new MemoryBooksCache();
    const first = await source({ cache }).search({ q: 'Algorithms', maxResults: 10 });
    const second = await source({ cache }).search({ q: '  algorithms ', maxResults: 10 });
    expect(second).toEqual(first);
    expect(api.requests).toHaveLength(1);

    api.handler = () => ({ status: 503, body: {} });
    expect(await source({ cache }).search({ q: 'physics', maxResults: 10 })).toEqual([]);
    api.handler = () => ({ body: { items: [fullVolume] } });
    expect(await source({ cache }).search({ q: 'physics', maxResults: 10 })).toHaveLength(1);
    expect(api.requests).toHaveLength(3);
  });

  it('lists the 15 majors as subjects', async () => {
    expect(await source().subjects()).toEqual(MAJOR_NAMES);
    expect(api.requests).toHaveLength(0);
  });

  it('picks random distinct books of a subject from one cached pool', async () => {
    api.handler = () => ({
      body: { items: Array.from({ length: 30 }, (_, i) => ({ id: `v${i}`, volumeInfo: { title: `Volume ${i}` } })) },
    });
    const cache = new MemoryBooksCache();
    const picks = await source({ cache }).random({ subject: 'Physics', maxResults: 8 });
    expect(picks).toHaveLength(8);
    expect(new Set(picks.map((book) => book.id)).size).toBe(8);
    expect(picks.every((book) => book.subject === 'Physics')).toBe(true);
    expect(api.requests[0]!.searchParams.get('q')).toBe('subject:"Physics"');
    expect(api.requests[0]!.searchParams.get('maxResults')).toBe('40');
    await source({ cache }).random({ subject: 'Physics', maxResults: 8 });
    expect(api.requests).toHaveLength(1);
    await source({ cache }).random({ maxResults: 3 });
    expect(MAJOR_NAMES.map((name) => `subject:"${name}"`)).toContain(api.requests.at(-1)!.searchParams.get('q'));
  });
});

describe.runIf(process.env.REDIS_URL)('Google Books source with a real Redis cache (REDIS_URL)', () => {
  it('answers a repeated search from Redis without a second HTTP call', async () => {
    const { createClient } = await import('redis');
    const { RedisBooksCache } = await import('./books-cache.js');
    const client = createClient({ url: process.env.REDIS_URL });
    await client.connect();
    try {
      const cache = new RedisBooksCache(client as never, logger);
      const http = new ProviderHttp({ source: 'google-books', timeoutMs: 2000, cacheTtlSeconds: 30, cache, logger });
      const google = new GoogleBooksSource({ baseUrl: api.url(), http });
      const q = `redis cache ${Date.now()} ${Math.random()}`;
      const first = await google.search({ q, maxResults: 10 });
      expect(first).toHaveLength(2);
      expect(await google.search({ q, maxResults: 10 })).toEqual(first);
      expect(api.requests).toHaveLength(1);
    } finally {
      await client.quit();
    }
  });
});
