import { cookiePairOf, SESSION_COOKIE_BASE_NAME } from '@studyforge/contracts';
import { randomBytes } from 'node:crypto';

export interface BenchUser {
  id: string;
  email: string;
  /** `studyforge.sid=...` (`__Host-studyforge.sid=...` from a production gateway), ready for a Cookie header. */
  cookie: string;
}

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what} answered HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response;
}

/** Signs up one fresh user, signs in and returns its id and session cookie. */
export async function createBenchUser(baseUrl: string): Promise<BenchUser> {
  const email = `bench-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
  const password = `Bench-${randomBytes(6).toString('hex')}A1`;
  const json = { 'content-type': 'application/json' };
  await expectOk(
    await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ firstName: 'Bench', lastName: 'Mark', email, password }),
    }),
    'Sign-up',
  );
  const signIn = await expectOk(
    await fetch(`${baseUrl}/api/auth/signin`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) }),
    'Sign-in',
  );
  const cookie = cookiePairOf(signIn.headers.getSetCookie(), SESSION_COOKIE_BASE_NAME);
  if (!cookie) throw new Error(`Sign-in set no ${SESSION_COOKIE_BASE_NAME} cookie`);
  const user = await expectOk(await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie } }), 'GET /api/auth/user');
  const { id } = (await user.json()) as { id?: unknown };
  if (typeof id !== 'string') throw new Error('GET /api/auth/user returned no id');
  return { id, email, cookie };
}
