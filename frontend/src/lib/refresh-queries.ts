import { creditsEndpoints, getCreditsEndpoint, getCurrentUserEndpoint, libraryEndpoints, studyToolEndpoints } from '@studyforge/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { endpointQueryKey } from './endpoint-query';

/**
 * Queries that changes elsewhere make stale. Their keys derive from the endpoints, so code that
 * changes what another feature shows names those queries without importing the feature. They import
 * only their endpoints' tables, not API_ENDPOINTS: the dashboard loads this module at its start.
 */

/** What spending credits (or a refused spend) changes: the user (its credits field), the balance and the credit stats. */
export const BALANCE_QUERY_KEYS: readonly QueryKey[] = [getCurrentUserEndpoint, getCreditsEndpoint, creditsEndpoints.getCreditStats].map(
  (endpoint) => endpointQueryKey(endpoint),
);

/** The student's saved decks, quizzes, study guides, image analyses and essay grades, which every generation adds to. */
export const SAVED_MATERIAL_QUERY_KEYS: readonly QueryKey[] = [
  libraryEndpoints.listDecks,
  libraryEndpoints.listQuizzes,
  libraryEndpoints.listStudyGuides,
  studyToolEndpoints.listVisualAnalyses,
  studyToolEndpoints.listEssayGrades,
].map(
  (endpoint) => endpointQueryKey(endpoint),
);

/** Marks the queries stale and re-reads the ones on screen. */
export async function refreshQueries(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
