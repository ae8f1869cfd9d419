import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RedisClientType } from 'redis';
import { SESSION_KEY_PREFIX } from './session-registry.js';

/** What express-session and passport keep in Redis for a signed-in session (see session.middleware.ts). */
export interface StoredSession {
  cookie?: { expires?: string | null };
  passport?: { user?: unknown };
  indexedFor?: string;
  signedInAt?: number;
}

/** A signed-in session as read from Redis on this request. */
export interface SignedInSession {
  id: string;
  userId: string;
  data: Readonly<StoredSession>;
}

/** At most this many entries per cache; a full cache is emptied (cookies and sessions come back on their next request). */
const CACHE_LIMIT = 10_000;

class BoundedCache<V> {
  private readonly entries = new Map<string, V>();

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): V {
    if (this.entries.size >= CACHE_LIMIT) this.entries.clear();
    this.entries.set(key, value);
    return value;
  }
}

/**
 * The first `name=value` pair of a Cookie header, decoded as the `cookie` package (and so express-session)
 * decodes it: the first of several cookies with the same name counts, quotes around the value are dropped.
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  let start = 0;
  while (start < header.length) {
    const semicolon = header.indexOf(';', start);
    const end = semicolon === -1 ? header.length : semicolon;
    const equals = header.indexOf('=', start);
    if (equals !== -1 && equals < end && header.slice(start, equals).trim() === name) {
      let value = header.slice(equals + 1, end).trim();
      if (value.length > 1 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
      if (!value.includes('%')) return value;
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
    start = end + 1;
  }
  return undefined;
}

/** cookie-signature's check, as express-session applies it: `s:<id>.<base64 HMAC-SHA256 of id>` under any of the secrets. */
export function unsignSessionCookie(value: string, secrets: readonly string[]): string | null {
  if (!value.startsWith('s:')) return null;
  const signed = value.slice(2);
  const dot = signed.lastIndexOf('.');
  if (dot === -1) return null;
  const id = signed.slice(0, dot);
  const given = Buffer.from(signed);
  for (const secret of secrets) {
    const expected = Buffer.from(`${id}.${createHmac('sha256', secret).update(id).digest('base64').replace(/=+$/, '')}`);
    if (expected.length === given.length && timingSafeEqual(expected, given)) return id;
  }
  return null;
}

/**
 * The lean read of a session for requests that only need to know who is signed in: the cookie's
 * signature is verified once per distinct cookie, and the session is read from Redis on EVERY call (one
 * GET), so a session that expired (its Redis TTL) or was ended server-side (sign-out, password change,
 * account deletion delete its key) is gone at once. Parses are cached by the exact text Redis returned,
 * never by session id. Anything but a plain, indexed, signed-in session answers null, and the caller
 * hands the request to the full express-session + passport chain, which decides exactly as before.
 */
export class SessionReader {
  private readonly verified = new BoundedCache<string | null>();
  private readonly parsed = new BoundedCache<StoredSession | null>();

  constructor(
    private readonly redis: Pick<RedisClientType, 'get'>,
    private readonly secrets: readonly string[],
    private readonly cookieName: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The request's signed-in session, or null when the full chain must decide; rejects when Redis fails. */
  async read(cookieHeader: string | undefined): Promise<SignedInSession | null> {
    const cookie = cookieValue(cookieHeader, this.cookieName);
    if (!cookie) return null;
    let id = this.verified.get(cookie);
    if (id === undefined) id = this.verified.set(cookie, unsignSessionCookie(cookie, this.secrets));
    if (id === null) return null;
    const text = await this.redis.get(`${SESSION_KEY_PREFIX}${id}`);
    if (text === null) return null;
    let data = this.parsed.get(text);
    if (data === undefined) data = this.parsed.set(text, parseSession(text));
    if (!data) return null;
    const userId = data.passport?.user;
    if (typeof userId !== 'string' || data.indexedFor !== userId) return null;
    const expires = data.cookie?.expires;
    if (expires && !(Date.parse(expires) > this.now())) return null;
    return { id, userId, data };
  }
}

function parseSession(text: string): StoredSession | null {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? Object.freeze(value as StoredSession) : null;
  } catch {
    return null;
  }
}
