import { API_ENDPOINTS, type SignUpBody, type User } from '@studyforge/contracts';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiCall, type ApiError } from '@/lib/api-client';

/** POST /api/auth/signup with only the four fields the server takes. */
export function signUp(body: SignUpBody): Promise<User> {
  const { firstName, lastName, email, password } = body;
  return apiCall(API_ENDPOINTS.signUp, { body: { firstName, lastName, email, password } });
}

export function useSignUp(options: Omit<UseMutationOptions<User, ApiError | Error, SignUpBody>, 'mutationFn'> = {}) {
  return useMutation({ mutationFn: signUp, ...options });
}
