import { useLocation } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { BottomNav } from '@/features/navigation/components/bottom-nav';
import { TopNav } from '@/features/navigation/components/top-nav';
import { DashboardSkeleton } from '../dashboard-skeleton';
import { isDashboardPath } from '../first-screen';
import { RouteSkeleton } from '../route-skeleton';

/**
 * The signed-in frame before the user (GET /api/auth/user) and the frame's own code are there: the top
 * bar with skeletons for the credits and the account button, the bottom navigation, and the page's
 * skeleton, laid out as the frame will be, so nothing moves when it arrives.
 */
export function SignedInShell() {
  const { pathname } = useLocation();
  return (
    <>
      <TopNav user={null} creditBadge={<Skeleton data-testid="credit-badge-loading" className="h-8 w-16 rounded-full" />} />
      <main id="main" tabIndex={-1} className="container-page flex flex-1 flex-col pt-6 pb-bottom-nav outline-none sm:pt-8">
        {isDashboardPath(pathname) ? <DashboardSkeleton /> : <RouteSkeleton />}
      </main>
      <BottomNav />
    </>
  );
}
