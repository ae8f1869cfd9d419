import { blankAsUnset, commonEnvSchema, databaseEnvSchema, loadConfig, redisEnvSchema } from '@studyforge/service-kit';
import { z } from 'zod';

export const BOOKS_SCHEMA = 'books';

const httpUrl = (fallback: string) =>
  blankAsUnset(
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://example.org' })
      .transform((value) => value.replace(/\/+$/, ''))
      .default(fallback),
  );

export const booksConfigSchema = commonEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(redisEnvSchema.shape)
  .extend({
    /** Optional: Google Books answers without a key too, with a lower quota. */
    GOOGLE_BOOKS_API_KEY: blankAsUnset(z.string().min(1).optional()),
    GOOGLE_BOOKS_BASE_URL: httpUrl('https://www.googleapis.com/books/v1'),
    OPEN_LIBRARY_BASE_URL: httpUrl('https://openlibrary.org'),
    /** How long a Google Books or Open Library answer is kept in Redis. */
    BOOKS_CACHE_TTL_SECONDS: blankAsUnset(z.coerce.number().int().min(1).max(30 * 86_400).default(86_400)),
    /** How long one call to Google Books or Open Library may take before it counts as failed (an empty list). */
    BOOKS_HTTP_TIMEOUT_MS: blankAsUnset(z.coerce.number().int().min(100).max(60_000).default(5000)),
  });

export type BooksConfig = z.output<typeof booksConfigSchema>;

export function loadBooksConfig(env: NodeJS.ProcessEnv = process.env): BooksConfig {
  return loadConfig(booksConfigSchema, env);
}
