import { creditsEndpoints } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/endpoint-query';

/** GET /api/user/stats: balance plus what was granted, spent and refunded. */
export function creditStatsQueryOptions() {
  return queryOptions(endpointQuery(creditsEndpoints.getCreditStats));
}

export function useCreditStats({ enabled }: { enabled: boolean }) {
  return useQuery({ ...creditStatsQueryOptions(), enabled });
}
