import { API_ENDPOINTS, SIGNED_IN_HINT_COOKIE } from '@studyforge/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ServerResponse } from 'node:http';
import onHeaders from 'on-headers';

/**
 * The hint cookie's Set-Cookie value as Express's res.cookie / res.clearCookie spell it (the `cookie`
 * package's attribute order): set for `maxAgeMs` from `now`, or cleared (expired at the epoch's first ms).
 */
export function signedInHintCookie(change: 'set' | 'clear', secure: boolean, maxAgeMs: number, now: number = Date.now()): string {
  const lifetime = change === 'set' ? `1; Max-Age=${Math.floor(maxAgeMs / 1000)}; Path=/; Expires=${new Date(now + maxAgeMs).toUTCString()}` : `; Path=/; Expires=${new Date(1).toUTCString()}`;
  return `${SIGNED_IN_HINT_COOKIE}=${lifetime}${secure ? '; Secure' : ''}; SameSite=Lax`;
}

/** Whether a Cookie header carries the hint cookie. */
export function holdsHint(cookieHeader: string | undefined): boolean {
  return cookiePairs(cookieHeader).some((pair) => pair.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

function cookiePairs(cookieHeader: string | undefined): string[] {
  return cookieHeader?.split(/;\s*/) ?? [];
}

/**
 * Keeps the signed-in hint cookie in step with the session, whatever signed the browser in or out.
 * Where the session was read (the API): set while a user is signed in; removed when nobody is (a
 * loaded session without a user, a 401, or the sign-out), but not when the session store could not be
 * read. Elsewhere (pages, files): set while the browser holds a session cookie, so a session older than
 * the hint is asked about once, and removed when it holds none. Decided when the headers go out, so a
 * sign-in, a provider callback or a sign-out in this very request counts.
 */
export function signedInHintMiddleware(sessionTtlHours: number, sessionCookie: string): RequestHandler {
  const maxAge = sessionTtlHours * 3600 * 1000;
  return (req: Request, res: Response, next: NextFunction) => {
    const cookies = cookiePairs(req.headers.cookie);
    const hinted = cookies.some((pair) => pair.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
    const holdsSession = cookies.some((pair) => pair.startsWith(`${sessionCookie}=`));
    onHeaders(res, () => {
      const sessionRead = req.session !== undefined || res.statusCode === 401 || req.path === API_ENDPOINTS.signOut.path;
      const signedIn = sessionRead ? Boolean(req.session && req.user) : holdsSession;
      const signedOut = sessionRead ? !signedIn : !holdsSession;
      if (signedIn && !hinted) setHint(res, 'set', req.secure, maxAge);
      if (!signedIn && signedOut && hinted) setHint(res, 'clear', req.secure, maxAge);
    });
    next();
  };
}

/** Adds the hint's Set-Cookie to the response (beside any other cookie it sets). */
export function setHint(res: ServerResponse, change: 'set' | 'clear', secure: boolean, maxAgeMs: number): void {
  res.appendHeader('Set-Cookie', signedInHintCookie(change, secure, maxAgeMs));
}
