import { routeObjects } from '@/app/router';
import { prerenderRoute } from './prerender-route';

/**
 * The markup of `/` for a visitor without a session (the landing page), rendered at build time with
 * the app's own routes, so the browser hydrates it as it is (main.tsx).
 */
export function renderLanding(): Promise<string> {
  return prerenderRoute(routeObjects, '/', 'the landing page');
}
