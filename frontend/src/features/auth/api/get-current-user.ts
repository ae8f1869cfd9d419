import { SIGNED_IN_HINT_COOKIE, type CurrentUser } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The key of GET /api/auth/user (`endpointQueryKey` of its declaration; checked in get-current-user.spec.ts). */
export const currentUserQueryKey = ['/api/auth/user'] as const;

/**
 * Whether the browser may have a session: without the server's hint cookie it has none, and asking
 * would only answer 401. Rendering without a document (the landing page prerendered at build time) is signed out.
 */
export function mayBeSignedIn(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

const loadReader = () => import('./read-current-user');

/** Starts downloading the checked read of the current user, for a browser that may have a session. */
export function preloadCurrentUserRead(): void {
  void loadReader();
}

/**
 * GET /api/auth/user: the signed-in user, or null when signed out (401, or no session at all, which
 * is not asked). Spec §4: 30 s fresh, no retry. Without a session the answer (null) is there from
 * the first render, so the landing page renders (and hydrates) without waiting.
 */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: async (context: { signal: AbortSignal }): Promise<CurrentUser | null> =>
      mayBeSignedIn() ? (await loadReader()).readCurrentUser(context) : null,
    initialData: mayBeSignedIn() ? undefined : null,
    staleTime: 30_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
