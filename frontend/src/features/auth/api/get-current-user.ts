import { API_ENDPOINTS, SIGNED_IN_HINT_COOKIE } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery, endpointQueryKey } from '@/lib/endpoint-query';

export const currentUserQueryKey = endpointQueryKey(API_ENDPOINTS.getCurrentUser);

/** Whether the browser may have a session: without the server's hint cookie it has none, and asking would only answer 401. */
export function mayBeSignedIn(): boolean {
  if (typeof document === 'undefined') return true;
  return document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/**
 * GET /api/auth/user: the signed-in user, or null when signed out (401, or no session at all, which
 * is not asked). Spec §4: 30 s fresh, no retry.
 */
export function currentUserQueryOptions() {
  const read = endpointQuery(API_ENDPOINTS.getCurrentUser);
  return queryOptions({
    queryKey: read.queryKey,
    queryFn: (context: { signal: AbortSignal }) => (mayBeSignedIn() ? read.queryFn(context) : Promise.resolve(null)),
    staleTime: 30_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
