import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** Query defaults from spec §7/§9: fresh for 30 s, no retries, no refetch on focus, 401 → null. */
export const queryDefaults = {
  staleTime: 30_000,
  retry: false,
  refetchOnWindowFocus: false,
  refetchInterval: false,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...queryDefaults, queryFn: getQueryFn({ on401: 'returnNull' }) },
      mutations: { retry: false },
    },
  });
}
