import { useAuth } from '@/features/auth/hooks/use-auth';
import { LandingPage } from '@/features/landing/components/landing-page';
import { DashboardRoute } from './dashboard';

/** `/`: the dashboard when signed in, the landing page otherwise (spec §2). */
export function HomeRoute() {
  const { user } = useAuth();
  return user ? <DashboardRoute /> : <LandingPage />;
}
