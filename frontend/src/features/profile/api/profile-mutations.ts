import { API_ENDPOINTS, profileSchema, type FollowRequest, type FollowStats, type ProfileFieldsInput } from '@studyforge/contracts';
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

export type FollowAction = 'follow' | 'unfollow' | 'withdraw';

const FOLLOW_ENDPOINTS = {
  follow: API_ENDPOINTS.followProfile,
  unfollow: API_ENDPOINTS.unfollowProfile,
  withdraw: API_ENDPOINTS.withdrawFollowRequest,
} as const;

/** Follow (or ask to, for a followers-only profile), unfollow, or withdraw a request; the follow stats are replaced by the answer. */
export function useFollowAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: FollowAction) => apiCall(FOLLOW_ENDPOINTS[action], { params: { id } }),
    onSuccess: async (stats: FollowStats) => {
      queryClient.setQueryData(endpointQueryKey(API_ENDPOINTS.getFollowStats, { params: { id } }), stats);
      // Following can open a public profile's parts, and unfollowing close a followers-only one's: read it again.
      await refreshQueries(queryClient, PROFILE_QUERY_KEYS.filter((key) => key[0] !== API_ENDPOINTS.getFollowStats.path));
    },
  });
}

/** Approve or decline a request to follow the signed-in student; the waiting list is replaced by the answer. */
export function useAnswerFollowRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requesterId, answer }: { requesterId: string; answer: 'approve' | 'decline' }) =>
      apiCall(answer === 'approve' ? API_ENDPOINTS.approveFollowRequest : API_ENDPOINTS.declineFollowRequest, { params: { requesterId } }),
    onSuccess: async (waiting: FollowRequest[]) => {
      queryClient.setQueryData(endpointQueryKey(API_ENDPOINTS.getFollowRequests), waiting);
      await refreshQueries(queryClient, [endpointQueryKey(API_ENDPOINTS.getFollowStats)]);
    },
    onError: () => refreshQueries(queryClient, [endpointQueryKey(API_ENDPOINTS.getFollowRequests)]),
  });
}
