import { API_ENDPOINTS } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery, endpointQueryKey } from '@/lib/endpoint-query';

export const currentUserQueryKey = endpointQueryKey(API_ENDPOINTS.getCurrentUser);

/** GET /api/auth/user: the signed-in user, or null when signed out (401). Spec §4: 30 s fresh, no retry. */
export function currentUserQueryOptions() {
  return queryOptions({
    ...endpointQuery(API_ENDPOINTS.getCurrentUser),
    staleTime: 30_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
