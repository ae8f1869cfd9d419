import type { CreditStatsReply } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';

export const creditStatsQueryKey = ['/api/user/stats'] as const;

/** GET /api/user/stats: balance plus what was granted, spent and refunded. */
export function creditStatsQueryOptions() {
  return queryOptions({
    queryKey: creditStatsQueryKey,
    queryFn: getQueryFn<CreditStatsReply>({ on401: 'returnNull' }),
  });
}

export function useCreditStats({ enabled }: { enabled: boolean }) {
  return useQuery({ ...creditStatsQueryOptions(), enabled });
}
