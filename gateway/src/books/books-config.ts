import { bookSourceSchema } from '@studyforge/contracts';
import { loadConfig } from '@studyforge/service-kit';
import { z } from 'zod';

/** Compose passes `VAR: ${VAR:-}` as an empty string: treat it as not set. */
const blankAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

/** The gateway's books settings: which source the web app uses by default, and the retailer affiliate tag. */
export const booksGatewayEnvSchema = z.object({
  BOOKS_SOURCE: blankAsUnset(bookSourceSchema.default('catalogue')),
  AFFILIATE_TAG: blankAsUnset(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, { error: 'must be 1 to 64 letters, digits, dots, dashes or underscores' })
      .default('studyforge-20'),
  ),
});

export type BooksGatewayConfig = z.output<typeof booksGatewayEnvSchema>;

export function loadBooksGatewayConfig(env: NodeJS.ProcessEnv = process.env): BooksGatewayConfig {
  return loadConfig(booksGatewayEnvSchema, env);
}

export const BOOKS_GATEWAY_CONFIG = Symbol('BOOKS_GATEWAY_CONFIG');
