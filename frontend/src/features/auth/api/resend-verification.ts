import { resendVerificationEndpoint, type AccountNotice } from '@studyforge/contracts';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiCall, type ApiError } from '@/lib/api-client';

/**
 * POST /api/auth/resend-verification (signed in; rate limited). Its own module with its own endpoint
 * declaration: the signed-in frame's verification banner uses it, and so builds no other endpoint's schemas.
 */
export function useResendVerification(options: Omit<UseMutationOptions<AccountNotice, ApiError | Error, void>, 'mutationFn'> = {}) {
  return useMutation({ mutationFn: () => apiCall(resendVerificationEndpoint), ...options });
}
