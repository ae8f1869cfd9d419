import type { SavedStudyGuide } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/user/study-guides: the student's study guides, newest first. */
export function studyGuidesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.userStudyGuides,
    queryFn: getQueryFn<SavedStudyGuide[]>({ on401: 'returnNull' }),
  });
}

export function useStudyGuides() {
  return useQuery(studyGuidesQueryOptions());
}
