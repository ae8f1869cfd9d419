import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ConsentBanner } from '@/components/consent-banner';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { PaymentReturnNotice } from '@/features/billing/components/payment-return-notice';

/** The toast area's code (Radix Toast) arrives after the first paint; toasts raised before then wait in their store. */
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));

/**
 * Around every route: the consent-banner area and the toast area (always present, spec §2), and
 * the 'Loading...' spinner until GET /api/auth/user has answered.
 */
export function RootLayout() {
  const { isLoading } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col">
      <ConsentBanner />
      <div className="flex flex-1 flex-col">{isLoading ? <FullScreenSpinner /> : <Outlet />}</div>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      <ScrollRestoration />
      <PaymentReturnNotice />
    </div>
  );
}
