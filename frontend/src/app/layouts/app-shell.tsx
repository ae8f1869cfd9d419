import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { SignedInFrame } from '../lazy-routes';
import { SignedInShell } from './signed-in-shell';

/** Signed in: top bar, the screen, and the mobile bottom navigation. Signed out: just the screen. */
export function AppShell() {
  const { user } = useAuth();
  if (!user) return <Outlet />;
  return (
    <Suspense fallback={<SignedInShell />}>
      <SignedInFrame user={user} />
    </Suspense>
  );
}
