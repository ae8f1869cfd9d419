import { API_ENDPOINTS, endpointKey, type AnyHttpEndpoint } from '@studyforge/contracts';

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

/** Fails start-up when an API route is served that no declaration names, or a declared one is not served. */
export function assertRoutesDeclared(served: string[], endpoints: Readonly<Record<string, AnyHttpEndpoint>> = API_ENDPOINTS): void {
  const declared = new Set(Object.values(endpoints).map(endpointKey));
  const servedSet = new Set(served.filter((route) => route.includes(' /api/')));
  const undeclared = [...servedSet].filter((route) => !declared.has(route));
  const unserved = [...declared].filter((route) => !servedSet.has(route));
  if (undeclared.length || unserved.length) {
    throw new Error(`API routes and declarations disagree. Undeclared: ${undeclared.join(', ') || 'none'}. Declared but not served: ${unserved.join(', ') || 'none'}.`);
  }
}
