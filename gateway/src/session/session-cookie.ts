import { cookieNameFor, SESSION_COOKIE_BASE_NAME } from '@studyforge/contracts';
import type { CookieOptions, Response } from 'express';
import type { GatewayConfig } from '../gateway-config.js';

export type CookieEnv = Pick<GatewayConfig, 'NODE_ENV' | 'PUBLIC_URL'>;

/**
 * Whether the gateway's own cookies are always Secure and `__Host-` prefixed: in production, unless PUBLIC_URL
 * says the app is served over plain http (Compose on localhost, the Kubernetes dev overlay), where a Secure
 * cookie would never come back. Otherwise they are Secure only on requests that came over HTTPS.
 */
export function secureCookies(config: CookieEnv): boolean {
  return config.NODE_ENV === 'production' && !/^http:\/\//i.test(config.PUBLIC_URL ?? '');
}

/** The session cookie's name and attributes: `__Host-studyforge.sid`, Secure, Path=/ and no Domain with secure cookies. */
export class SessionCookie {
  readonly name: string;
  readonly attributes: Readonly<Omit<CookieOptions, 'secure'> & { secure: boolean | 'auto' }>;

  constructor(config: CookieEnv) {
    const secure = secureCookies(config);
    this.name = cookieNameFor(SESSION_COOKIE_BASE_NAME, secure);
    this.attributes = { path: '/', httpOnly: true, sameSite: 'lax', secure: secure ? true : 'auto' };
  }

  /** Forgets the cookie in the browser, with the attributes it was set with (a `__Host-` cookie needs Secure to go). */
  clear(res: Response): void {
    const { secure, ...attributes } = this.attributes;
    res.clearCookie(this.name, { ...attributes, secure: secure === 'auto' ? res.req.secure : secure });
  }
}
