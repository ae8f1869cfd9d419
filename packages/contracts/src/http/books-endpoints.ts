import { z } from 'zod';
import { affiliateClickSchema, BOOK_SOURCES, bookLimits, bookSearchSchema, booksReplySchema, subjectsReplySchema } from '../books.js';
import { defineEndpoint, jsonBody, jsonReply } from './endpoint.js';
import { lazyEndpoints } from './lazy-endpoints.js';
import { bookSourceParams } from './path-params.js';

const SOURCES = BOOK_SOURCES.join(', ');
const RESULTS = `maxResults: 1 to ${bookLimits.maxResults} (default ${bookLimits.defaultResults})`;

/** What the web app needs to build book cards: the default source and the retailer affiliate tag. */
export const booksConfigReplySchema = z.object({ defaultSource: z.enum(BOOK_SOURCES), affiliateTag: z.string() });
export type BooksConfigReply = z.infer<typeof booksConfigReplySchema>;

export const affiliateClickReplySchema = z.object({ logged: z.literal(true) });

export const randomBooksQuerySchema = bookSearchSchema.omit({ q: true });

/** The books endpoints of spec §7; `{source}` is one of the book sources, anything else answers 404. */
export const booksEndpoints = lazyEndpoints({
  getBooksConfig: () => defineEndpoint({
    method: 'GET',
    path: '/api/books/config',
    auth: 'public',
    reply: jsonReply(booksConfigReplySchema, 'Books settings'),
    summary: 'The default book source and the affiliate tag of the "Best Deal" retailer link',
    tag: 'Books',
    errors: [],
    cacheControl: 'public, max-age=300',
  }),
  logAffiliateClick: () => defineEndpoint({
    method: 'POST',
    path: '/api/books/affiliate-clicks',
    auth: 'signed-in',
    body: jsonBody(affiliateClickSchema),
    reply: jsonReply(affiliateClickReplySchema, 'Logged'),
    status: 201,
    summary: "Log a click on a book card's 'Where to buy' link (book, retailer, the signed-in user, the time)",
    tag: 'Books',
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
    forward: { subject: 'books.log-affiliate-click', request: ({ body }) => body },
  }),
  listBookSubjects: () => defineEndpoint({
    method: 'GET',
    path: '/api/{source}/subjects',
    auth: 'signed-in',
    params: bookSourceParams,
    invalidParams: 'NOT_FOUND',
    reply: jsonReply(subjectsReplySchema, 'Subjects'),
    summary: `The subjects (majors) a book source has books for; source: ${SOURCES}`,
    tag: 'Books',
    errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    cacheControl: 'private, max-age=300',
    forward: { subject: 'books.subjects', request: ({ params }) => ({ source: params.source }) },
  }),
  searchBooks: () => defineEndpoint({
    method: 'GET',
    path: '/api/{source}/search',
    auth: 'signed-in',
    params: bookSourceParams,
    invalidParams: 'NOT_FOUND',
    query: bookSearchSchema,
    reply: jsonReply(booksReplySchema, 'Books, best match first (empty when nothing matches or the source fails)'),
    summary: `Search books: ?q=text and/or ?subject=major, ${RESULTS}; source: ${SOURCES}. A failed search is an empty list.`,
    tag: 'Books',
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND'],
  }),
  randomBooks: () => defineEndpoint({
    method: 'GET',
    path: '/api/{source}/random',
    auth: 'signed-in',
    params: bookSourceParams,
    invalidParams: 'NOT_FOUND',
    query: randomBooksQuerySchema,
    reply: jsonReply(booksReplySchema, 'Books (empty when the source fails)'),
    summary: `Random distinct books, optionally of one ?subject=major, ${RESULTS}; source: ${SOURCES}`,
    tag: 'Books',
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND'],
  }),
});
