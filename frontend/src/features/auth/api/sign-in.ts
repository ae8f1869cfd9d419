import { API_ENDPOINTS, type CurrentUser, type SignInBody } from '@studyforge/contracts';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiCall, type ApiError } from '@/lib/api-client';

/** POST /api/auth/signin: sets the session cookie and answers with the user. */
export function signIn(body: SignInBody): Promise<CurrentUser> {
  return apiCall(API_ENDPOINTS.signIn, { body });
}

export function useSignIn(options: Omit<UseMutationOptions<CurrentUser, ApiError | Error, SignInBody>, 'mutationFn'> = {}) {
  return useMutation({ mutationFn: signIn, ...options });
}
