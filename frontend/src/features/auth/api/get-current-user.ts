import type { CurrentUser } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';

export const currentUserQueryKey = ['/api/auth/user'] as const;

/** GET /api/auth/user: the signed-in user, or null when signed out (401). Spec §4: 30 s fresh, no retry. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }),
    staleTime: 30_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
