import { API_ENDPOINTS, type QuizAttempt } from '@studyforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from './api-client';
import { endpointQueryKey } from './endpoint-query';
import { refreshQueries } from './refresh-queries';

/** POST /api/quizzes/{id}/attempts: the server scores the answers against the stored quiz and keeps the attempt. */
export function recordQuizAttempt({ quizId, answers }: { quizId: string; answers: Array<number | null> }): Promise<QuizAttempt> {
  return apiCall(API_ENDPOINTS.recordQuizAttempt, { params: { id: quizId }, body: { answers } });
}

/** Records every submitted quiz (for profile stats); the saved quiz list then shows the new best score. */
export function useRecordQuizAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordQuizAttempt,
    onSuccess: () => void refreshQueries(queryClient, [endpointQueryKey(API_ENDPOINTS.listQuizzes)]),
  });
}
