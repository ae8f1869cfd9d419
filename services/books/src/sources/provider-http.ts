import { bookSchema, type Book, type BookSource } from '@studyforge/contracts';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { BooksCache } from './books-cache.js';

export interface ProviderHttpOptions {
  source: BookSource;
  timeoutMs: number;
  cacheTtlSeconds: number;
  cache: BooksCache;
  logger: Logger;
  /** Query parameters whose values never reach a log line (API keys). */
  secretParams?: string[];
}

const cachedBooksSchema = z.array(bookSchema);

class ProviderHttpError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderHttpError';
  }
}

/**
 * One provider lookup: the cached answer when there is one; otherwise GET the URL (bounded by the
 * timeout), map the JSON to books and cache them. Any failure — timeout, network error, non-2xx,
 * bad JSON, JSON of the wrong shape — is logged and yields an empty list, and nothing is cached.
 */
export class ProviderHttp {
  constructor(private readonly options: ProviderHttpOptions) {}

  async books(cacheKey: string, url: URL, map: (json: unknown) => Book[]): Promise<Book[]> {
    const cached = await this.fromCache(cacheKey);
    if (cached) return cached;
    const started = Date.now();
    let books: Book[];
    try {
      books = map(await this.getJson(url));
    } catch (error) {
      this.options.logger.warn(
        { source: this.options.source, url: this.loggable(url), ms: Date.now() - started, err: describe(error) },
        'books provider lookup failed; answering with no books',
      );
      return [];
    }
    await this.options.cache.set(cacheKey, JSON.stringify(books), this.options.cacheTtlSeconds);
    return books;
  }

  private async fromCache(cacheKey: string): Promise<Book[] | null> {
    const cached = await this.options.cache.get(cacheKey);
    if (cached === null) return null;
    try {
      const parsed = cachedBooksSchema.safeParse(JSON.parse(cached));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  private async getJson(url: URL): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': 'StudyForge/0.1 (books service)' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw new ProviderHttpError(`no answer within ${this.options.timeoutMs} ms`);
      }
      throw new ProviderHttpError(`not reachable (${describe(error)})`);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new ProviderHttpError(`answer cut off (${describe(error)})`);
    }
    if (!response.ok) throw new ProviderHttpError(`answered HTTP ${response.status}`);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ProviderHttpError('answered with something that is not JSON');
    }
  }

  private loggable(url: URL): string {
    const copy = new URL(url);
    for (const name of this.options.secretParams ?? []) if (copy.searchParams.has(name)) copy.searchParams.set(name, '***');
    return copy.toString();
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
  }
  return String(error);
}
