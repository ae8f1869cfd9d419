import type { PricesReply } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/credits/prices: public; the price table every screen renders from. */
export function pricesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.prices,
    queryFn: async (context) => (await getQueryFn<PricesReply>({ on401: 'throw' })(context)) as PricesReply,
    staleTime: 5 * 60_000,
  });
}

export function usePrices() {
  return useQuery(pricesQueryOptions());
}
