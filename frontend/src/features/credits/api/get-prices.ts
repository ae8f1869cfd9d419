import { pricesReplySchema, type PricesReply } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';

export const pricesQueryKey = ['/api/credits/prices'] as const;

const readPrices = getQueryFn<unknown>({ on401: 'throw' });

/** GET /api/credits/prices: public; the price table every screen renders from (checked against the contract). */
export function pricesQueryOptions() {
  return queryOptions({
    queryKey: pricesQueryKey,
    queryFn: async (context): Promise<PricesReply> => {
      const parsed = pricesReplySchema.safeParse(await readPrices(context));
      if (!parsed.success) throw new Error('The price list from the server is not in the expected format.');
      return parsed.data;
    },
    staleTime: 5 * 60_000,
  });
}

export function usePrices() {
  return useQuery(pricesQueryOptions());
}
