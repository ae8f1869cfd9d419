import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';

/**
 * The markup of one address of `routes`, rendered at build time with the app's own providers. The
 * router's hydration data is left out: it would be an inline script, which the Content-Security-Policy
 * forbids, and the prerendered routes have no loaders.
 */
export async function prerenderRoute(routes: RouteObject[], path: string, what: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered ${context.status} instead of ${what}`);
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
