import type { CurrentUser } from '@studyforge/contracts';
import { Outlet } from 'react-router-dom';
import { UnverifiedEmailBanner } from '@/features/auth/components/unverified-email-banner';
import { CreditBadge } from '@/features/credits/components/credit-badge';
import { BottomNav } from '@/features/navigation/components/bottom-nav';
import { TopNav } from '@/features/navigation/components/top-nav';

/** The signed-in frame: top bar, the screen, and the mobile bottom navigation (its own chunk: visitors never load it). */
export function SignedInFrame({ user }: { user: CurrentUser }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-sm font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <TopNav user={user} creditBadge={<CreditBadge user={user} />} />
      <UnverifiedEmailBanner user={user} />
      <main id="main" tabIndex={-1} className="container-page flex flex-1 flex-col pt-6 pb-bottom-nav outline-none sm:pt-8">
        <Outlet />
      </main>
      <BottomNav />
    </>
  );
}
