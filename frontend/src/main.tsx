import './index.css';
import { isDashboardPath } from './app/dashboard-paths';
import { loadInTasks } from './app/load-in-tasks';
import { mayBeSignedIn, prefetchCurrentUser } from './features/auth/api/current-user-prefetch';

// The page's first script is only this. Every page paints before any script has run: landing.html the
// landing page, app-shell.html the signed-in shell around the dashboard's skeleton (the app draws the
// same shell over it), index.html its 'Loading...' status (its <head> preloads the app's chunks, see
// vite.config.ts). The app is started once the browser has painted (its first contentful paint), so
// evaluating the scripts never holds that paint back. A hidden tab paints nothing: there the app starts
// at once, and a browser that reports no paint starts it after three seconds.
// React's DOM renderer is evaluated in a task of its own before the app's modules, so that neither
// is one long task with the other.
const startApp = () => void loadInTasks([() => import('react-dom/client')], () => import('./app/start-app')).then((app) => app.startApp());

const FIRST_PAINT_WAIT_MS = 3000;

function afterFirstContentfulPaint(start: () => void): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return startOnce();
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    startOnce();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(startOnce, FIRST_PAINT_WAIT_MS);
}

// With the signed-in hint the current user is asked at once, and at the dashboard's address the signed-in
// frame's code starts with the app's instead of after it has run, the dashboard's once the frame's is in.
prefetchCurrentUser();
afterFirstContentfulPaint(() => {
  if (mayBeSignedIn() && isDashboardPath(window.location.pathname)) {
    // The contracts the dashboard's calls use (zod, their schemas, their endpoints' tables) are evaluated
    // in a task of their own before the dashboard's modules. Only a head start: a failure is the app's to report when it imports them itself.
    loadInTasks([() => import('./app/layouts/signed-in-frame'), () => import('./lib/refresh-queries')], () => import('./app/routes/dashboard')).catch(() => undefined);
  }
  startApp();
});
