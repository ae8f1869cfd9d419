import { RootFrame } from '@/app/layouts/root-layout';
import { SignedInShell } from '@/app/layouts/signed-in-shell';
import { prerenderRoute } from './prerender-route';

/** The address the shell is drawn for: the dashboard (its skeleton, with Upload & Generate's heading). */
export const APP_SHELL_PATH = '/dashboard';

/**
 * The markup of the dashboard for a browser with the signed-in hint before anything is known: the
 * signed-in shell (top bar, bottom navigation, the dashboard's skeleton) in the root layout's frame,
 * as the app draws it while GET /api/auth/user is pending, rendered at build time into app-shell.html.
 * The app draws the same shell over it when it starts (main.tsx), so nothing moves.
 */
export function renderAppShell(): Promise<string> {
  const routes = [
    {
      path: '*',
      element: (
        <RootFrame>
          <SignedInShell />
        </RootFrame>
      ),
    },
  ];
  return prerenderRoute(routes, APP_SHELL_PATH, 'the signed-in shell');
}
