import type { CurrentUser, SignInBody } from '@studyforge/contracts';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiRequest, type ApiError } from '@/lib/api-client';

/** POST /api/auth/signin: sets the session cookie and answers with the user. */
export function signIn(body: SignInBody): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/auth/signin', body);
}

export function useSignIn(options: Omit<UseMutationOptions<CurrentUser, ApiError | Error, SignInBody>, 'mutationFn'> = {}) {
  return useMutation({ mutationFn: signIn, ...options });
}
