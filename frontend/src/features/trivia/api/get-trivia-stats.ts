import { API_ENDPOINTS } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery, endpointQueryKey } from '@/lib/endpoint-query';

export const triviaStatsKey = endpointQueryKey(API_ENDPOINTS.getTriviaStats);

/** GET /api/trivia/stats: the answer streak, the best one, the day streak and the totals (kept by the server). */
export function triviaStatsQueryOptions() {
  return queryOptions(endpointQuery(API_ENDPOINTS.getTriviaStats));
}

export function useTriviaStats() {
  return useQuery(triviaStatsQueryOptions());
}
