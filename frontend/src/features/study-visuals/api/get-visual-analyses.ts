import { API_ENDPOINTS } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/endpoint-query';

/** GET /api/user/visual-analyses: the student's saved analyses, newest first. */
export function visualAnalysesQueryOptions() {
  return queryOptions(endpointQuery(API_ENDPOINTS.listVisualAnalyses));
}

export function useVisualAnalyses() {
  return useQuery(visualAnalysesQueryOptions());
}
