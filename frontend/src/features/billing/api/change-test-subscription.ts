import { API_ENDPOINTS } from '@studyforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { PLAN_QUERY_KEYS } from '@/lib/billing';
import { refreshQueries } from '@/lib/refresh-queries';

/** Test mode's portal: cancel at the end of the paid month, or resume. */
export function useChangeTestSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'cancel' | 'resume') => apiCall(API_ENDPOINTS.changeTestSubscription, { body: { action } }),
    onSuccess: () => refreshQueries(queryClient, PLAN_QUERY_KEYS),
  });
}
