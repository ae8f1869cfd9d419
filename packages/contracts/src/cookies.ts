/** The session cookie's name without a prefix: plain over http in development and tests. */
export const SESSION_COOKIE_BASE_NAME = 'studyforge.sid';
/** The cookie that marks a browser as one an account has signed in from (it eases that account's sign-in limit). */
export const SIGN_IN_DEVICE_COOKIE_BASE_NAME = 'studyforge.device';

/**
 * A cookie's name as set: `__Host-<name>` whenever it is Secure, so browsers take it only with Secure,
 * Path=/ and no Domain (no subdomain or plain-http page can set or shadow it); the plain name otherwise.
 */
export function cookieNameFor(baseName: string, secure: boolean): string {
  return secure ? `__Host-${baseName}` : baseName;
}

/** The `name=value` pair of a cookie among Set-Cookie lines, under either of its names (prefixed or plain). */
export function cookiePairOf(setCookieLines: readonly string[], baseName: string): string | undefined {
  const names = [cookieNameFor(baseName, true), cookieNameFor(baseName, false)];
  for (const line of setCookieLines) {
    const pair = line.split(';', 1)[0]!.trim();
    if (names.some((name) => pair.startsWith(`${name}=`))) return pair;
  }
  return undefined;
}
