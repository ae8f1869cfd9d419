import { cookieNameFor, normalizeEmail, SIGN_IN_DEVICE_COOKIE_BASE_NAME } from '@studyforge/contracts';
import { deriveKey } from '@studyforge/service-kit';
import type { Request, Response } from 'express';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { GatewayConfig } from '../gateway-config.js';
import { secureCookies } from '../session/session-cookie.js';
import { cookieValue } from '../session/session-reader.js';

/** One browser keeps the marks of this many accounts at most (a shared computer); the oldest goes first. */
const MARKS_PER_BROWSER = 5;
const MARK_SEPARATOR = '~';

type DeviceCookieConfig = Pick<GatewayConfig, 'SESSION_SECRET' | 'NODE_ENV' | 'PUBLIC_URL' | 'SIGNIN_DEVICE_DAYS'>;

/**
 * The browsers an account has signed in from: each successful sign-in leaves a mark in an httpOnly cookie,
 * `<issued (s, base36)>.<random id>.<HMAC of the account's address, issue time and id>`, so only the account
 * it was made for is eased by it and nothing is stored per account. A mark counts for SIGNIN_DEVICE_DAYS.
 */
export class SignInDeviceCookie {
  readonly name: string;
  private readonly secure: boolean;
  private readonly key: Buffer;
  private readonly lifetimeSeconds: number;

  constructor(
    config: DeviceCookieConfig,
    private readonly now: () => number = Date.now,
  ) {
    this.secure = secureCookies(config);
    this.name = cookieNameFor(SIGN_IN_DEVICE_COOKIE_BASE_NAME, this.secure);
    this.key = Buffer.from(deriveKey(config.SESSION_SECRET, 'sign-in-device'), 'base64url');
    this.lifetimeSeconds = config.SIGNIN_DEVICE_DAYS * 24 * 3600;
  }

  /**
   * The device id of this browser's valid mark for the account (for its own sign-in limit), or null when the
   * account has not signed in from this browser, or not within SIGNIN_DEVICE_DAYS.
   */
  deviceOf(req: Pick<Request, 'headers'>, email: string): string | null {
    const account = normalizeEmail(email);
    for (const mark of this.marksOf(req)) {
      const [issued, id, mac] = mark.split('.');
      if (!issued || !id || !mac) continue;
      const issuedAt = Number.parseInt(issued, 36);
      if (!(issuedAt <= this.nowSeconds() && this.nowSeconds() < issuedAt + this.lifetimeSeconds)) continue;
      if (sameText(mac, this.mac(account, issued, id))) return createHash('sha256').update(id).digest('base64url');
    }
    return null;
  }

  /** Leaves a fresh mark for the account in the browser, before the marks it holds for other accounts. */
  remember(req: Pick<Request, 'headers' | 'secure'>, res: Pick<Response, 'cookie'>, email: string): void {
    const account = normalizeEmail(email);
    const others = this.marksOf(req).filter((mark) => {
      const [issued, id, mac] = mark.split('.');
      return issued && id && mac && !sameText(mac, this.mac(account, issued, id));
    });
    const issued = this.nowSeconds().toString(36);
    const id = randomBytes(16).toString('base64url');
    const marks = [`${issued}.${id}.${this.mac(account, issued, id)}`, ...others].slice(0, MARKS_PER_BROWSER);
    res.cookie(this.name, marks.join(MARK_SEPARATOR), {
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
      secure: this.secure || req.secure,
      maxAge: this.lifetimeSeconds * 1000,
    });
  }

  private marksOf(req: Pick<Request, 'headers'>): string[] {
    return (cookieValue(req.headers.cookie, this.name) ?? '').split(MARK_SEPARATOR).filter(Boolean).slice(0, MARKS_PER_BROWSER);
  }

  private mac(account: string, issued: string, id: string): string {
    return createHmac('sha256', this.key).update(`${account}\n${issued}\n${id}`).digest('base64url');
  }

  private nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
