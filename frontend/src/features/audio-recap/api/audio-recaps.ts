import { API_ENDPOINTS } from '@studyforge/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { endpointQuery, endpointQueryKey } from '@/lib/endpoint-query';

/** GET /api/user/audio-recaps: the student's recaps, newest first. */
export function audioRecapsQueryOptions() {
  return queryOptions(endpointQuery(API_ENDPOINTS.listAudioRecaps));
}

export function useAudioRecaps() {
  return useQuery(audioRecapsQueryOptions());
}

/** DELETE /api/user/audio-recaps/{id}, then the list is read again. */
export function useDeleteAudioRecap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(API_ENDPOINTS.deleteAudioRecap, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: endpointQueryKey(API_ENDPOINTS.listAudioRecaps) }),
  });
}

/** POST /api/jobs/{id}/cancel: stops a recap being made, and its credits come back; 409 CONFLICT once it is being saved (it finishes). */
export function cancelRecapJob(id: string) {
  return apiCall(API_ENDPOINTS.cancelJob, { params: { id } });
}
