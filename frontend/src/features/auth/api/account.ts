import {
  API_ENDPOINTS,
  type AccountNotice,
  type ForgotPasswordBody,
  type ResetPasswordBody,
  type VerifyEmailBody,
} from '@studyforge/contracts';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { apiCall, type ApiError } from '@/lib/api-client';
import { currentUserQueryKey } from './get-current-user';

export { useResendVerification } from './resend-verification';

type NoticeOptions<Body> = Omit<UseMutationOptions<AccountNotice, ApiError | Error, Body>, 'mutationFn'>;

/** POST /api/auth/verify-email: marks the address verified; signs nothing in. */
export function useVerifyEmail(options: NoticeOptions<VerifyEmailBody> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyEmailBody) => apiCall(API_ENDPOINTS.verifyEmail, { body }),
    ...options,
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}

/** POST /api/auth/forgot-password: the same answer whether or not the address has an account. */
export function useForgotPassword(options: NoticeOptions<ForgotPasswordBody> = {}) {
  return useMutation({ mutationFn: (body: ForgotPasswordBody) => apiCall(API_ENDPOINTS.forgotPassword, { body }), ...options });
}

/** POST /api/auth/reset-password: sets the new password and ends every session of the account (this browser's too). */
export function useResetPassword(options: NoticeOptions<ResetPasswordBody> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => apiCall(API_ENDPOINTS.resetPassword, { body }),
    ...options,
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
