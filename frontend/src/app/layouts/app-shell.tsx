import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { RouteSkeleton } from '../route-skeleton';

const SignedInFrame = lazy(async () => ({ default: (await import('./signed-in-frame')).SignedInFrame }));

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
