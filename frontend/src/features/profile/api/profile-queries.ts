import { API_ENDPOINTS } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery, endpointQueryKey } from '@/lib/endpoint-query';

/** Every profile read starts with one of these paths, so a change refreshes them all at once. */
export const PROFILE_QUERY_KEYS = [
  API_ENDPOINTS.getProfile,
  API_ENDPOINTS.getProfileByUsername,
  API_ENDPOINTS.getProfileStats,
  API_ENDPOINTS.getFollowStats,
  API_ENDPOINTS.getProfileFlashcards,
  API_ENDPOINTS.getProfileQuizzes,
  API_ENDPOINTS.getProfileProgress,
  API_ENDPOINTS.getFollowRequests,
].map((endpoint) => endpointQueryKey(endpoint));

/** GET /api/profile, or GET /api/profile/{username} when a username is given. */
export function profileQueryOptions(username?: string) {
  return queryOptions(
    username ? endpointQuery(API_ENDPOINTS.getProfileByUsername, { params: { username } }) : endpointQuery(API_ENDPOINTS.getProfile),
  );
}

export function useProfile(username?: string) {
  return useQuery(profileQueryOptions(username));
}

export function useProfileStats(id: string, enabled: boolean) {
  return useQuery({ ...endpointQuery(API_ENDPOINTS.getProfileStats, { params: { id } }), enabled });
}

export function useFollowStats(id: string) {
  return useQuery(endpointQuery(API_ENDPOINTS.getFollowStats, { params: { id } }));
}

export function useProfileFlashcards(id: string) {
  return useQuery(endpointQuery(API_ENDPOINTS.getProfileFlashcards, { params: { id } }));
}

export function useProfileQuizzes(id: string) {
  return useQuery(endpointQuery(API_ENDPOINTS.getProfileQuizzes, { params: { id } }));
}

export function useProfileProgress(id: string) {
  return useQuery(endpointQuery(API_ENDPOINTS.getProfileProgress, { params: { id } }));
}

/** Requests to follow the signed-in student's profile, waiting for their answer. */
export function useFollowRequests(enabled: boolean) {
  return useQuery({ ...endpointQuery(API_ENDPOINTS.getFollowRequests), enabled });
}
