import { API_ENDPOINTS } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/endpoint-query';

/** GET /api/user/essay-grades: the student's graded essays, newest first. */
export function essayGradesQueryOptions() {
  return queryOptions(endpointQuery(API_ENDPOINTS.listEssayGrades));
}

export function useEssayGrades() {
  return useQuery(essayGradesQueryOptions());
}
