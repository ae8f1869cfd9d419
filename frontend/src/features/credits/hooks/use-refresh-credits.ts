import { API_ENDPOINTS, type CreditsReply, type CurrentUser } from '@studyforge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endpointQueryKey } from '@/lib/endpoint-query';
import { BALANCE_QUERY_KEYS, refreshQueries } from '@/lib/refresh-queries';
import { creditsQueryKey } from '../api/get-credits';

/**
 * Credits are refreshable (user and credits data invalidated) or set optimistically in both
 * cached values (spec §4).
 */
export function useRefreshCredits() {
  const queryClient = useQueryClient();

  const refresh = useCallback(() => refreshQueries(queryClient, BALANCE_QUERY_KEYS), [queryClient]);

  const setOptimistic = useCallback(
    (credits: number) => {
      queryClient.setQueryData<CreditsReply>(creditsQueryKey, { credits });
      queryClient.setQueryData<CurrentUser | null>(endpointQueryKey(API_ENDPOINTS.getCurrentUser), (user) => (user ? { ...user, credits } : user));
    },
    [queryClient],
  );

  return { refresh, setOptimistic };
}
