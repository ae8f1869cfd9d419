import { bookMessages, bookSchema, MAJOR_NAMES, type Book } from '@studyforge/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedInStudent } from '@studyforge/test-support';

let db: pg.Pool;
let cookie: string;
let userId: string;

beforeAll(async () => {
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  const student = await signedInStudent();
  cookie = student.cookie;
  userId = student.user.id;
});

afterAll(async () => {
  await db.end();
});

interface CatalogueRow {
  id: string;
  title: string;
  authors: string[];
  subjects: string[];
}

async function catalogueRows(where = 'true', params: unknown[] = []): Promise<CatalogueRow[]> {
  const { rows } = await db.query<CatalogueRow>(`SELECT id, title, authors, subjects FROM books.catalogue_books WHERE ${where}`, params);
  return rows;
}

async function books(path: string): Promise<Book[]> {
  const response = await call(path, { cookie });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  for (const book of response.body.books) expect(bookSchema.safeParse(book).success).toBe(true);
  return response.body.books as Book[];
}

const lastName = (author: string) => author.split(/\s+/).at(-1)!;

describe('the embedded catalogue', () => {
  it('holds at least 300 real books covering all 15 majors, and lists those majors as its subjects', async () => {
    const [{ count }] = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM books.catalogue_books')).rows;
    expect(count).toBeGreaterThanOrEqual(300);
    const response = await call('/api/catalogue/subjects', { cookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ subjects: MAJOR_NAMES });
  });

  it('finds a book by its title and author, best match first', async () => {
    const candidates = (await catalogueRows(`title !~ '["()]' AND title !~* '\\m(or|and not)\\M'`)).sort(() => Math.random() - 0.5).slice(0, 5);
    expect(candidates.length).toBeGreaterThan(0);
    for (const book of candidates) {
      const q = `${book.title} ${lastName(book.authors[0]!)}`;
      const found = await books(`/api/catalogue/search?q=${encodeURIComponent(q)}&maxResults=5`);
      expect(found[0]?.id, q).toBe(book.id);
      expect(found[0]).toMatchObject({ title: book.title, authors: book.authors, source: 'catalogue' });
    }
  });

  it('ranks a title match above books that only mention the words', async () => {
    const [book] = await catalogueRows(`cardinality(regexp_split_to_array(title, '\\s+')) >= 3 AND title !~ '["()]' ORDER BY random() LIMIT 1`);
    const found = await books(`/api/catalogue/search?q=${encodeURIComponent(book!.title)}&maxResults=10`);
    const titleMatches = found.filter((entry) => entry.title.toLowerCase() === book!.title.toLowerCase());
    expect(found.indexOf(titleMatches[0]!)).toBe(0);
  });

  it('filters by subject: every book returned belongs to that major', async () => {
    const subjects = (await call('/api/catalogue/subjects', { cookie })).body.subjects as string[];
    for (const subject of subjects.slice(0, 4)) {
      const found = await books(`/api/catalogue/search?subject=${encodeURIComponent(subject)}&maxResults=40`);
      expect(found.length, subject).toBeGreaterThan(0);
      const rows = await catalogueRows('id = ANY($1::uuid[])', [found.map((book) => book.id)]);
      expect(rows).toHaveLength(found.length);
      for (const row of rows) expect(row.subjects, `${row.title} in ${subject}`).toContain(subject);
      for (const book of found) expect(book.subject).toBe(subject);
    }
  });

  it('combines text and subject: a book of another major is left out', async () => {
    const [book] = await catalogueRows(`cardinality(subjects) = 1 AND title !~ '["()]' ORDER BY random() LIMIT 1`);
    const q = encodeURIComponent(`${book!.title} ${lastName(book!.authors[0]!)}`);
    const own = await books(`/api/catalogue/search?q=${q}&subject=${encodeURIComponent(book!.subjects[0]!)}&maxResults=5`);
    expect(own[0]?.id).toBe(book!.id);
    const other = MAJOR_NAMES.find((major) => major !== book!.subjects[0])!;
    const elsewhere = await books(`/api/catalogue/search?q=${q}&subject=${encodeURIComponent(other)}&maxResults=40`);
    expect(elsewhere.map((entry) => entry.id)).not.toContain(book!.id);
  });

  it('respects maxResults', async () => {
    const [{ subject, count }] = (
      await db.query<{ subject: string; count: number }>(
        'SELECT subject, count(*)::int AS count FROM books.catalogue_books, unnest(subjects) AS subject GROUP BY subject ORDER BY 2 DESC LIMIT 1',
      )
    ).rows;
    expect(await books(`/api/catalogue/search?subject=${encodeURIComponent(subject!)}&maxResults=3`)).toHaveLength(Math.min(3, count));
    expect(await books(`/api/catalogue/search?subject=${encodeURIComponent(subject!)}&maxResults=40`)).toHaveLength(Math.min(40, count));
    expect(await books(`/api/catalogue/search?q=${encodeURIComponent(subject!)}&maxResults=2`)).toHaveLength(2);
    expect(await books('/api/catalogue/random?maxResults=1')).toHaveLength(1);
    expect(await books('/api/catalogue/search?maxResults=4')).toHaveLength(4);
  });

  it('picks random distinct books, differently each time, optionally of one subject', async () => {
    const first = await books('/api/catalogue/random?maxResults=8');
    const second = await books('/api/catalogue/random?maxResults=8');
    expect(first).toHaveLength(8);
    expect(new Set(first.map((book) => book.id)).size).toBe(8);
    expect(second.map((book) => book.id)).not.toEqual(first.map((book) => book.id));
    const [subject] = (await call('/api/catalogue/subjects', { cookie })).body.subjects as string[];
    const ofSubject = await books(`/api/catalogue/random?maxResults=5&subject=${encodeURIComponent(subject!)}`);
    expect(ofSubject.length).toBeGreaterThan(0);
    const rows = await catalogueRows('id = ANY($1::uuid[])', [ofSubject.map((book) => book.id)]);
    for (const row of rows) expect(row.subjects).toContain(subject);
  });

  it('never invents a rating or a cover, and links each book to a real search', async () => {
    for (const book of await books('/api/catalogue/random?maxResults=20')) {
      expect(book).toMatchObject({ averageRating: null, ratingsCount: null, thumbnail: null, source: 'catalogue' });
      expect(book.previewLink).toMatch(/^https:\/\/openlibrary\.org\/search\?q=/);
      expect(book.categories.length).toBeLessThanOrEqual(3);
      expect(book.pageCount).toBeGreaterThan(0);
    }
  });

  it('answers a search that matches nothing with an empty list, not an error', async () => {
    const response = await call('/api/catalogue/search?q=zxqvbnmplk%20qwxyzzt&maxResults=20', { cookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ books: [] });
    expect((await call('/api/catalogue/search?subject=Astrology&maxResults=20', { cookie })).body).toEqual({ books: [] });
  });
});

describe('books endpoints', () => {
  it('answer a web source with a list, never an error page, even when the provider cannot be reached', async () => {
    for (const source of ['google-books', 'open-library']) {
      const response = await call(`/api/${source}/search?q=${encodeURIComponent('organic chemistry')}&maxResults=5`, { cookie });
      expect(response.status, source).toBe(200);
      expect(Array.isArray(response.body.books)).toBe(true);
      for (const book of response.body.books) expect(bookSchema.parse(book).source).toBe(source);
      expect((await call(`/api/${source}/subjects`, { cookie })).body).toEqual({ subjects: MAJOR_NAMES });
    }
  });

  it('answer an unknown book source with a JSON 404 naming the sources', async () => {
    for (const path of ['/api/goodreads/subjects', '/api/goodreads/search?q=x', '/api/goodreads/random']) {
      const response = await call(path, { cookie });
      expect(response.status, path).toBe(404);
      expect(response.body).toEqual({ code: 'NOT_FOUND', message: bookMessages.unknownSource('goodreads') });
    }
  });

  it('refuse a signed-out visitor with 401', async () => {
    for (const path of ['/api/catalogue/subjects', '/api/catalogue/search?q=biology', '/api/catalogue/random?maxResults=8']) {
      const response = await call(path);
      expect(response.status, path).toBe(401);
      expect(response.body.code).toBe('UNAUTHENTICATED');
    }
    const click = await call('/api/books/affiliate-clicks', { body: { bookId: 'x', title: 'X', retailer: 'amazon', source: 'catalogue' } });
    expect(click.status).toBe(401);
  });

  it('refuse maxResults outside 1 to 40 with a 400', async () => {
    for (const maxResults of ['0', '41', 'many']) {
      const response = await call(`/api/catalogue/search?q=history&maxResults=${maxResults}`, { cookie });
      expect(response.status, maxResults).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('serve the default source and the affiliate tag', async () => {
    const response = await call('/api/books/config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ defaultSource: 'catalogue', affiliateTag: 'studyforge-20' });
  });

  it('log an affiliate click with the book, the retailer, the signed-in user and the time', async () => {
    const [book] = await books('/api/catalogue/random?maxResults=1');
    const before = Date.now();
    const response = await call('/api/books/affiliate-clicks', {
      cookie,
      body: { bookId: book!.id, title: book!.title, retailer: 'amazon', source: 'catalogue' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toEqual({ logged: true });
    const { rows } = await db.query<{ book_id: string; title: string; retailer: string; source: string; clicked_at: Date }>(
      'SELECT book_id, title, retailer, source, clicked_at FROM books.affiliate_clicks WHERE user_id = $1',
      [userId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ book_id: book!.id, title: book!.title, retailer: 'amazon', source: 'catalogue' });
    expect(rows[0]!.clicked_at.getTime()).toBeGreaterThan(before - 5000);
    expect(rows[0]!.clicked_at.getTime()).toBeLessThan(Date.now() + 5000);

    const invalid = await call('/api/books/affiliate-clicks', { cookie, body: { bookId: book!.id, title: book!.title, retailer: 'ebay', source: 'catalogue' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('VALIDATION_FAILED');
  });

  it('are reported up by the public health check (its Postgres and Redis checks are in the details for operators)', async () => {
    const response = await call('/api/health');
    expect(response.body.services.books).toEqual({ status: 'up' });
  });
});
