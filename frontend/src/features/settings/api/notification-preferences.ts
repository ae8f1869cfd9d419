import { API_ENDPOINTS, type NotificationPreferenceKey, type NotificationPreferences } from '@studyforge/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';

/** GET /api/notification-preferences: the five toggles (a 401 reads as null). */
export function notificationPreferencesQueryOptions() {
  return queryOptions({ ...endpointQuery(API_ENDPOINTS.getNotificationPreferences), staleTime: 30_000 });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

export interface PreferenceChange {
  key: NotificationPreferenceKey;
  value: boolean;
}

/**
 * PATCH /api/notification-preferences with the one changed key (spec §7). The toggle moves at once; a
 * failure puts it back and the caller shows the spec's error toast.
 */
export function useUpdateNotificationPreference() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationPreferencesQueryOptions();
  return useMutation({
    mutationFn: ({ key, value }: PreferenceChange) => apiCall(API_ENDPOINTS.updateNotificationPreference, { body: { [key]: value } }),
    onMutate: async ({ key, value }: PreferenceChange) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<NotificationPreferences | null>(queryKey);
      if (before) queryClient.setQueryData<NotificationPreferences>(queryKey, { ...before, [key]: value });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSuccess: (preferences) => queryClient.setQueryData(queryKey, preferences),
  });
}
