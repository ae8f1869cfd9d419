import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { ConsentBanner } from '@/components/consent-banner';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** The toast area's code (Radix Toast) arrives after the first paint; toasts raised before then wait in their store. */
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));
/** Only on the address Stripe sends a student back to, so other pages do not load the billing code. */
const PaymentReturnNotice = lazy(async () => ({ default: (await import('@/features/billing/components/payment-return-notice')).PaymentReturnNotice }));

/**
 * Around every route: the consent-banner area and the toast area (always present, spec §2), and
 * the 'Loading...' spinner until GET /api/auth/user has answered.
 */
export function RootLayout() {
  const { isLoading } = useAuth();
  const backFromPayment = new URLSearchParams(useLocation().search).has('payment_intent');
  return (
    <div className="flex min-h-dvh flex-col">
      <ConsentBanner />
      <div className="flex flex-1 flex-col">{isLoading ? <FullScreenSpinner /> : <Outlet />}</div>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      <ScrollRestoration />
      {backFromPayment ? (
        <Suspense fallback={null}>
          <PaymentReturnNotice />
        </Suspense>
      ) : null}
    </div>
  );
}
