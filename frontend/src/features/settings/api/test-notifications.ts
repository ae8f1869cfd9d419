import { API_ENDPOINTS } from '@studyforge/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** POST /api/test-notifications/study-reminder: a sample reminder mail. */
export function useSendTestStudyReminder() {
  return useMutation({ mutationFn: () => apiCall(API_ENDPOINTS.sendTestStudyReminder) });
}

/** POST /api/test-notifications/weekly-progress: the weekly mail with this week's numbers. */
export function useSendTestWeeklyProgress() {
  return useMutation({ mutationFn: () => apiCall(API_ENDPOINTS.sendTestWeeklyProgress) });
}

/** POST /api/test-notifications/push: a test push to every registered device. */
export function useSendTestPush() {
  return useMutation({ mutationFn: () => apiCall(API_ENDPOINTS.sendTestPush) });
}
