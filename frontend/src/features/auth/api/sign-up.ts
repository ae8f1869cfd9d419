import type { CurrentUser, SignUpBody } from '@studyforge/contracts';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiRequest, type ApiError } from '@/lib/api-client';

/** POST /api/auth/signup with only the four fields the server takes. */
export function signUp(body: SignUpBody): Promise<CurrentUser> {
  const { firstName, lastName, email, password } = body;
  return apiRequest<CurrentUser>('POST', '/api/auth/signup', { firstName, lastName, email, password });
}

export function useSignUp(options: Omit<UseMutationOptions<CurrentUser, ApiError | Error, SignUpBody>, 'mutationFn'> = {}) {
  return useMutation({ mutationFn: signUp, ...options });
}
