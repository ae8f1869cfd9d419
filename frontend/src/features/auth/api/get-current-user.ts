import type { CurrentUser } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mayBeSignedIn } from './current-user-prefetch';

export { mayBeSignedIn } from './current-user-prefetch';

/** The key of GET /api/auth/user (`endpointQueryKey` of its declaration; checked in get-current-user.spec.ts). */
export const currentUserQueryKey = ['/api/auth/user'] as const;

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
