import type { SavedStudyGuide } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';

export const studyGuidesQueryKey = ['/api/user/study-guides'] as const;

/** GET /api/user/study-guides: the student's study guides, newest first. */
export function studyGuidesQueryOptions() {
  return queryOptions({
    queryKey: studyGuidesQueryKey,
    queryFn: getQueryFn<SavedStudyGuide[]>({ on401: 'returnNull' }),
  });
}

export function useStudyGuides() {
  return useQuery(studyGuidesQueryOptions());
}
