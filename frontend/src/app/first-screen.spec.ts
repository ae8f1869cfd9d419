import { SIGNED_IN_HINT_COOKIE } from '@studyforge/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeContext } from '@/components/theme-context';
import { currentUserQueryKey } from '@/features/auth/api/get-current-user';
import { BARE_PATHS, screenWhileSignInUnknown } from './first-screen';
import { ROUTES, routeObjects } from './router';

describe('screenWhileSignInUnknown', () => {
  it('draws the signed-in shell at once when the browser has the signed-in hint: the dashboard skeleton at / and /dashboard', () => {
    expect(screenWhileSignInUnknown(true, '/')).toBe('dashboard-shell');
    expect(screenWhileSignInUnknown(true, '/dashboard')).toBe('dashboard-shell');
    expect(screenWhileSignInUnknown(true, '/flashcards-ai')).toBe('screen-shell');
    expect(screenWhileSignInUnknown(true, '/profile/ada')).toBe('screen-shell');
  });

  it('keeps the spinner without the hint, and on the public pages that draw their own frame', () => {
    expect(screenWhileSignInUnknown(false, '/')).toBe('spinner');
    expect(screenWhileSignInUnknown(false, '/dashboard')).toBe('spinner');
    expect(screenWhileSignInUnknown(true, '/signin')).toBe('spinner');
    expect(screenWhileSignInUnknown(true, '/terms')).toBe('spinner');
  });

  it("knows every 'bare' route of the route table", () => {
    expect([...BARE_PATHS].sort()).toEqual(ROUTES.filter((route) => route.layout === 'bare').map((route) => route.path).sort());
  });
});

/** The app's routes at a path, with GET /api/auth/user still pending (undefined) or answered. */
function renderAt(path: string, currentUser: 'pending' | null): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (currentUser === null) client.setQueryData(currentUserQueryKey, null);
  else client.getQueryCache().build(client, { queryKey: currentUserQueryKey, queryFn: () => new Promise(() => {}) });
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  const theme = { theme: 'light' as const, resolvedTheme: 'light' as const, setTheme: () => {} };
  return renderToStaticMarkup(
    createElement(QueryClientProvider, { client }, createElement(ThemeContext.Provider, { value: theme }, createElement(RouterProvider, { router }))),
  );
}

describe('the first screen of a browser with the signed-in hint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the signed-in frame around the dashboard skeleton before GET /api/auth/user answers, not the spinner', () => {
    vi.stubGlobal('document', { cookie: `other=1; ${SIGNED_IN_HINT_COOKIE}=1` });
    const html = renderAt('/dashboard', 'pending');
    expect(html).toContain('data-testid="dashboard-skeleton"');
    expect(html).toContain('data-testid="top-nav"');
    expect(html).toContain('data-testid="bottom-nav"');
    expect(html).toContain('data-testid="user-menu-loading"');
    expect(html).toContain('Upload &amp; Generate');
    expect(html).not.toContain('Loading...</p>');
  });

  it('is the spinner on a public page that draws its own frame', () => {
    vi.stubGlobal('document', { cookie: `${SIGNED_IN_HINT_COOKIE}=1` });
    const html = renderAt('/signin', 'pending');
    expect(html).toContain('Loading...</p>');
    expect(html).not.toContain('data-testid="top-nav"');
  });

  it('is never the signed-in frame without the hint (signed out from the first render)', () => {
    vi.stubGlobal('document', { cookie: 'other=1' });
    const html = renderAt('/dashboard', 'pending');
    expect(html).not.toContain('data-testid="top-nav"');
    expect(html).not.toContain('data-testid="dashboard-skeleton"');
  });

  it('gives way to the landing page when the answer is 401 (no user): no frame, no dashboard', () => {
    vi.stubGlobal('document', { cookie: `${SIGNED_IN_HINT_COOKIE}=1` });
    const html = renderAt('/dashboard', null);
    expect(html).not.toContain('data-testid="dashboard-skeleton"');
    expect(html).not.toContain('data-testid="top-nav"');
    expect(html).not.toContain('Loading...</p>');
  });
});
