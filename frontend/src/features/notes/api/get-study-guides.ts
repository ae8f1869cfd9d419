import { API_ENDPOINTS } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery, endpointQueryKey } from '@/lib/endpoint-query';

export const studyGuidesQueryKey = endpointQueryKey(API_ENDPOINTS.listStudyGuides);

/** GET /api/user/study-guides: the student's study guides, newest first. */
export function studyGuidesQueryOptions() {
  return queryOptions(endpointQuery(API_ENDPOINTS.listStudyGuides));
}

export function useStudyGuides() {
  return useQuery(studyGuidesQueryOptions());
}
