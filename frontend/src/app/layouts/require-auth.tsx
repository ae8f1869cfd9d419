import type { ReactNode } from 'react';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { LandingPage } from '../lazy-routes';

/** Signed-in-only screens show the public landing page to visitors who are not signed in (spec §2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return user ? children : <LandingPage />;
}
