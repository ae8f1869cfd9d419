import { describe, expect, it } from 'vitest';
import { loadBooksConfig } from './books-config.js';

describe('books config', () => {
  it('has working defaults: no Google key, the public APIs, a day of cache, 5 s per call', () => {
    const config = loadBooksConfig({});
    expect(config).toMatchObject({
      GOOGLE_BOOKS_BASE_URL: 'https://www.googleapis.com/books/v1',
      OPEN_LIBRARY_BASE_URL: 'https://openlibrary.org',
      BOOKS_CACHE_TTL_SECONDS: 86_400,
      BOOKS_HTTP_TIMEOUT_MS: 5000,
    });
    expect(config.GOOGLE_BOOKS_API_KEY).toBeUndefined();
  });

  it('reads blank values as unset and drops a trailing slash from base URLs', () => {
    const config = loadBooksConfig({ GOOGLE_BOOKS_API_KEY: '', OPEN_LIBRARY_BASE_URL: 'http://127.0.0.1:8080/ol/', BOOKS_CACHE_TTL_SECONDS: '' });
    expect(config.GOOGLE_BOOKS_API_KEY).toBeUndefined();
    expect(config.OPEN_LIBRARY_BASE_URL).toBe('http://127.0.0.1:8080/ol');
    expect(config.BOOKS_CACHE_TTL_SECONDS).toBe(86_400);
  });

  it('refuses a base URL that is not http(s), naming the variable', () => {
    expect(() => loadBooksConfig({ GOOGLE_BOOKS_BASE_URL: 'ftp://example.org' })).toThrow(/GOOGLE_BOOKS_BASE_URL/);
    expect(() => loadBooksConfig({ BOOKS_HTTP_TIMEOUT_MS: 'soon' })).toThrow(/BOOKS_HTTP_TIMEOUT_MS/);
  });
});
