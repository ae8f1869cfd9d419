import type { SavedDeck } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';

export const decksQueryKey = ['/api/user/flashcards'] as const;

/** GET /api/user/flashcards: the student's decks, newest first. */
export function decksQueryOptions() {
  return queryOptions({
    queryKey: decksQueryKey,
    queryFn: getQueryFn<SavedDeck[]>({ on401: 'returnNull' }),
  });
}

export function useDecks() {
  return useQuery(decksQueryOptions());
}
