import { API_ENDPOINTS } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicEndpointQuery } from '@/lib/endpoint-query';

/** GET /api/site: the support address the legal pages give. */
export function siteInfoQueryOptions() {
  return queryOptions({
    ...publicEndpointQuery(API_ENDPOINTS.getSiteInfo),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions());
}
