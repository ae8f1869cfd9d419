import { API_ENDPOINTS, type TriviaAnswer, type TriviaPrompt } from '@studyforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { triviaStatsKey } from './get-trivia-stats';

/** POST /api/submit-trivia with the option's text; the server checks it once per question. */
export function submitTriviaAnswer(input: { sessionId: string; selectedAnswer: string }): Promise<TriviaAnswer> {
  return apiCall(API_ENDPOINTS.submitTriviaAnswer, { body: input });
}

/** POST /api/trivia/next: the next question of the same (already paid) session. */
export function nextTriviaQuestion(input: { sessionId: string }): Promise<TriviaPrompt> {
  return apiCall(API_ENDPOINTS.nextTriviaQuestion, { body: input });
}

/** Submits an answer; the streaks and totals are re-read afterwards. */
export function useSubmitTriviaAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTriviaAnswer,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: triviaStatsKey }),
  });
}

export function useNextTriviaQuestion() {
  return useMutation({ mutationFn: nextTriviaQuestion });
}
