import { API_ENDPOINTS, type ChangePasswordBody } from '@studyforge/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** POST /api/auth/change-password: the current password is required; every other session ends. */
export function useChangePassword() {
  return useMutation({ mutationFn: (body: ChangePasswordBody) => apiCall(API_ENDPOINTS.changePassword, { body }) });
}

/** POST /api/auth/sessions/revoke-others: sign out everywhere but here. */
export function useSignOutOtherDevices() {
  return useMutation({ mutationFn: () => apiCall(API_ENDPOINTS.revokeOtherSessions) });
}
