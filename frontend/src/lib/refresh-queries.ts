import { API_ENDPOINTS } from '@studyforge/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { endpointQueryKey } from './endpoint-query';

/**
 * Queries that changes elsewhere make stale. Their keys derive from the endpoints, so code that
 * changes what another feature shows names those queries without importing the feature.
 */

/** What spending credits (or a refused spend) changes: the user (its credits field), the balance and the credit stats. */
export const BALANCE_QUERY_KEYS: readonly QueryKey[] = [API_ENDPOINTS.getCurrentUser, API_ENDPOINTS.getCredits, API_ENDPOINTS.getCreditStats].map(
  (endpoint) => endpointQueryKey(endpoint),
);

/** The student's saved decks, quizzes, study guides, image analyses and essay grades, which every generation adds to. */
export const SAVED_MATERIAL_QUERY_KEYS: readonly QueryKey[] = [
  API_ENDPOINTS.listDecks,
  API_ENDPOINTS.listQuizzes,
  API_ENDPOINTS.listStudyGuides,
  API_ENDPOINTS.listVisualAnalyses,
  API_ENDPOINTS.listEssayGrades,
].map(
  (endpoint) => endpointQueryKey(endpoint),
);

/** Marks the queries stale and re-reads the ones on screen. */
export async function refreshQueries(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
