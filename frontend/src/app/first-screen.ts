import { matchPath } from 'react-router-dom';
import { isDashboardPath } from './dashboard-paths';

export { isDashboardPath } from './dashboard-paths';

/** The public pages that draw their own frame (the 'bare' routes of router.tsx; checked in first-screen.spec.ts). */
export const BARE_PATHS: readonly string[] = ['/signin', '/signup', '/verify-email', '/forgot-password', '/reset-password', '/terms', '/privacy', '/help', '/checkout'];

/** What to draw while GET /api/auth/user has not answered. */
export type ScreenWhileSignInUnknown = 'spinner' | 'dashboard-shell' | 'screen-shell';

/**
 * With the signed-in hint the browser very likely has a session: the signed-in frame is drawn at once,
 * around the dashboard's skeleton at / and /dashboard and a page skeleton elsewhere, instead of a
 * spinner (a 401 then draws the landing page, as without the hint). The bare public pages, and every
 * page without the hint, keep the spinner (they do not have that frame).
 */
export function screenWhileSignInUnknown(mayBeSignedIn: boolean, pathname: string): ScreenWhileSignInUnknown {
  if (!mayBeSignedIn || BARE_PATHS.some((path) => matchPath(path, pathname))) return 'spinner';
  return isDashboardPath(pathname) ? 'dashboard-shell' : 'screen-shell';
}
