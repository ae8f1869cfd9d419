import { API_ENDPOINTS, profileSchema, type FollowStats, type ProfileFieldsInput } from '@studyforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, parseReply, throwIfResNotOk } from '@/lib/api-client';
import { endpointQueryKey } from '@/lib/endpoint-query';
import { refreshQueries } from '@/lib/refresh-queries';
import { PROFILE_QUERY_KEYS } from './profile-queries';

/** What a saved profile changes: every profile read and the current user (names, username, avatar). */
const CHANGED_BY_PROFILE = [...PROFILE_QUERY_KEYS, endpointQueryKey(API_ENDPOINTS.getCurrentUser)];

/** PUT /api/profile: the seven fields of the Edit Profile dialog. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileFieldsInput) => apiCall(API_ENDPOINTS.replaceProfile, { body }),
    onSuccess: () => refreshQueries(queryClient, CHANGED_BY_PROFILE),
  });
}

/** POST /api/profile/avatar (multipart, one file in `avatar`). */
export async function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('avatar', file, file.name);
  const res = await fetch(API_ENDPOINTS.uploadAvatar.path, { method: 'POST', body: form, credentials: 'include', headers: { Accept: 'application/json' } });
  await throwIfResNotOk(res);
  return parseReply(API_ENDPOINTS.uploadAvatar, profileSchema, await res.json());
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: () => refreshQueries(queryClient, CHANGED_BY_PROFILE) });
}

/** POST /api/profile/{id}/follow or /unfollow; the follow stats are replaced by the answer. */
export function useFollowToggle(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => apiCall(follow ? API_ENDPOINTS.followProfile : API_ENDPOINTS.unfollowProfile, { params: { id } }),
    onSuccess: async (stats: FollowStats) => {
      queryClient.setQueryData(endpointQueryKey(API_ENDPOINTS.getFollowStats, { params: { id } }), stats);
      // Following can open a followers-only profile: read it again.
      await refreshQueries(queryClient, PROFILE_QUERY_KEYS.filter((key) => key[0] !== API_ENDPOINTS.getFollowStats.path));
    },
  });
}
