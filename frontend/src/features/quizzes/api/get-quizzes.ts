import type { SavedQuiz } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';

export const quizzesQueryKey = ['/api/user/quizzes'] as const;

/** GET /api/user/quizzes: the student's quizzes, practice tests and trivia sets, newest first. */
export function quizzesQueryOptions() {
  return queryOptions({
    queryKey: quizzesQueryKey,
    queryFn: getQueryFn<SavedQuiz[]>({ on401: 'returnNull' }),
  });
}

export function useQuizzes() {
  return useQuery(quizzesQueryOptions());
}
