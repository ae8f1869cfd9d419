import { API_ENDPOINTS } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/endpoint-query';

/** GET /api/user/flashcards: the student's decks, newest first. */
export function decksQueryOptions() {
  return queryOptions(endpointQuery(API_ENDPOINTS.listDecks));
}

export function useDecks() {
  return useQuery(decksQueryOptions());
}
