import { cookiePairOf, SESSION_COOKIE_BASE_NAME, SIGN_IN_DEVICE_COOKIE_BASE_NAME } from '@studyforge/contracts';
import { randomBytes, randomUUID } from 'node:crypto';

export const BASE_URL = process.env.STUDYFORGE_URL ?? 'http://localhost:3000';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  elapsedMs: number;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  rawBody?: string;
  cookie?: string;
  /** Sent as X-Forwarded-For (the gateway trusts loopback proxies), so each test has its own client IP. */
  ip?: string;
  headers?: Record<string, string>;
  baseUrl?: string;
}

export async function call<T = any>(path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const started = Date.now();
  const response = await fetch(`${options.baseUrl ?? BASE_URL}${path}`, {
    method: options.method ?? (options.body !== undefined || options.rawBody !== undefined ? 'POST' : 'GET'),
    headers,
    body: options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
    redirect: 'manual',
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: body as T, headers: response.headers, elapsedMs: Date.now() - started };
}

/**
 * A test IP address in the IPv6 documentation range: only ever a header value, never a destination.
 * 64 random bits, so two tests never share an address and one test's exhausted limit never hits another.
 */
export function testIp(): string {
  const groups = randomBytes(8).toString('hex').match(/.{4}/g)!;
  return `2001:db8:0:0:${groups.join(':')}`;
}

export function newStudent() {
  const id = randomUUID().slice(0, 8);
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada.${id}@example.edu`,
    password: `Analytical${id}9`,
  };
}

/** The `name=value` part of the session cookie (`__Host-` prefixed or not) from the Set-Cookie headers. */
export function sessionCookieOf(response: ApiResponse): string {
  const pair = cookiePairOf(response.headers.getSetCookie(), SESSION_COOKIE_BASE_NAME);
  if (!pair) throw new Error(`no session cookie in: ${response.headers.get('set-cookie') ?? ''}`);
  return pair;
}

/** The `name=value` part of the cookie a successful sign-in leaves to mark the browser as the account's own. */
export function deviceCookieOf(response: ApiResponse): string {
  const pair = cookiePairOf(response.headers.getSetCookie(), SIGN_IN_DEVICE_COOKIE_BASE_NAME);
  if (!pair) throw new Error(`no sign-in device cookie in: ${response.headers.get('set-cookie') ?? ''}`);
  return pair;
}

/** Signs a new student up and in; returns their session cookie, their browser's device cookie and user. */
export async function signedInStudent(options: { baseUrl?: string } = {}) {
  const student = newStudent();
  const ip = testIp();
  const signUp = await call('/api/auth/signup', { body: student, ip, baseUrl: options.baseUrl });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const signIn = await call('/api/auth/signin', { body: { email: student.email, password: student.password }, ip, baseUrl: options.baseUrl });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${JSON.stringify(signIn.body)}`);
  return { student, ip, cookie: sessionCookieOf(signIn), deviceCookie: deviceCookieOf(signIn), user: signIn.body as { id: string; credits: number } };
}
