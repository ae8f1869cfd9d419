import { API_ENDPOINTS, SIGNED_IN_HINT_COOKIE } from '@studyforge/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import onHeaders from 'on-headers';

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
    const cookies = req.headers.cookie?.split(/;\s*/) ?? [];
    const hinted = cookies.some((pair) => pair.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
    const holdsSession = cookies.some((pair) => pair.startsWith(`${sessionCookie}=`));
    onHeaders(res, () => {
      const sessionRead = req.session !== undefined || res.statusCode === 401 || req.path === API_ENDPOINTS.signOut.path;
      const signedIn = sessionRead ? Boolean(req.session && req.user) : holdsSession;
      const signedOut = sessionRead ? !signedIn : !holdsSession;
      if (signedIn && !hinted) res.cookie(SIGNED_IN_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', secure: req.secure, maxAge });
      if (!signedIn && signedOut && hinted) res.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/', sameSite: 'lax', secure: req.secure });
    });
    next();
  };
}
