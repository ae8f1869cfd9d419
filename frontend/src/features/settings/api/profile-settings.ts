import { API_ENDPOINTS, type ProfilePatch } from '@studyforge/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';

/** GET /api/profile: the student's own profile (the Profile section's fields). */
export function ownProfileQueryOptions() {
  return queryOptions({ ...endpointQuery(API_ENDPOINTS.getProfile), staleTime: 30_000 });
}

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions());
}

/** PATCH /api/profile: the fields of the Profile section; the profile and the current user are reloaded after it (spec §7). */
export function useUpdateProfileSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch & { email?: string }) => apiCall(API_ENDPOINTS.updateProfile, { body: patch }),
    onSuccess: (profile) => {
      queryClient.setQueryData(ownProfileQueryOptions().queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: [API_ENDPOINTS.getProfile.path] });
      void queryClient.invalidateQueries({ queryKey: [API_ENDPOINTS.getCurrentUser.path] });
    },
  });
}
