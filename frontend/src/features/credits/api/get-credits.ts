import { getCreditsEndpoint } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery, endpointQueryKey } from '@/lib/endpoint-query';

export const creditsQueryKey = endpointQueryKey(getCreditsEndpoint);

/** GET /api/user/credits: fresh for 10 s and refetched on focus (spec §7, §9). */
export function creditsQueryOptions() {
  return queryOptions({
    ...endpointQuery(getCreditsEndpoint),
    staleTime: 10_000,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

interface UseCreditsOptions {
  /** Only fetch when a user exists (spec §6). */
  enabled: boolean;
  /** A balance to show until the call answers (the credits field of the current user). */
  placeholderCredits?: number | null;
}

export function useCredits({ enabled, placeholderCredits }: UseCreditsOptions) {
  return useQuery({
    ...creditsQueryOptions(),
    enabled,
    placeholderData:
      typeof placeholderCredits === 'number' ? { credits: placeholderCredits } : undefined,
  });
}
