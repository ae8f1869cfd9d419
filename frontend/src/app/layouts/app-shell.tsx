import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { SignedInFrame } from '../lazy-routes';
import { RouteSkeleton } from '../route-skeleton';

/** Signed in: top bar, the screen, and the mobile bottom navigation. Signed out: just the screen. */
export function AppShell() {
  const { user } = useAuth();
  if (!user) return <Outlet />;
  return (
    <Suspense fallback={<RouteSkeleton />}>
      <SignedInFrame user={user} />
    </Suspense>
  );
}
