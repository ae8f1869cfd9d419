import { SIGNED_IN_HINT_COOKIE } from '@studyforge/contracts';

/** GET /api/auth/user (`API_ENDPOINTS.getCurrentUser.path`; checked in current-user-prefetch.spec.ts). */
export const CURRENT_USER_PATH = '/api/auth/user';

/**
 * Whether the browser may have a session: without the server's hint cookie it has none, and asking
 * would only answer 401. Rendering without a document (the landing page prerendered at build time) is signed out.
 */
export function mayBeSignedIn(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

let prefetched: Promise<Response> | null = null;

/**
 * Asks GET /api/auth/user from the page's first script, for a browser that may have a session, so the
 * answer travels while the app's code downloads instead of after it. The app's checked read takes it
 * ({@link takePrefetchedCurrentUser}); a failure is reported there.
 */
export function prefetchCurrentUser(): void {
  if (prefetched || !mayBeSignedIn()) return;
  prefetched = fetch(CURRENT_USER_PATH, { credentials: 'include', headers: { Accept: 'application/json' } });
  prefetched.catch(() => undefined);
}

/** The prefetched answer, once (a later read, e.g. after sign-in, asks again). */
export function takePrefetchedCurrentUser(): Promise<Response> | null {
  const answer = prefetched;
  prefetched = null;
  return answer;
}
