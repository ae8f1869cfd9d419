import { authMessages } from '@studyforge/contracts';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sessionCookieOf, signedInStudent, waitUntil } from '@studyforge/test-support';

// GET /api/user/credits is answered by a NATS forward, so its session is read by the lean reader
// (gateway/src/session/session-reader.ts); these tests hold it to every guarantee of the full chain.
const redis = createClient({ url: process.env.REDIS_URL });
beforeAll(async () => {
  await redis.connect();
});
afterAll(async () => {
  await redis.quit();
});

const sessionKeyOf = (cookie: string) => `sess:${decodeURIComponent(cookie.split('=')[1]!).slice(2).split('.')[0]!}`;
const credits = (cookie: string) => call('/api/user/credits', { cookie });
const signedOut = { code: 'UNAUTHENTICATED', message: authMessages.signedOut };

describe('the lean session read of API calls answered by a service', () => {
  it('answers the signed-in user, with no cookie written and no Redis write (the session is not rolled)', async () => {
    const { cookie } = await signedInStudent();
    const key = sessionKeyOf(cookie);
    const before = await redis.get(key);
    const ttlBefore = await redis.pTTL(key);
    const answer = await credits(cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ credits: 50 });
    expect(answer.headers.get('set-cookie') ?? '').not.toMatch(/studyforge\.sid=/);
    expect(await redis.get(key)).toBe(before);
    expect(await redis.pTTL(key)).toBeLessThanOrEqual(ttlBefore);
  });

  it('refuses the cookie at once after sign-out, although the same cookie was just read', async () => {
    const { cookie } = await signedInStudent();
    expect((await credits(cookie)).status).toBe(200);
    expect((await call('/api/logout', { cookie })).status).toBe(302);
    const after = await credits(cookie);
    expect(after.status).toBe(401);
    expect(after.body).toEqual(signedOut);
  });

  it('refuses a session ended from another device (sign out everywhere else, password change), keeps the one that ended it', async () => {
    const { student, ip, cookie: laptop } = await signedInStudent();
    const signIn = () => call('/api/auth/signin', { body: { email: student.email, password: student.password }, ip });
    const phone = sessionCookieOf(await signIn());
    expect((await credits(phone)).status).toBe(200);
    expect((await call('/api/auth/sessions/revoke-others', { method: 'POST', cookie: laptop })).status).toBe(200);
    expect((await credits(phone)).status).toBe(401);
    expect((await credits(laptop)).status).toBe(200);

    const tablet = sessionCookieOf(await signIn());
    expect((await credits(tablet)).status).toBe(200);
    const newPassword = `${student.password}x`;
    const changed = await call('/api/auth/change-password', { cookie: laptop, body: { currentPassword: student.password, newPassword } });
    expect(changed.status).toBe(200);
    expect((await credits(tablet)).status).toBe(401);
    expect((await credits(laptop)).status).toBe(200);
  });

  it('refuses a session whose time in Redis ran out', async () => {
    const { cookie } = await signedInStudent();
    expect((await credits(cookie)).status).toBe(200);
    const key = sessionKeyOf(cookie);
    await redis.pExpire(key, 1);
    expect(await waitUntil(async () => (await redis.exists(key)) === 0, 5000)).toBe(true);
    expect((await credits(cookie)).status).toBe(401);
  });

  it('refuses a tampered or foreign-signed cookie as signed out', async () => {
    const { cookie } = await signedInStudent();
    const [name, value] = cookie.split('=') as [string, string];
    const raw = decodeURIComponent(value);
    const dot = raw.lastIndexOf('.');
    const flipped = `${raw.slice(0, dot + 1)}${raw[dot + 1] === 'A' ? 'B' : 'A'}${raw.slice(dot + 2)}`;
    const otherId = `s:${'0'.repeat(32)}${raw.slice(dot)}`;
    for (const forged of [flipped, otherId, raw.slice(2)]) {
      const answer = await credits(`${name}=${encodeURIComponent(forged)}`);
      expect(answer.status, forged).toBe(401);
      expect(answer.body).toEqual(signedOut);
    }
    expect((await credits(cookie)).status).toBe(200);
  });

  it('hands a session not listed under its account yet to the full chain, which lists it (so it can be ended from elsewhere)', async () => {
    const { cookie, user } = await signedInStudent();
    const key = sessionKeyOf(cookie);
    const stored = JSON.parse((await redis.get(key))!) as Record<string, unknown>;
    delete stored.indexedFor;
    await redis.set(key, JSON.stringify(stored), { expiration: 'KEEPTTL' });
    const sessionId = key.slice('sess:'.length);
    await redis.sRem(`user-sessions:${user.id}`, sessionId);
    expect((await credits(cookie)).status).toBe(200);
    expect(await redis.sIsMember(`user-sessions:${user.id}`, sessionId)).toBe(1);
    expect(JSON.parse((await redis.get(key))!)).toMatchObject({ indexedFor: user.id });
  });
});
