import type { AffiliateClick, Book, BookSource } from '@studyforge/contracts';
import type { Logger } from 'pino';
import type { BooksRepository } from './books.repository.js';
import type { BookQuery, BooksSource, RandomQuery } from './sources/books-source.js';

export type BooksSources = Record<BookSource, BooksSource>;

/** The rules of books: every source answers the same way, and a failed search is an empty list, never an error. */
export class BooksService {
  constructor(
    private readonly sources: BooksSources,
    private readonly repository: BooksRepository,
    private readonly logger: Logger,
  ) {}

  async subjects(source: BookSource): Promise<{ subjects: string[] }> {
    return { subjects: await this.sources[source].subjects() };
  }

  search(source: BookSource, query: BookQuery): Promise<{ books: Book[] }> {
    return this.orNoBooks(source, 'search', () => this.sources[source].search(query));
  }

  random(source: BookSource, query: RandomQuery): Promise<{ books: Book[] }> {
    return this.orNoBooks(source, 'random', () => this.sources[source].random(query));
  }

  async logAffiliateClick(userId: string, click: AffiliateClick): Promise<{ logged: true }> {
    const row = await this.repository.logAffiliateClick(userId, click);
    this.logger.info({ clickId: row.id, bookId: click.bookId, retailer: click.retailer, source: click.source, userId }, 'affiliate click');
    return { logged: true };
  }

  private async orNoBooks(source: BookSource, kind: string, lookup: () => Promise<Book[]>): Promise<{ books: Book[] }> {
    try {
      return { books: await lookup() };
    } catch (error) {
      this.logger.error({ source, kind, err: error }, 'books lookup failed; answering with no books');
      return { books: [] };
    }
  }
}
