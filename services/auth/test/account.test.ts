import { createHash } from 'node:crypto';
import { accountMessages, authMessages } from '@studyforge/contracts';
import {
  BASE_URL,
  call,
  linkTokenOf,
  mailsTo,
  newStudent,
  sessionCookieOf,
  signedInStudent,
  testIp,
  waitForMail,
  type ReceivedMail,
} from '@studyforge/test-support';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let db: pg.Pool;

beforeAll(() => {
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
});

afterAll(async () => {
  await db.end();
});

async function signIn(email: string, password: string) {
  const reply = await call('/api/auth/signin', { body: { email, password }, ip: testIp() });
  return { status: reply.status, cookie: reply.status === 200 ? sessionCookieOf(reply) : '' };
}

async function expire(token: string): Promise<void> {
  const hash = createHash('sha256').update(token).digest();
  const updated = await db.query(`UPDATE auth.account_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [hash]);
  expect(updated.rowCount).toBe(1);
}

async function resetMail(email: string, after?: string): Promise<ReceivedMail> {
  const reply = await call('/api/auth/forgot-password', { body: { email }, ip: testIp() });
  expect(reply.status).toBe(200);
  return waitForMail(email, /Reset your StudyForge password/, { after });
}

describe('e-mail verification', () => {
  it('mails a single-use link at sign-up; opening it verifies the address and signs nothing in', async () => {
    const { student, cookie } = await signedInStudent();
    const before = await call('/api/auth/user', { cookie });
    expect(before.body.emailVerified).toBe(false);

    const mail = await waitForMail(student.email, /Verify your email address for StudyForge/);
    expect(mail.html).toContain('Verify email address');
    const { url, token } = linkTokenOf(mail, '/verify-email');
    expect(url.startsWith(`${BASE_URL.replace('127.0.0.1', 'localhost')}/verify-email?token=`)).toBe(true);

    const verified = await call('/api/auth/verify-email', { body: { token } });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ message: accountMessages.emailVerified });
    expect(verified.headers.get('set-cookie')).toBeNull();
    expect((await call('/api/auth/user', { cookie })).body.emailVerified).toBe(true);

    const again = await call('/api/auth/verify-email', { body: { token } });
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ code: 'TOKEN_USED', message: accountMessages.tokenUsed });
  });

  it('tells forged, malformed and expired links apart', async () => {
    const forged = await call('/api/auth/verify-email', { body: { token: 'A'.repeat(43) } });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ code: 'INVALID_TOKEN', message: accountMessages.tokenInvalid });
    const empty = await call('/api/auth/verify-email', { body: { token: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(accountMessages.tokenMissing);

    const { student, cookie } = await signedInStudent();
    const { token } = linkTokenOf(await waitForMail(student.email, /Verify your email/), '/verify-email');
    await expire(token);
    const expired = await call('/api/auth/verify-email', { body: { token } });
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({ code: 'TOKEN_EXPIRED', message: accountMessages.verifyTokenExpired });
    expect((await call('/api/auth/user', { cookie })).body.emailVerified).toBe(false);
  });

  it('resends a link to a signed-in student, then answers 429 with a clear message', async () => {
    const { student, cookie } = await signedInStudent();
    expect((await call('/api/auth/resend-verification', { method: 'POST' })).status).toBe(401);
    for (let sent = 0; sent < 3; sent++) {
      const reply = await call('/api/auth/resend-verification', { method: 'POST', cookie });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ message: accountMessages.verificationSent });
    }
    const limited = await call('/api/auth/resend-verification', { method: 'POST', cookie });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(limited.body.message).toMatch(/^You have asked for several verification emails already\. Please wait \d+ minutes? and try again\.$/);
    await expect.poll(async () => (await mailsTo(student.email)).length, { timeout: 20_000 }).toBe(4);
  });
});

describe('forgot and reset password', () => {
  it('answers the same, in similar time, whether or not an account exists', async () => {
    const known = await Promise.all(Array.from({ length: 4 }, () => signedInStudent()));
    const timings = { known: [] as number[], unknown: [] as number[] };
    const bodies = new Set<string>();
    for (let round = 0; round < 2; round++) {
      for (const { student } of known) {
        const existing = await call('/api/auth/forgot-password', { body: { email: student.email }, ip: testIp() });
        const missing = await call('/api/auth/forgot-password', { body: { email: newStudent().email }, ip: testIp() });
        expect([existing.status, missing.status]).toEqual([200, 200]);
        bodies.add(JSON.stringify(existing.body)).add(JSON.stringify(missing.body));
        timings.known.push(existing.elapsedMs);
        timings.unknown.push(missing.elapsedMs);
      }
    }
    expect([...bodies]).toEqual([JSON.stringify({ message: accountMessages.resetRequested })]);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.info(`forgot-password median: ${median(timings.known)} ms with an account, ${median(timings.unknown)} ms without`);
    expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(40);
    await waitForMail(known[0]!.student.email, /Reset your StudyForge password/);
  });

  it('resets the password once, ends every session, and refuses the link afterwards', async () => {
    const { student, cookie } = await signedInStudent();
    const second = await signIn(student.email, student.password);
    const { token } = linkTokenOf(await resetMail(student.email), '/reset-password');

    const weak = await call('/api/auth/reset-password', { body: { token, password: 'alllowercase1' }, ip: testIp() });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(authMessages.passwordTooWeak);

    const newPassword = `${student.password}X`;
    const reset = await call('/api/auth/reset-password', { body: { token, password: newPassword }, ip: testIp() });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: accountMessages.passwordReset });

    expect((await call('/api/auth/user', { cookie })).status).toBe(401);
    expect((await call('/api/auth/user', { cookie: second.cookie })).status).toBe(401);
    expect((await signIn(student.email, student.password)).status).toBe(401);
    expect((await signIn(student.email, newPassword)).status).toBe(200);

    const reused = await call('/api/auth/reset-password', { body: { token, password: `${newPassword}Y` }, ip: testIp() });
    expect(reused.status).toBe(410);
    expect(reused.body).toEqual({ code: 'TOKEN_USED', message: accountMessages.tokenUsed });
  });

  it('refuses forged and expired reset links with their own messages', async () => {
    const forged = await call('/api/auth/reset-password', { body: { token: 'forged-link', password: 'Newpassword1' }, ip: testIp() });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ code: 'INVALID_TOKEN', message: accountMessages.tokenInvalid });

    const { student } = await signedInStudent();
    const { token } = linkTokenOf(await resetMail(student.email), '/reset-password');
    await expire(token);
    const expired = await call('/api/auth/reset-password', { body: { token, password: 'Newpassword1' }, ip: testIp() });
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({ code: 'TOKEN_EXPIRED', message: accountMessages.resetTokenExpired });
    expect((await signIn(student.email, student.password)).status).toBe(200);
  });

  it('limits forgot-password per address and per IP', async () => {
    const email = newStudent().email;
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await call('/api/auth/forgot-password', { body: { email }, ip: testIp() })).status).toBe(200);
    }
    const perAddress = await call('/api/auth/forgot-password', { body: { email: email.toUpperCase() }, ip: testIp() });
    expect(perAddress.status).toBe(429);
    expect(perAddress.body.message).toMatch(/^Too many password reset requests\. Please wait \d+ minutes? and try again\.$/);

    const ip = testIp();
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await call('/api/auth/forgot-password', { body: { email: newStudent().email }, ip })).status).toBe(200);
    }
    expect((await call('/api/auth/forgot-password', { body: { email: newStudent().email }, ip })).status).toBe(429);
  });

  it('limits reset attempts per IP', async () => {
    const ip = testIp();
    for (let attempt = 0; attempt < 20; attempt++) {
      const reply = await call('/api/auth/reset-password', { body: { token: `guess-${attempt}`, password: 'Newpassword1' }, ip });
      expect(reply.status).toBe(400);
    }
    const limited = await call('/api/auth/reset-password', { body: { token: 'guess-21', password: 'Newpassword1' }, ip });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many attempts to set a new password\./);
  });
});

describe('change password and signing out elsewhere', () => {
  it('needs the current password, then ends every other session but keeps this one', async () => {
    const { student, cookie } = await signedInStudent();
    const other = await signIn(student.email, student.password);
    const newPassword = `${student.password}Z`;

    const wrong = await call('/api/auth/change-password', { body: { currentPassword: 'Not-my-password1', newPassword }, cookie });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(accountMessages.currentPasswordWrong);
    const weak = await call('/api/auth/change-password', { body: { currentPassword: student.password, newPassword: 'short' }, cookie });
    expect(weak.body.message).toBe(authMessages.passwordTooShort);
    expect((await call('/api/auth/change-password', { body: { currentPassword: student.password, newPassword } })).status).toBe(401);

    const changed = await call('/api/auth/change-password', { body: { currentPassword: student.password, newPassword }, cookie });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ message: accountMessages.passwordChanged });
    expect((await call('/api/auth/user', { cookie })).status).toBe(200);
    expect((await call('/api/auth/user', { cookie: other.cookie })).status).toBe(401);
    expect((await signIn(student.email, newPassword)).status).toBe(200);
    await waitForMail(student.email, /Your StudyForge password was changed/);
  });

  it('voids every reset link mailed before the change, so an old link cannot undo it; a link asked for afterwards works', async () => {
    const { student, cookie } = await signedInStudent();
    const earlier = await resetMail(student.email);
    const { token: oldToken } = linkTokenOf(earlier, '/reset-password');
    const newPassword = `${student.password}W`;
    expect((await call('/api/auth/change-password', { body: { currentPassword: student.password, newPassword }, cookie })).status).toBe(200);

    const old = await call('/api/auth/reset-password', { body: { token: oldToken, password: 'Someone-elses-1' }, ip: testIp() });
    expect(old.status).toBe(410);
    expect(old.body).toEqual({ code: 'TOKEN_USED', message: accountMessages.tokenUsed });
    expect((await signIn(student.email, 'Someone-elses-1')).status).toBe(401);
    expect((await signIn(student.email, newPassword)).status).toBe(200);

    const { token: fresh } = linkTokenOf(await resetMail(student.email, earlier.receivedAt), '/reset-password');
    expect((await call('/api/auth/reset-password', { body: { token: fresh, password: `${newPassword}V` }, ip: testIp() })).status).toBe(200);
  });

  it('revoke-others ends every other session of the account, not this one nor other accounts', async () => {
    const { student, cookie } = await signedInStudent();
    const other = await signIn(student.email, student.password);
    const third = await signIn(student.email, student.password);
    const stranger = await signedInStudent();

    const reply = await call('/api/auth/sessions/revoke-others', { method: 'POST', cookie });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: accountMessages.otherSessionsEnded });
    expect((await call('/api/auth/user', { cookie })).status).toBe(200);
    expect((await call('/api/auth/user', { cookie: other.cookie })).status).toBe(401);
    expect((await call('/api/auth/user', { cookie: third.cookie })).status).toBe(401);
    expect((await call('/api/auth/user', { cookie: stranger.cookie })).status).toBe(200);
    expect((await call('/api/auth/sessions/revoke-others', { method: 'POST' })).status).toBe(401);
  });
});
