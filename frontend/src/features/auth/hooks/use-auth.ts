import type { CurrentUser } from '@studyforge/contracts';
import { useCurrentUser } from '../api/get-current-user';

export interface AuthState {
  user: CurrentUser | null;
  /** The first GET /api/auth/user has not answered yet. */
  isLoading: boolean;
  isAuthenticated: boolean;
}

/** Signed in when the current-user call returns data, signed out otherwise (spec §4). */
export function useAuth(): AuthState {
  const { data, isLoading } = useCurrentUser();
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}

/** The current user inside signed-in-only screens (the router only renders them with a user). */
export function useSignedInUser(): CurrentUser {
  const { user } = useAuth();
  if (!user) throw new Error('useSignedInUser used on a screen that is not behind the sign-in check');
  return user;
}
