import { z } from 'zod';

/** Where books come from: the embedded catalogue (default, offline), Google Books or Open Library. */
export const BOOK_SOURCES = ['catalogue', 'google-books', 'open-library'] as const;
export const bookSourceSchema = z.enum(BOOK_SOURCES);
export type BookSource = z.infer<typeof bookSourceSchema>;

export const bookSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  authors: z.array(z.string()),
  subject: z.string().nullable(),
  description: z.string().nullable(),
  thumbnail: z.string().nullable(),
  pageCount: z.number().int().positive().nullable(),
  publisher: z.string().nullable(),
  publishedYear: z.number().int().nullable(),
  /** Only real rating data; null when the source has none (the catalogue never invents one). */
  averageRating: z.number().min(0).max(5).nullable(),
  ratingsCount: z.number().int().min(0).nullable(),
  categories: z.array(z.string()),
  previewLink: z.string().nullable(),
  source: bookSourceSchema,
});
export type Book = z.infer<typeof bookSchema>;

export const booksReplySchema = z.object({ books: z.array(bookSchema) });
export type BooksReply = z.infer<typeof booksReplySchema>;
export const subjectsReplySchema = z.object({ subjects: z.array(z.string()) });

export const bookLimits = { defaultResults: 20, maxResults: 40, triviaResults: 8, libraryResults: 20, recommendations: 12 } as const;

export const bookSearchSchema = z.object({
  q: z.string().trim().max(200).optional(),
  subject: z.string().trim().max(100).optional(),
  maxResults: z.coerce.number().int().min(1).max(bookLimits.maxResults).default(bookLimits.defaultResults),
});
export type BookSearch = z.infer<typeof bookSearchSchema>;

export const RETAILERS = ['amazon', 'bookshop', 'preview'] as const;
export const affiliateClickSchema = z.object({
  bookId: z.string().min(1).max(200),
  title: z.string().min(1).max(500),
  retailer: z.enum(RETAILERS),
  source: bookSourceSchema,
});
export type AffiliateClick = z.infer<typeof affiliateClickSchema>;

export const bookMessages = {
  noBooks: 'No books found. Try adjusting your search criteria.',
  unknownSource: (source: string) => `Unknown book source "${source}". Use one of: ${BOOK_SOURCES.join(', ')}.`,
} as const;
