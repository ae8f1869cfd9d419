import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router-dom';
import { ConsentBanner } from '@/components/consent-banner';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { mayBeSignedIn } from '@/features/auth/api/get-current-user';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { screenWhileSignInUnknown } from '../first-screen';
import { SignedInShell } from './signed-in-shell';

/** The toast area's code (Radix Toast) arrives after the first paint; toasts raised before then wait in their store. */
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));
/** Only on the address Stripe sends a student back to, so other pages do not load the billing code. */
const PaymentReturnNotice = lazy(async () => ({ default: (await import('@/features/billing/components/payment-return-notice')).PaymentReturnNotice }));

/**
 * Around every route: the consent-banner area and the toast area (always present, spec §2), and
 * until GET /api/auth/user has answered, the signed-in frame's shell when the browser has the
 * signed-in hint (see first-screen.ts), the 'Loading...' spinner otherwise.
 */
export function RootLayout() {
  const { isLoading } = useAuth();
  const location = useLocation();
  // The answer of GET /api/auth/user comes through the query cache's external store, which React
  // renders at once and whole: deferred, the screen it opens (the signed-in frame and the dashboard)
  // renders in slices after a render that keeps the shell, so the main thread is never held long.
  const whileUnknown = useDeferredValue(isLoading ? screenWhileSignInUnknown(mayBeSignedIn(), location.pathname) : null);
  return <RootFrame>{whileUnknown === null ? <Outlet /> : whileUnknown === 'spinner' ? <FullScreenSpinner /> : <SignedInShell />}</RootFrame>;
}

/**
 * Where a screen's scroll position is kept. Every page the browser loads whole (after sign-in, a link
 * from an email) starts with the same location key, 'default': keyed by it, the dashboard opened after
 * signing in came back scrolled to where the sign-in page was. Such a page is keyed by its address.
 */
function scrollKeyOf(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/** What RootLayout draws around the screen; also the frame of app-shell.html, rendered at build time (src/prerender). */
export function RootFrame({ children }: { children: ReactNode }) {
  const location = useLocation();
  const backFromPayment = new URLSearchParams(location.search).has('payment_intent');
  return (
    <div className="flex min-h-dvh flex-col">
      <ConsentBanner />
      <div className="flex flex-1 flex-col">{children}</div>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      <ScrollRestoration getKey={scrollKeyOf} />
      {backFromPayment ? (
        <Suspense fallback={null}>
          <PaymentReturnNotice />
        </Suspense>
      ) : null}
    </div>
  );
}
