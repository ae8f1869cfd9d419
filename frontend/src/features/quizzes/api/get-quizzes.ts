import { API_ENDPOINTS } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/endpoint-query';

/** GET /api/user/quizzes: the student's quizzes, practice tests and trivia sets, newest first. */
export function quizzesQueryOptions() {
  return queryOptions(endpointQuery(API_ENDPOINTS.listQuizzes));
}

export function useQuizzes() {
  return useQuery(quizzesQueryOptions());
}
