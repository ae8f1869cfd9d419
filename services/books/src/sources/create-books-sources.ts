import type { Logger } from 'pino';
import type { BooksConfig } from '../books-config.js';
import type { BooksSources } from '../books.service.js';
import { CatalogueSource } from '../catalogue/catalogue-source.js';
import type { CatalogueRepository } from '../catalogue/catalogue.repository.js';
import type { BooksCache } from './books-cache.js';
import { GoogleBooksSource } from './google-books-source.js';
import { OpenLibrarySource } from './open-library-source.js';
import { ProviderHttp } from './provider-http.js';

type SourcesConfig = Pick<
  BooksConfig,
  'GOOGLE_BOOKS_API_KEY' | 'GOOGLE_BOOKS_BASE_URL' | 'OPEN_LIBRARY_BASE_URL' | 'BOOKS_CACHE_TTL_SECONDS' | 'BOOKS_HTTP_TIMEOUT_MS'
>;

/** The three sources behind `/api/{books-source}/…`: the embedded catalogue and the two web providers. */
export function createBooksSources(
  config: SourcesConfig,
  deps: { catalogue: CatalogueRepository; cache: BooksCache; logger: Logger },
): BooksSources {
  const http = (source: 'google-books' | 'open-library') =>
    new ProviderHttp({
      source,
      timeoutMs: config.BOOKS_HTTP_TIMEOUT_MS,
      cacheTtlSeconds: config.BOOKS_CACHE_TTL_SECONDS,
      cache: deps.cache,
      logger: deps.logger,
      secretParams: ['key'],
    });
  return {
    catalogue: new CatalogueSource(deps.catalogue),
    'google-books': new GoogleBooksSource({
      baseUrl: config.GOOGLE_BOOKS_BASE_URL,
      apiKey: config.GOOGLE_BOOKS_API_KEY,
      http: http('google-books'),
    }),
    'open-library': new OpenLibrarySource({ baseUrl: config.OPEN_LIBRARY_BASE_URL, http: http('open-library') }),
  };
}
