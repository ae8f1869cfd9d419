import { API_ROUTES } from './api-routes.js';

interface ExpressLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** `METHOD /path` for every route the Express app serves, with `:param` written `{param}`. */
export function servedRoutes(expressApp: unknown): string[] {
  const app = expressApp as { router?: { stack: ExpressLayer[] }; _router?: { stack: ExpressLayer[] } };
  const stack = app.router?.stack ?? app._router?.stack ?? [];
  return stack.flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods)
          .filter((method) => method !== '_all')
          .map((method) => `${method.toUpperCase()} ${layer.route!.path.replace(/:(\w+)/g, '{$1}')}`)
      : [],
  );
}

/** Fails start-up when the API docs and the controllers disagree. */
export function assertRoutesDocumented(served: string[]): void {
  const documented = new Set(API_ROUTES.map((route) => `${route.method.toUpperCase()} ${route.path}`));
  const servedSet = new Set(served.filter((route) => route.includes(' /api/')));
  const undocumented = [...servedSet].filter((route) => !documented.has(route));
  const unserved = [...documented].filter((route) => !servedSet.has(route));
  if (undocumented.length || unserved.length) {
    throw new Error(
      `API routes and docs disagree. Undocumented: ${undocumented.join(', ') || 'none'}. Documented but not served: ${unserved.join(', ') || 'none'}.`,
    );
  }
}
