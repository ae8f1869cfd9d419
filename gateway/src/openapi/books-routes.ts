import { affiliateClickSchema, bookLimits, BOOK_SOURCES, booksReplySchema, subjectsReplySchema } from '@studyforge/contracts';
import { z } from 'zod';
import type { ApiRoute } from './api-routes.js';

const SOURCES = BOOK_SOURCES.join(', ');
const RESULTS = `maxResults: 1 to ${bookLimits.maxResults} (default ${bookLimits.defaultResults})`;

/** The books endpoints of spec §7; `{source}` is one of the book sources, anything else answers 404. */
export const BOOKS_ROUTES: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/books/config',
    tag: 'Books',
    summary: 'The default book source and the affiliate tag of the "Best Deal" retailer link',
    signedIn: false,
    success: {
      status: 200,
      description: 'Books settings',
      schema: z.object({ defaultSource: z.enum(BOOK_SOURCES), affiliateTag: z.string() }),
    },
    errors: [],
  },
  {
    method: 'post',
    path: '/api/books/affiliate-clicks',
    tag: 'Books',
    summary: "Log a click on a book card's 'Where to buy' link (book, retailer, the signed-in user, the time)",
    signedIn: true,
    body: affiliateClickSchema,
    success: { status: 201, description: 'Logged', schema: z.object({ logged: z.literal(true) }) },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
  },
  {
    method: 'get',
    path: '/api/{source}/subjects',
    tag: 'Books',
    summary: `The subjects (majors) a book source has books for; source: ${SOURCES}`,
    signedIn: true,
    success: { status: 200, description: 'Subjects', schema: subjectsReplySchema },
    errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
  },
  {
    method: 'get',
    path: '/api/{source}/search',
    tag: 'Books',
    summary: `Search books: ?q=text and/or ?subject=major, ${RESULTS}; source: ${SOURCES}. A failed search is an empty list.`,
    signedIn: true,
    success: { status: 200, description: 'Books, best match first (empty when nothing matches or the source fails)', schema: booksReplySchema },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/api/{source}/random',
    tag: 'Books',
    summary: `Random distinct books, optionally of one ?subject=major, ${RESULTS}; source: ${SOURCES}`,
    signedIn: true,
    success: { status: 200, description: 'Books (empty when the source fails)', schema: booksReplySchema },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND'],
  },
];
