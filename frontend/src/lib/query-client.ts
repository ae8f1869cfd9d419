import { QueryClient } from '@tanstack/react-query';

/**
 * Query defaults from spec §7/§9: fresh for 30 s, no retries, no refetch on focus. Every query reads
 * its endpoint through `endpointQuery`, which turns a 401 into null.
 */
export const queryDefaults = {
  staleTime: 30_000,
  retry: false,
  refetchOnWindowFocus: false,
  refetchInterval: false,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: queryDefaults,
      mutations: { retry: false },
    },
  });
}
