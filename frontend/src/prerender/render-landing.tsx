import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { routeObjects } from '@/app/router';

/**
 * The markup of `/` for a visitor without a session (the landing page), rendered at build time with
 * the app's own providers and routes, so the browser hydrates it as it is (main.tsx). The router's
 * hydration data is left out: it would be an inline script, which the Content-Security-Policy forbids,
 * and the routes have no loaders.
 */
export async function renderLanding(): Promise<string> {
  const handler = createStaticHandler(routeObjects);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`Prerendering / answered ${context.status} instead of the landing page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // Every Suspense boundary's content in place: outlined ones would be revealed by inline scripts.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
