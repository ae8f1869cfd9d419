import { bookLimits, MAJOR_NAMES, type Book } from '@studyforge/contracts';
import { z } from 'zod';
import {
  canonicalSubject,
  MAX_CATEGORIES,
  optionalNumber,
  optionalText,
  optionalTexts,
  pickOne,
  positiveIntOrNull,
  ratingOf,
  shuffled,
  slugOfSubject,
  stringsOf,
  textOrNull,
  validBooks,
  yearOf,
} from './book-fields.js';
import { cacheKeyOf } from './books-cache.js';
import type { BookQuery, BooksSource, RandomQuery } from './books-source.js';
import type { ProviderHttp } from './provider-http.js';

export interface OpenLibraryOptions {
  /** e.g. https://openlibrary.org (no trailing slash). */
  baseUrl: string;
  http: ProviderHttp;
  random?: () => number;
}

export const SEARCH_FIELDS =
  'key,title,author_name,publisher,first_publish_year,number_of_pages_median,subject,cover_i,ratings_average,ratings_count';

const searchSchema = z.object({ docs: z.array(z.unknown()) });
const subjectSchema = z.object({ works: z.array(z.unknown()) });

const docSchema = z.object({
  key: z.string().min(1),
  title: optionalText,
  author_name: optionalTexts,
  publisher: optionalTexts,
  first_publish_year: optionalNumber,
  number_of_pages_median: optionalNumber,
  subject: optionalTexts,
  cover_i: optionalNumber,
  ratings_average: optionalNumber,
  ratings_count: optionalNumber,
});

const workSchema = z.object({
  key: z.string().min(1),
  title: optionalText,
  authors: z
    .array(z.object({ name: optionalText }).catch({ name: undefined }))
    .optional()
    .catch(undefined),
  first_publish_year: optionalNumber,
  cover_id: optionalNumber,
  subject: optionalTexts,
});

/** Open Library's subject lists mix topics with shelf marks; these are not categories a student needs. */
const NOT_A_CATEGORY = /accessible book|protected daisy|in library|lending library|internet archive|open library staff picks|overdrive|large type|:|=|^\d/i;

/** Open Library: `GET {base}/search.json?q=…` for text, `GET {base}/subjects/<slug>.json` for a subject. */
export class OpenLibrarySource implements BooksSource {
  readonly name = 'open-library' as const;

  constructor(private readonly options: OpenLibraryOptions) {}

  async subjects(): Promise<string[]> {
    return [...MAJOR_NAMES];
  }

  async search(query: BookQuery): Promise<Book[]> {
    const q = query.q?.trim();
    const subject = query.subject?.trim() ? canonicalSubject(query.subject) : undefined;
    if (q) return this.searchText(q, subject, query.maxResults);
    if (subject) return this.subjectWorks(subject, query.maxResults);
    return this.random({ maxResults: query.maxResults });
  }

  /** A shuffled pick from one subject's works (the given one, or any major): the pool is cached, the pick is not. */
  async random(query: RandomQuery): Promise<Book[]> {
    const subject = query.subject?.trim() ? canonicalSubject(query.subject) : pickOne(MAJOR_NAMES, this.options.random);
    const pool = await this.subjectWorks(subject, bookLimits.maxResults);
    return shuffled(pool, this.options.random).slice(0, query.maxResults);
  }

  private searchText(q: string, subject: string | undefined, limit: number): Promise<Book[]> {
    const url = new URL(`${this.options.baseUrl}/search.json`);
    url.searchParams.set('q', q);
    if (subject) url.searchParams.set('subject', subject);
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('fields', SEARCH_FIELDS);
    const key = cacheKeyOf(this.name, 'search', { q, subject, limit });
    return this.options.http.books(key, url, (json) => this.mapSearch(json, subject ?? null));
  }

  private subjectWorks(subject: string, limit: number): Promise<Book[]> {
    const slug = slugOfSubject(subject, '_');
    const url = new URL(`${this.options.baseUrl}/subjects/${encodeURIComponent(slug)}.json`);
    url.searchParams.set('limit', String(limit));
    const key = cacheKeyOf(this.name, 'subject', { slug, limit });
    return this.options.http.books(key, url, (json) => this.mapSubject(json, subject));
  }

  /** search.json docs → books; a doc without a key or title is skipped. */
  mapSearch(json: unknown, subject: string | null): Book[] {
    const books: Book[] = [];
    for (const item of searchSchema.parse(json).docs) {
      const parsed = docSchema.safeParse(item);
      if (!parsed.success) continue;
      const doc = parsed.data;
      const title = textOrNull(doc.title);
      if (!title) continue;
      books.push({
        ...this.common(doc.key, title, subject, doc.cover_i, doc.subject),
        authors: stringsOf(doc.author_name),
        pageCount: positiveIntOrNull(doc.number_of_pages_median),
        publisher: stringsOf(doc.publisher)[0] ?? null,
        publishedYear: yearOf(doc.first_publish_year),
        ...ratingOf(doc.ratings_average, doc.ratings_count),
      });
    }
    return validBooks(books);
  }

  /** subjects/<slug>.json works → books (Open Library gives no publisher, pages or ratings there). */
  mapSubject(json: unknown, subject: string): Book[] {
    const books: Book[] = [];
    for (const item of subjectSchema.parse(json).works) {
      const parsed = workSchema.safeParse(item);
      if (!parsed.success) continue;
      const work = parsed.data;
      const title = textOrNull(work.title);
      if (!title) continue;
      books.push({
        ...this.common(work.key, title, subject, work.cover_id, work.subject),
        authors: stringsOf((work.authors ?? []).map((author) => author.name)),
        pageCount: null,
        publisher: null,
        publishedYear: yearOf(work.first_publish_year),
        averageRating: null,
        ratingsCount: null,
      });
    }
    return validBooks(books);
  }

  private common(key: string, title: string, subject: string | null, coverId: number | undefined, subjects: unknown[] | undefined) {
    const path = key.startsWith('/') ? key : `/works/${key}`;
    return {
      id: path.replace(/^\/(works|books)\//, ''),
      title,
      subject,
      description: null,
      thumbnail: coverId !== undefined && Number.isInteger(coverId) && coverId > 0 ? `https://covers.openlibrary.org/b/id/${coverId}-M.jpg` : null,
      categories: stringsOf(subjects)
        .filter((label) => !NOT_A_CATEGORY.test(label) && label.length <= 40)
        .slice(0, MAX_CATEGORIES),
      previewLink: `https://openlibrary.org${path}`,
      source: 'open-library' as const,
    };
  }
}
