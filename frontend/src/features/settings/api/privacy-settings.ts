import { API_ENDPOINTS, type PrivacyPatch, type PrivacySettings } from '@studyforge/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';

/** GET /api/profile/privacy: who may see the profile and what of it (enforced by the server). */
export function privacySettingsQueryOptions() {
  return queryOptions({ ...endpointQuery(API_ENDPOINTS.getPrivacySettings), staleTime: 30_000 });
}

export function usePrivacySettings() {
  return useQuery(privacySettingsQueryOptions());
}

/** PATCH /api/profile/privacy with the one setting that changed; the control moves at once and moves back on failure. */
export function useUpdatePrivacySettings() {
  const queryClient = useQueryClient();
  const { queryKey } = privacySettingsQueryOptions();
  return useMutation({
    mutationFn: (patch: PrivacyPatch) => apiCall(API_ENDPOINTS.updatePrivacySettings, { body: patch }),
    onMutate: async (patch: PrivacyPatch) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<PrivacySettings | null>(queryKey);
      if (before) queryClient.setQueryData<PrivacySettings>(queryKey, { ...before, ...patch });
      return { before };
    },
    onError: (_error, _patch, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKey, settings);
      // The profile's own reply carries the settings too.
      void queryClient.invalidateQueries({ queryKey: [API_ENDPOINTS.getProfile.path] });
    },
  });
}
