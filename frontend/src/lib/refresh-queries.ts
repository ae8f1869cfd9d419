import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A query's key is its endpoint's path, so code that changes what another feature shows can name
 * that feature's queries without importing it.
 */

/** What spending credits (or a refused spend) changes: the user (its credits field), the balance and the credit stats. */
export const BALANCE_QUERY_KEYS: readonly QueryKey[] = [['/api/auth/user'], ['/api/user/credits'], ['/api/user/stats']];

/** The student's saved decks, quizzes and study guides, which every generation adds to. */
export const SAVED_MATERIAL_QUERY_KEYS: readonly QueryKey[] = [['/api/user/flashcards'], ['/api/user/quizzes'], ['/api/user/study-guides']];

/** Marks the queries stale and re-reads the ones on screen. */
export async function refreshQueries(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
