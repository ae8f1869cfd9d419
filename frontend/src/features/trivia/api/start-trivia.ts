import { API_ENDPOINTS, type TriviaPrompt } from '@studyforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { BALANCE_QUERY_KEYS, refreshQueries } from '@/lib/refresh-queries';
import type { TriviaStartRequest } from '../trivia-selection';

/** POST /api/generate-structured-trivia or /api/generate-book-trivia: the session's first question. */
export function startTrivia(request: TriviaStartRequest): Promise<TriviaPrompt> {
  return request.path === API_ENDPOINTS.startCourseTrivia.path
    ? apiCall(API_ENDPOINTS.startCourseTrivia, { body: request.body })
    : apiCall(API_ENDPOINTS.startBookTrivia, { body: request.body });
}

/**
 * Starts a session (charged once, 3 credits per question). Afterwards, whatever happened, the balance
 * and the user are re-read so the credit badge shows what the server charged.
 */
export function useStartTrivia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTrivia,
    onSettled: () => refreshQueries(queryClient, BALANCE_QUERY_KEYS),
  });
}
