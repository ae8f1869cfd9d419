import { z } from 'zod';
import { BOOK_SOURCES, bookMessages } from '../books.js';

/** `{id}`: a uuid. */
export const idParams = z.object({ id: z.uuid({ error: 'Validation failed (uuid is expected)' }) });

/** `{source}`: one of the book sources; anything else is an unknown source (404). */
export const bookSourceParams = z.object({
  source: z.enum(BOOK_SOURCES, { error: (issue) => bookMessages.unknownSource(String(issue.input).slice(0, 60)) }),
});
