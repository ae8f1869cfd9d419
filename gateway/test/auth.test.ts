import { authMessages, signInThrottledMessage } from '@studyforge/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from 'redis';
import { describe, expect, it } from 'vitest';
import { call, deviceCookieOf, linkTokenOf, newStudent, sessionCookieOf, signedInStudent, testIp, waitForMail } from '@studyforge/test-support';

describe('sign-up', () => {
  it('creates an account with a normalised email and never returns the password or its hash', async () => {
    const student = newStudent();
    const response = await call('/api/auth/signup', {
      body: { ...student, email: `  ${student.email.toUpperCase()} ` },
      ip: testIp(),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ email: student.email, firstName: 'Ada', lastName: 'Lovelace', plan: 'Free' });
    const text = JSON.stringify(response.body);
    expect(text).not.toContain(student.password);
    expect(text).not.toMatch(/argon2|hash|password/i);
  });

  it('refuses a second account for the same email, whatever its case, with 409', async () => {
    const student = newStudent();
    const ip = testIp();
    expect((await call('/api/auth/signup', { body: student, ip })).status).toBe(201);
    const again = await call('/api/auth/signup', { body: { ...student, email: student.email.toUpperCase() }, ip });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'EMAIL_TAKEN', message: authMessages.emailTaken });
  });

  it('creates exactly one account when the same email signs up concurrently', async () => {
    const student = newStudent();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call('/api/auth/signup', { body: student, ip: testIp() })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
  });

  it.each([
    [{ firstName: 'A' }, authMessages.firstNameTooShort],
    [{ lastName: 'L' }, authMessages.lastNameTooShort],
    [{ email: 'not-an-email' }, authMessages.invalidEmail],
    [{ password: 'Sh0rt' }, authMessages.passwordTooShort],
    [{ password: 'alllowercase1' }, authMessages.passwordTooWeak],
    [{ password: 'NoDigitsHere' }, authMessages.passwordTooWeak],
  ])('answers 400 with the spec message for %o', async (override, message) => {
    const response = await call('/api/auth/signup', { body: { ...newStudent(), ...override }, ip: testIp() });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'VALIDATION_FAILED', message });
  });

  it('answers 400 JSON for a malformed or empty body, not an error page', async () => {
    const malformed = await call('/api/auth/signup', { rawBody: '{"firstName":', ip: testIp() });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON.' });
    const empty = await call('/api/auth/signup', { method: 'POST', ip: testIp() });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('sign-in and sessions', () => {
  it('sets an httpOnly, SameSite=Lax session cookie and shows the user with 50 free credits', async () => {
    const { student, cookie, user } = await signedInStudent();
    expect(user.credits).toBe(50);
    const me = await call('/api/auth/user', { cookie });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: student.email, credits: 50, plan: 'Free' });
    expect(JSON.stringify(me.body)).not.toMatch(/hash|password/i);
  });

  it('marks the cookie HttpOnly and SameSite=Lax, and Secure only when served over HTTPS', async () => {
    const student = newStudent();
    const ip = testIp();
    await call('/api/auth/signup', { body: student, ip });
    const plain = await call('/api/auth/signin', { body: { email: student.email, password: student.password }, ip });
    const plainCookie = plain.headers.get('set-cookie') ?? '';
    expect(plainCookie).toMatch(/HttpOnly/i);
    expect(plainCookie).toMatch(/SameSite=Lax/i);
    expect(plainCookie).not.toMatch(/Secure/i);
    const overTls = await call('/api/auth/signin', {
      body: { email: student.email, password: student.password },
      ip,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overTls.headers.get('set-cookie')).toMatch(/Secure/i);
  });

  it('gives a new session id at every sign-in and the old one stops working', async () => {
    const { student, ip, cookie } = await signedInStudent();
    const again = await call('/api/auth/signin', { body: { email: student.email, password: student.password }, ip, cookie });
    expect(again.status).toBe(200);
    const newCookie = sessionCookieOf(again);
    expect(newCookie).not.toBe(cookie);
    expect((await call('/api/auth/user', { cookie: newCookie })).status).toBe(200);
    expect((await call('/api/auth/user', { cookie })).status).toBe(401);
  });

  it('answers 401 with a clear message for a wrong password or an unknown email', async () => {
    const { student, ip } = await signedInStudent();
    const wrong = await call('/api/auth/signin', { body: { email: student.email, password: 'WrongPassw0rd' }, ip });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: 'INVALID_CREDENTIALS', message: authMessages.invalidCredentials });
    const unknown = await call('/api/auth/signin', { body: { email: 'nobody@example.edu', password: 'WrongPassw0rd' }, ip });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('validates the sign-in body with the spec messages', async () => {
    const badEmail = await call('/api/auth/signin', { body: { email: 'nope', password: 'whatever1' }, ip: testIp() });
    expect(badEmail.body).toEqual({ code: 'VALIDATION_FAILED', message: authMessages.invalidEmail });
    const shortPassword = await call('/api/auth/signin', { body: { email: 'a@b.co', password: 'short' }, ip: testIp() });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.body.message).toBe(authMessages.passwordTooShort);
  });

  it('answers 401 JSON to signed-out reads', async () => {
    for (const path of ['/api/auth/user', '/api/user/credits', '/api/user/stats']) {
      const response = await call(path);
      expect(response.status, path).toBe(401);
      expect(response.body).toEqual({ code: 'UNAUTHENTICATED', message: authMessages.signedOut });
    }
  });

  it('logs out: destroys the session server-side and redirects to /', async () => {
    const { cookie, user } = await signedInStudent();
    const sessionId = decodeURIComponent(cookie.split('=')[1]!).slice(2).split('.')[0]!;
    const redis = createClient({ url: process.env.REDIS_URL });
    await redis.connect();
    try {
      expect(await redis.exists(`sess:${sessionId}`)).toBe(1);
      const logout = await call('/api/logout', { cookie });
      expect(logout.status).toBe(302);
      expect(logout.headers.get('location')).toBe('/');
      expect(await redis.exists(`sess:${sessionId}`)).toBe(0);
      expect((await call('/api/auth/user', { cookie })).status).toBe(401);
      expect(user.credits).toBe(50);
    } finally {
      await redis.quit();
    }
  });

  it('sends provider sign-ins that are not configured back to /signin with a message code', async () => {
    for (const path of ['/api/auth/google', '/api/login']) {
      const response = await call(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/signin?authError=provider-not-configured');
    }
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per account and address with 429, a clear message and Retry-After; the student on their own device still signs in', async () => {
    const { student, ip, deviceCookie } = await signedInStudent();
    const stranger = testIp();
    const statuses: number[] = [];
    let last;
    for (let attempt = 0; attempt < 11; attempt++) {
      last = await call('/api/auth/signin', { body: { email: student.email, password: 'WrongPassw0rd' }, ip: stranger });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(last!.status).toBe(429);
    expect(last!.body.code).toBe('RATE_LIMITED');
    expect(last!.body.message).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    // The right password is refused too from the locked-out address...
    const fromStranger = await call('/api/auth/signin', { body: { email: student.email, password: student.password }, ip: stranger });
    expect(fromStranger.status).toBe(429);
    // ...but the stranger's failures do not lock the student out of the browser they signed in from before.
    const fromStudent = await call('/api/auth/signin', { body: { email: student.email, password: student.password }, ip, cookie: deviceCookie });
    expect(fromStudent.status).toBe(200);
  });

  it('stops 40 wrong passwords for one account from 40 addresses after 10 with 429 and Retry-After; known or not, every address is counted', async () => {
    const { student } = await signedInStudent();
    for (const email of [student.email, `nobody.${student.email}`]) {
      const statuses: number[] = [];
      let last;
      for (let attempt = 0; attempt < 40; attempt++) {
        last = await call('/api/auth/signin', { body: { email, password: `WrongPassw0rd${attempt}` }, ip: testIp() });
        statuses.push(last.status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 401), email).toBe(true);
      expect(statuses.slice(10).every((status) => status === 429), email).toBe(true);
      expect(last!.body.code).toBe('SIGN_IN_THROTTLED');
      const retryAfter = Number(last!.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(last!.body.message).toBe(signInThrottledMessage(Math.ceil(retryAfter / 60)));
    }
  });

  it('while an account is throttled, refuses even its right password from a new device, and signs its owner in on their own', async () => {
    const { student, ip, deviceCookie } = await signedInStudent();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await call('/api/auth/signin', { body: { email: student.email, password: 'WrongPassw0rd' }, ip: testIp() })).status).toBe(401);
    }
    const right = { email: student.email, password: student.password };
    const newDevice = await call('/api/auth/signin', { body: right, ip: testIp() });
    expect(newDevice.status).toBe(429);
    expect(newDevice.body.code).toBe('SIGN_IN_THROTTLED');
    expect(newDevice.body.message).toMatch(/Forgot password\?/);
    expect(newDevice.headers.getSetCookie()).toEqual([]);
    // Another account's device cookie does not count for this one.
    const other = await signedInStudent();
    expect((await call('/api/auth/signin', { body: right, ip: testIp(), cookie: other.deviceCookie })).status).toBe(429);

    const owner = await call('/api/auth/signin', { body: right, ip: testIp(), cookie: deviceCookie });
    expect(owner.status).toBe(200);
    expect((await call('/api/auth/user', { cookie: sessionCookieOf(owner) })).status).toBe(200);
    // The owner's browser keeps a limit of its own: its failures do not add to the account's ceiling, nor lift it.
    const ownDevice = deviceCookieOf(owner);
    expect((await call('/api/auth/signin', { body: { ...right, password: 'WrongPassw0rd' }, ip, cookie: ownDevice })).status).toBe(401);
    expect((await call('/api/auth/signin', { body: right, ip, cookie: ownDevice })).status).toBe(200);
    expect((await call('/api/auth/signin', { body: right, ip })).status).toBe(429);
  });

  it('lets the mailbox owner back in after a password reset: the ceiling is lifted and the resetting browser becomes their own', async () => {
    const { student } = await signedInStudent();
    for (let attempt = 0; attempt < 11; attempt++) {
      await call('/api/auth/signin', { body: { email: student.email, password: 'WrongPassw0rd' }, ip: testIp() });
    }
    expect((await call('/api/auth/signin', { body: { email: student.email, password: student.password }, ip: testIp() })).status).toBe(429);
    // Asking for a reset is not blocked by the ceiling.
    expect((await call('/api/auth/forgot-password', { body: { email: student.email }, ip: testIp() })).status).toBe(200);
    const { token } = linkTokenOf(await waitForMail(student.email, /Reset your StudyForge password/), '/reset-password');
    const password = `${student.password}X`;
    const reset = await call('/api/auth/reset-password', { body: { token, password }, ip: testIp() });
    expect(reset.status).toBe(200);
    const resettingBrowser = deviceCookieOf(reset);

    expect((await call('/api/auth/signin', { body: { email: student.email, password }, ip: testIp() })).status).toBe(200);
    for (let attempt = 0; attempt < 10; attempt++) {
      await call('/api/auth/signin', { body: { email: student.email, password: 'WrongPassw0rd' }, ip: testIp() });
    }
    expect((await call('/api/auth/signin', { body: { email: student.email, password }, ip: testIp() })).status).toBe(429);
    expect((await call('/api/auth/signin', { body: { email: student.email, password }, ip: testIp(), cookie: resettingBrowser })).status).toBe(200);
  });

  it('sets the device cookie httpOnly, SameSite=Strict and long-lived on a successful sign-in only', async () => {
    const student = newStudent();
    const ip = testIp();
    await call('/api/auth/signup', { body: student, ip });
    const wrong = await call('/api/auth/signin', { body: { email: student.email, password: 'WrongPassw0rd' }, ip });
    expect(wrong.headers.getSetCookie()).toEqual([]);
    const signIn = await call('/api/auth/signin', { body: { email: student.email, password: student.password }, ip });
    const device = signIn.headers.getSetCookie().find((line) => line.startsWith('studyforge.device='));
    expect(device).toMatch(/; Max-Age=15552000; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Strict$/);
    expect(device).not.toContain(student.email);
  });

  it('limits sign-in attempts per IP across accounts', async () => {
    const ip = testIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 51; attempt++) {
      const response = await call('/api/auth/signin', {
        body: { email: `unknown.${attempt}@example.edu`, password: 'WrongPassw0rd' },
        ip,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
  });

  it('limits sign-ups per IP', async () => {
    const ip = testIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push((await call('/api/auth/signup', { body: newStudent(), ip })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('secrets stay out of logs', () => {
  it('never writes a password, a hash or a session id to any log line', async () => {
    const { student, cookie } = await signedInStudent();
    await call('/api/auth/signin', { body: { email: student.email, password: 'WrongPassw0rd' }, ip: testIp() });
    await call('/api/auth/user', { cookie });
    const logDir = join(process.env.STUDYFORGE_SCRATCH ?? '', 'logs');
    const logs = readdirSync(logDir).map((file) => readFileSync(join(logDir, file), 'utf8')).join('\n');
    expect(logs.length).toBeGreaterThan(0);
    const sessionId = decodeURIComponent(cookie.split('=')[1]!).slice(2).split('.')[0]!;
    expect(logs).not.toContain(student.password);
    expect(logs).not.toContain('WrongPassw0rd');
    expect(logs).not.toContain('$argon2');
    expect(logs).not.toContain(sessionId);
  });
});
