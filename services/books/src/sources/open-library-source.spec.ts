import { bookSchema, MAJOR_NAMES } from '@studyforge/contracts';
import { createLogger } from '@studyforge/service-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryBooksCache } from './books-cache.js';
import { FakeBooksApi } from './fake-books-api.fixture.js';
import { OpenLibrarySource, SEARCH_FIELDS } from './open-library-source.js';
import { ProviderHttp } from './provider-http.js';

const logger = createLogger('books-test', 'silent');
const api = new FakeBooksApi();

const fullDoc = {
  key: '/works/OL1968368W',
  title: 'Thinking, Fast and Slow',
  author_name: ['Daniel Kahneman'],
  publisher: ['Farrar, Straus and Giroux', 'Penguin'],
  first_publish_year: 2011,
  number_of_pages_median: 499,
  subject: ['Accessible book', 'Psychology', 'Protected DAISY', 'Decision making', 'nyt:combined-print-and-e-book-nonfiction=2012-01-15', 'Thought and thinking', 'Reasoning'],
  cover_i: 7112474,
  ratings_average: 4.166666,
  ratings_count: 48,
};

const bareDoc = { key: '/works/OL2W', title: 'A Work With Nothing Else' };

const subjectAnswer = {
  key: '/subjects/computer_science',
  name: 'Computer science',
  work_count: 2,
  works: [
    {
      key: '/works/OL3W',
      title: 'Structure and Interpretation of Computer Programs',
      cover_id: 123456,
      authors: [{ key: '/authors/OL1A', name: 'Harold Abelson' }, { key: '/authors/OL2A', name: 'Gerald Jay Sussman' }],
      first_publish_year: 1985,
      subject: ['Computer programming', 'LISP (Computer program language)'],
    },
    { key: '/works/OL4W', title: 'Untitled cover', authors: [] },
  ],
};

function source(options: { timeoutMs?: number; cache?: MemoryBooksCache } = {}) {
  const http = new ProviderHttp({
    source: 'open-library',
    timeoutMs: options.timeoutMs ?? 2000,
    cacheTtlSeconds: 60,
    cache: options.cache ?? new MemoryBooksCache(),
    logger,
  });
  return new OpenLibrarySource({ baseUrl: api.url(), http });
}

beforeAll(async () => {
  await api.start();
});
afterAll(async () => {
  await api.stop();
});
beforeEach(() => {
  api.reset();
  api.handler = (url) =>
    url.pathname === '/search.json'
      ? { body: { numFound: 2, start: 0, docs: [fullDoc, bareDoc] } }
      : url.pathname.startsWith('/subjects/')
        ? { body: subjectAnswer }
        : { status: 404, body: {} };
});

describe('Open Library source', () => {
  it('searches search.json by text with a limit and the fields it maps', async () => {
    const books = await source().search({ q: 'thinking fast', maxResults: 20 });
    const request = api.requests[0]!;
    expect(request.pathname).toBe('/search.json');
    expect(request.searchParams.get('q')).toBe('thinking fast');
    expect(request.searchParams.get('limit')).toBe('20');
    expect(request.searchParams.get('fields')).toBe(SEARCH_FIELDS);
    expect(books[0]).toEqual({
      id: 'OL1968368W',
      title: 'Thinking, Fast and Slow',
      authors: ['Daniel Kahneman'],
      subject: null,
      description: null,
      thumbnail: 'https://covers.openlibrary.org/b/id/7112474-M.jpg',
      pageCount: 499,
      publisher: 'Farrar, Straus and Giroux',
      publishedYear: 2011,
      averageRating: 4.17,
      ratingsCount: 48,
      categories: ['Psychology', 'Decision making', 'Thought and thinking'],
      previewLink: 'https://openlibrary.org/works/OL1968368W',
      source: 'open-library',
    });
    for (const book of books) expect(bookSchema.safeParse(book).success).toBe(true);
  });

  it('reads missing fields as nulls and shows no rating without real ratings', async () => {
    api.handler = () => ({
      body: { docs: [bareDoc, { key: '/works/OL5W', title: 'Rated by nobody', ratings_average: 0, ratings_count: 0 }] },
    });
    const [bare, unrated] = await source().search({ q: 'nothing', maxResults: 5 });
    expect(bare).toEqual({
      id: 'OL2W',
      title: 'A Work With Nothing Else',
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
      previewLink: 'https://openlibrary.org/works/OL2W',
      source: 'open-library',
    });
    expect(unrated).toMatchObject({ averageRating: null, ratingsCount: null });
  });

  it('looks a subject up at subjects/<slug>.json and names that subject on every book', async () => {
    const books = await source().search({ subject: 'Computer Science', maxResults: 8 });
    expect(api.requests[0]!.pathname).toBe('/subjects/computer_science.json');
    expect(api.requests[0]!.searchParams.get('limit')).toBe('8');
    expect(books).toHaveLength(2);
    expect(books[0]).toMatchObject({
      id: 'OL3W',
      authors: ['Harold Abelson', 'Gerald Jay Sussman'],
      subject: 'Computer Science',
      thumbnail: 'https://covers.openlibrary.org/b/id/123456-M.jpg',
      publishedYear: 1985,
      averageRating: null,
      ratingsCount: null,
      previewLink: 'https://openlibrary.org/works/OL3W',
    });
    await source().search({ subject: 'political-science', maxResults: 8 });
    expect(api.requests[1]!.pathname).toBe('/subjects/political_science.json');
  });

  it('combines text and subject in one search.json query', async () => {
    await source().search({ q: 'cells', subject: 'Biology', maxResults: 8 });
    expect(api.requests[0]!.pathname).toBe('/search.json');
    expect(api.requests[0]!.searchParams.get('q')).toBe('cells');
    expect(api.requests[0]!.searchParams.get('subject')).toBe('Biology');
  });

  it('answers an empty list, not an error, on a timeout, a 500 or bad JSON', async () => {
    api.handler = () => ({ delayMs: 1500, body: { docs: [fullDoc] } });
    expect(await source({ timeoutMs: 200 }).search({ q: 'slow', maxResults: 5 })).toEqual([]);
    api.handler = () => ({ status: 500, body: 'Internal Server Error' });
    expect(await source().search({ q: 'broken', maxResults: 5 })).toEqual([]);
    api.handler = () => ({ body: '<html>not json</html>' });
    expect(await source().search({ subject: 'Law', maxResults: 5 })).toEqual([]);
    api.handler = () => ({ body: { docs: null } });
    expect(await source().search({ q: 'wrong shape', maxResults: 5 })).toEqual([]);
  });

  it('answers a repeated lookup from the cache without a second HTTP call', async () => {
    const cache = new MemoryBooksCache();
    const first = await source({ cache }).search({ q: 'Thinking Fast', maxResults: 20 });
    expect(await source({ cache }).search({ q: 'thinking   fast', maxResults: 20 })).toEqual(first);
    expect(api.requests).toHaveLength(1);
    await source({ cache }).search({ q: 'thinking fast', maxResults: 10 });
    expect(api.requests).toHaveLength(2);
  });

  it('lists the 15 majors as subjects and picks random books of a subject', async () => {
    expect(await source().subjects()).toEqual(MAJOR_NAMES);
    const picks = await source().random({ subject: 'Computer Science', maxResults: 1 });
    expect(picks).toHaveLength(1);
    expect(api.requests[0]!.pathname).toBe('/subjects/computer_science.json');
    expect(api.requests[0]!.searchParams.get('limit')).toBe('40');
  });
});
