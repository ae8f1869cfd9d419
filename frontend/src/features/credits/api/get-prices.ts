import { creditsEndpoints } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicEndpointQuery } from '@/lib/endpoint-query';

/** GET /api/credits/prices: public; the price table every screen renders from. */
export function pricesQueryOptions() {
  return queryOptions({
    ...publicEndpointQuery(creditsEndpoints.getPrices),
    staleTime: 5 * 60_000,
  });
}

export function usePrices() {
  return useQuery(pricesQueryOptions());
}
