import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { RootFrame } from '@/app/layouts/root-layout';
import { SignedInShell } from '@/app/layouts/signed-in-shell';
import { AppProviders } from '@/app/providers';

/** The address the shell is drawn for: the dashboard (its skeleton, with Upload & Generate's heading). */
export const APP_SHELL_PATH = '/dashboard';

/**
 * The markup of the dashboard for a browser with the signed-in hint before anything is known: the
 * signed-in shell (top bar, bottom navigation, the dashboard's skeleton) in the root layout's frame,
 * as the app draws it while GET /api/auth/user is pending, rendered at build time into app-shell.html.
 * The app draws the same shell over it when it starts (main.tsx), so nothing moves.
 */
export async function renderAppShell(): Promise<string> {
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
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${APP_SHELL_PATH}`));
  if (context instanceof Response) throw new Error(`Prerendering ${APP_SHELL_PATH} answered ${context.status} instead of the signed-in shell`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
