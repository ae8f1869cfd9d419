import { bookSourceSchema } from '@studyforge/contracts';
import { blankAsUnset } from '@studyforge/service-kit';
import { z } from 'zod';

/** The gateway's books settings (part of the gateway's config): which source the web app uses by default, and the retailer affiliate tag. */
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
