import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ConsentBanner } from '@/components/consent-banner';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { Toaster } from '@/components/ui/toaster';
import { useAuth } from '@/features/auth/hooks/use-auth';

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
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
