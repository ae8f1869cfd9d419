import { bookLimits, MAJOR_NAMES, type Book } from '@studyforge/contracts';
import { z } from 'zod';
import {
  canonicalSubject,
  httpsUrl,
  MAX_CATEGORIES,
  optionalNumber,
  optionalText,
  optionalTexts,
  pickOne,
  plainText,
  positiveIntOrNull,
  ratingOf,
  shuffled,
  stringsOf,
  textOrNull,
  validBooks,
  yearOf,
} from './book-fields.js';
import { cacheKeyOf } from './books-cache.js';
import type { BookQuery, BooksSource, RandomQuery } from './books-source.js';
import type { ProviderHttp } from './provider-http.js';

export interface GoogleBooksOptions {
  /** e.g. https://www.googleapis.com/books/v1 (no trailing slash). */
  baseUrl: string;
  apiKey?: string;
  http: ProviderHttp;
  random?: () => number;
}

const volumesSchema = z.object({ items: z.array(z.unknown()).optional() });

const volumeSchema = z.object({
  id: z.string().min(1),
  volumeInfo: z.object({
    title: optionalText,
    subtitle: optionalText,
    authors: optionalTexts,
    publisher: optionalText,
    publishedDate: optionalText,
    description: optionalText,
    pageCount: optionalNumber,
    categories: optionalTexts,
    averageRating: optionalNumber,
    ratingsCount: optionalNumber,
    imageLinks: z.object({ thumbnail: optionalText, smallThumbnail: optionalText }).optional().catch(undefined),
    previewLink: optionalText,
    infoLink: optionalText,
  }),
});

/** Google Books volumes search: `GET {base}/volumes?q=…&maxResults=…[&key=…]`. */
export class GoogleBooksSource implements BooksSource {
  readonly name = 'google-books' as const;

  constructor(private readonly options: GoogleBooksOptions) {}

  async subjects(): Promise<string[]> {
    return [...MAJOR_NAMES];
  }

  async search(query: BookQuery): Promise<Book[]> {
    const q = query.q?.trim();
    const subject = query.subject?.trim() ? canonicalSubject(query.subject) : undefined;
    if (!q && !subject) return this.random({ maxResults: query.maxResults });
    const terms = [q, subject && `subject:"${subject.replace(/"/g, '')}"`].filter(Boolean).join(' ');
    return this.volumes(terms, query.maxResults, subject ?? null);
  }

  /** A shuffled pick from one subject's volumes (the given one, or any major): the pool is cached, the pick is not. */
  async random(query: RandomQuery): Promise<Book[]> {
    const subject = query.subject?.trim() ? canonicalSubject(query.subject) : pickOne(MAJOR_NAMES, this.options.random);
    const pool = await this.volumes(`subject:"${subject.replace(/"/g, '')}"`, bookLimits.maxResults, subject);
    return shuffled(pool, this.options.random).slice(0, query.maxResults);
  }

  private volumes(terms: string, maxResults: number, subject: string | null): Promise<Book[]> {
    const url = new URL(`${this.options.baseUrl}/volumes`);
    url.searchParams.set('q', terms);
    url.searchParams.set('maxResults', String(maxResults));
    if (this.options.apiKey) url.searchParams.set('key', this.options.apiKey);
    const key = cacheKeyOf(this.name, 'volumes', { q: terms, maxResults });
    return this.options.http.books(key, url, (json) => mapVolumes(json, subject));
  }
}

/** Google's volumes answer → books; a volume without an id or title is skipped. */
export function mapVolumes(json: unknown, subject: string | null): Book[] {
  const items = volumesSchema.parse(json).items ?? [];
  const books: Book[] = [];
  for (const item of items) {
    const parsed = volumeSchema.safeParse(item);
    if (!parsed.success) continue;
    const { id, volumeInfo: info } = parsed.data;
    const title = textOrNull(info.title);
    if (!title) continue;
    const categories = stringsOf(info.categories);
    books.push({
      id,
      title,
      authors: stringsOf(info.authors),
      subject: subject ?? categories[0] ?? null,
      description: plainText(info.description),
      thumbnail: httpsUrl(info.imageLinks?.thumbnail ?? info.imageLinks?.smallThumbnail),
      pageCount: positiveIntOrNull(info.pageCount),
      publisher: textOrNull(info.publisher),
      publishedYear: yearOf(info.publishedDate),
      ...ratingOf(info.averageRating, info.ratingsCount),
      categories: categories.slice(0, MAX_CATEGORIES),
      previewLink: httpsUrl(info.previewLink ?? info.infoLink),
      source: 'google-books',
    });
  }
  return validBooks(books);
}
