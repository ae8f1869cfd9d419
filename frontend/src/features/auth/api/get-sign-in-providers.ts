import { API_ENDPOINTS } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicEndpointQuery } from '@/lib/endpoint-query';

/** GET /api/auth/providers: which provider buttons lead to a real sign-in here, and their texts. */
export function signInProvidersQueryOptions() {
  return queryOptions({
    ...publicEndpointQuery(API_ENDPOINTS.getSignInProviders),
    staleTime: 5 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useSignInProviders() {
  return useQuery(signInProvidersQueryOptions());
}
