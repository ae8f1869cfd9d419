import { useAuth } from '@/features/auth/hooks/use-auth';
import { DashboardRoute, LandingPage } from '../lazy-routes';

/** `/`: the dashboard when signed in, the landing page otherwise (spec §2). */
export function HomeRoute() {
  const { user } = useAuth();
  return user ? <DashboardRoute /> : <LandingPage />;
}
