import type { QuizAttempt } from '@studyforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { refreshQueries } from './refresh-queries';

/** POST /api/quizzes/:id/attempts: the server scores the answers against the stored quiz and keeps the attempt. */
export function recordQuizAttempt({ quizId, answers }: { quizId: string; answers: Array<number | null> }): Promise<QuizAttempt> {
  return apiRequest<QuizAttempt>('POST', `/api/quizzes/${encodeURIComponent(quizId)}/attempts`, { answers });
}

/** Records every submitted quiz (for profile stats); the saved quiz list then shows the new best score. */
export function useRecordQuizAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordQuizAttempt,
    onSuccess: () => void refreshQueries(queryClient, [['/api/user/quizzes']]),
  });
}
