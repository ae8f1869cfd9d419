import { MAJOR_NAMES, type Book } from '@studyforge/contracts';
import { canonicalSubject, MAX_CATEGORIES } from '../sources/book-fields.js';
import type { BookQuery, BooksSource, RandomQuery } from '../sources/books-source.js';
import type { CatalogueRepository, CatalogueRow } from './catalogue.repository.js';

/**
 * The embedded catalogue (the default source): real books stored in Postgres, searched with full-text
 * search. Bibliographic facts only — no cover and never a rating, because the catalogue has no real
 * rating data to show.
 */
export class CatalogueSource implements BooksSource {
  readonly name = 'catalogue' as const;

  constructor(private readonly repository: CatalogueRepository) {}

  /** The majors that have books, in the order of the majors list. */
  async subjects(): Promise<string[]> {
    const present = new Set(await this.repository.subjects());
    return MAJOR_NAMES.filter((name) => present.has(name));
  }

  async search(query: BookQuery): Promise<Book[]> {
    const q = query.q?.trim();
    const subject = query.subject?.trim() ? canonicalSubject(query.subject) : null;
    const rows = q ? await this.repository.search(q, subject, query.maxResults) : await this.repository.list(subject, query.maxResults);
    return rows.map((row) => bookOf(row, subject));
  }

  async random(query: RandomQuery): Promise<Book[]> {
    const subject = query.subject?.trim() ? canonicalSubject(query.subject) : null;
    return (await this.repository.random(subject, query.maxResults)).map((row) => bookOf(row, subject));
  }
}

/** A catalogue row as a book; its subject is the one asked for, else its first major. */
export function bookOf(row: CatalogueRow, askedSubject: string | null = null): Book {
  const preview = new URL('https://openlibrary.org/search');
  preview.searchParams.set('q', `${row.title} ${row.authors[0] ?? ''}`.trim());
  return {
    id: row.id,
    title: row.title,
    authors: row.authors,
    subject: askedSubject && row.subjects.includes(askedSubject) ? askedSubject : (row.subjects[0] ?? null),
    description: row.description,
    thumbnail: null,
    pageCount: row.pageCount,
    publisher: row.publisher,
    publishedYear: row.publishedYear,
    averageRating: null,
    ratingsCount: null,
    categories: row.categories.slice(0, MAX_CATEGORIES),
    previewLink: preview.toString(),
    source: 'catalogue',
  };
}
