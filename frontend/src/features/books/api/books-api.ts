import { API_ENDPOINTS, type Book, type BooksConfigReply, type BookSource } from '@studyforge/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { endpointQuery, publicEndpointQuery } from '@/lib/endpoint-query';
import type { Retailer } from '../book-links';
import { lookupQuery, type BookLookup } from '../book-queries';

/**
 * The books endpoints (spec §7), shared by the Library, Book Recommendations and trivia's book mode.
 * Which catalogue to ask comes from GET /api/books/config.
 */

/** Used until (or if ever) the config answers: the embedded catalogue, no affiliate tag. */
export const FALLBACK_BOOKS_CONFIG: BooksConfigReply = { defaultSource: 'catalogue', affiliateTag: '' };

export function booksConfigQueryOptions() {
  return queryOptions({
    ...publicEndpointQuery(API_ENDPOINTS.getBooksConfig),
    staleTime: 5 * 60_000,
  });
}

/** The configured source and affiliate tag; `ready` once the config call has answered (or failed). */
export function useBooksConfig(): { config: BooksConfigReply; ready: boolean } {
  const query = useQuery(booksConfigQueryOptions());
  return { config: query.data ?? FALLBACK_BOOKS_CONFIG, ready: !query.isPending };
}

export function bookSubjectsQueryOptions(source: BookSource) {
  return queryOptions({
    ...endpointQuery(API_ENDPOINTS.listBookSubjects, { params: { source } }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/{source}/subjects: the subjects of the filter (empty while loading or if it fails). */
export function useBookSubjects() {
  const { config, ready } = useBooksConfig();
  const query = useQuery({ ...bookSubjectsQueryOptions(config.defaultSource), enabled: ready });
  return { subjects: query.data?.subjects ?? [], isLoading: !ready || query.isLoading };
}

/** GET /api/{source}/search or /api/{source}/random for a lookup. */
export function bookLookupQueryOptions(source: BookSource, lookup: BookLookup) {
  const input = { params: { source }, query: lookupQuery(lookup) };
  return queryOptions(lookup.kind === 'search' ? endpointQuery(API_ENDPOINTS.searchBooks, input) : endpointQuery(API_ENDPOINTS.randomBooks, input));
}

export interface BookList {
  books: Book[];
  /** Nothing to show yet: the config or the first answer is on its way. */
  isLoading: boolean;
  /** A newer lookup is on its way while the previous books are still shown. */
  isRefreshing: boolean;
  /** Any request for this list is on its way (a reshuffle, say). */
  isFetching: boolean;
  /** The lookup failed: the list is empty (spec §7) and a retry is offered. */
  failed: boolean;
  retry: () => void;
}

/**
 * Books for a lookup (search or random). A failure yields an empty list (spec §7: search failures
 * produce an empty list), flagged so the screen can offer to try again.
 */
export function useBookList(lookup: BookLookup, options: { enabled?: boolean } = {}): BookList {
  const { config, ready } = useBooksConfig();
  const query = useQuery({
    ...bookLookupQueryOptions(config.defaultSource, lookup),
    enabled: ready && (options.enabled ?? true),
    placeholderData: keepPreviousData,
  });
  return {
    books: query.isError ? [] : (query.data?.books ?? []),
    isLoading: !ready || (query.isPending && query.fetchStatus !== 'idle'),
    isRefreshing: query.isPlaceholderData && query.isFetching,
    isFetching: query.isFetching,
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}

/** POST /api/books/affiliate-clicks, fire-and-forget: a failed log never gets in the student's way. */
export function logRetailerClick(book: Pick<Book, 'id' | 'title' | 'source'>, retailer: Retailer): void {
  void apiCall(API_ENDPOINTS.logAffiliateClick, {
    body: { bookId: book.id, title: book.title.slice(0, 500), retailer, source: book.source },
  }).catch(() => undefined);
}
