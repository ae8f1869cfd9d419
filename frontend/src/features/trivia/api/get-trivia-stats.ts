import type { TriviaStats } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';

export const triviaStatsKey = ['/api/trivia/stats'] as const;

/** GET /api/trivia/stats: the answer streak, the best one, the day streak and the totals (kept by the server). */
export function triviaStatsQueryOptions() {
  return queryOptions({
    queryKey: triviaStatsKey,
    queryFn: getQueryFn<TriviaStats>({ on401: 'returnNull' }),
  });
}

export function useTriviaStats() {
  return useQuery(triviaStatsQueryOptions());
}
