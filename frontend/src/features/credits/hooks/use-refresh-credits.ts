import type { CreditsReply, CurrentUser } from '@studyforge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '@/lib/query-keys';

/**
 * Credits are refreshable (user and credits data invalidated) or set optimistically in both
 * cached values (spec §4).
 */
export function useRefreshCredits() {
  const queryClient = useQueryClient();

  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.credits }),
        queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
        queryClient.invalidateQueries({ queryKey: queryKeys.creditStats }),
      ]).then(() => undefined),
    [queryClient],
  );

  const setOptimistic = useCallback(
    (credits: number) => {
      queryClient.setQueryData<CreditsReply>(queryKeys.credits, { credits });
      queryClient.setQueryData<CurrentUser | null>(queryKeys.currentUser, (user) => (user ? { ...user, credits } : user));
    },
    [queryClient],
  );

  return { refresh, setOptimistic };
}
