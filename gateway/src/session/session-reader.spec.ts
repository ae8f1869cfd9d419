import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cookieValue, SessionReader, unsignSessionCookie } from './session-reader.js';

/** express-session's own signer, so the reader is checked against what the sessions really carry. */
const signature = createRequire(import.meta.url)('cookie-signature') as { sign(value: string, secret: string): string };

const SECRETS = ['derived-cookie-key', 'legacy-session-secret'];
const NAME = 'studyforge.sid';
const NOW = Date.parse('2026-11-24T12:00:00Z');

/** The cookie express-session sets for a session id signed with `secret`. */
function cookieFor(id: string, secret = SECRETS[0]!): string {
  return `${NAME}=${encodeURIComponent(`s:${signature.sign(id, secret)}`)}`;
}

function stored(userId: string, overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    cookie: { originalMaxAge: 3_600_000, expires: new Date(NOW + 3_600_000).toISOString(), httpOnly: true, path: '/', sameSite: 'lax' },
    passport: { user: userId },
    indexedFor: userId,
    signedInAt: NOW - 1000,
    ...overrides,
  });
}

function fakeRedis(entries: Record<string, string>) {
  const data = new Map(Object.entries(entries));
  let gets = 0;
  return {
    data,
    gets: () => gets,
    client: {
      get: async (key: string) => {
        gets++;
        return data.get(key) ?? null;
      },
    },
  };
}

function readerOver(redis: ReturnType<typeof fakeRedis>) {
  return new SessionReader(redis.client as never, SECRETS, NAME, () => NOW);
}

describe('SessionReader', () => {
  it('reads a signed-in, indexed session: its id, user and data', async () => {
    const redis = fakeRedis({ 'sess:abc': stored('user-1') });
    const session = await readerOver(redis).read(`theme=dark; ${cookieFor('abc')}`);
    expect(session).toMatchObject({ id: 'abc', userId: 'user-1', data: { signedInAt: NOW - 1000 } });
  });

  it('verifies cookies signed with the legacy secret too, as express-session does', async () => {
    const redis = fakeRedis({ 'sess:abc': stored('user-1') });
    expect(await readerOver(redis).read(cookieFor('abc', SECRETS[1]))).toMatchObject({ userId: 'user-1' });
  });

  it('answers null for a tampered cookie or one signed with another secret, without asking Redis', async () => {
    const redis = fakeRedis({ 'sess:abc': stored('user-1'), 'sess:abd': stored('user-2') });
    const reader = readerOver(redis);
    const genuine = decodeURIComponent(cookieFor('abc').split('=')[1]!);
    const otherId = genuine.replace('s:abc.', 's:abd.');
    expect(await reader.read(`${NAME}=${encodeURIComponent(otherId)}`)).toBeNull();
    expect(await reader.read(`${NAME}=${encodeURIComponent(`${genuine.slice(0, -2)}xx`)}`)).toBeNull();
    expect(await reader.read(cookieFor('abc', 'someone-elses-secret'))).toBeNull();
    expect(await reader.read(`${NAME}=abc`)).toBeNull();
    expect(redis.gets()).toBe(0);
  });

  it('reads Redis on every call, so a session ended server-side stops at once although it was read before', async () => {
    const redis = fakeRedis({ 'sess:abc': stored('user-1') });
    const reader = readerOver(redis);
    expect(await reader.read(cookieFor('abc'))).not.toBeNull();
    redis.data.delete('sess:abc');
    expect(await reader.read(cookieFor('abc'))).toBeNull();
    expect(redis.gets()).toBe(2);
  });

  it('answers null for a session whose cookie expiry has passed, even if Redis still holds it', async () => {
    const redis = fakeRedis({ 'sess:abc': stored('user-1', { cookie: { expires: new Date(NOW - 1).toISOString() } }) });
    expect(await readerOver(redis).read(cookieFor('abc'))).toBeNull();
  });

  it('leaves sessions without a user, not yet indexed for it, or unreadable to the full chain', async () => {
    const redis = fakeRedis({
      'sess:anon': stored('user-1', { passport: {} }),
      'sess:unindexed': stored('user-1', { indexedFor: undefined }),
      'sess:other': stored('user-1', { indexedFor: 'user-2' }),
      'sess:broken': '{not json',
    });
    const reader = readerOver(redis);
    for (const id of ['anon', 'unindexed', 'other', 'broken', 'missing']) expect(await reader.read(cookieFor(id)), id).toBeNull();
  });

  it('takes a changed session as it is now, never an earlier parse of the same id', async () => {
    const redis = fakeRedis({ 'sess:abc': stored('user-1') });
    const reader = readerOver(redis);
    expect(await reader.read(cookieFor('abc'))).toMatchObject({ userId: 'user-1' });
    redis.data.set('sess:abc', stored('user-1', { passport: {} }));
    expect(await reader.read(cookieFor('abc'))).toBeNull();
  });

  it('passes a Redis failure on to the caller', async () => {
    const reader = new SessionReader({ get: () => Promise.reject(new Error('down')) } as never, SECRETS, NAME);
    await expect(reader.read(cookieFor('abc'))).rejects.toThrow('down');
  });
});

describe('cookieValue', () => {
  it('takes the first cookie of the name, decoded, and ignores names that only end with it', () => {
    expect(cookieValue('xstudyforge.sid=1; studyforge.sid=s%3Aa.b; studyforge.sid=second', NAME)).toBe('s:a.b');
    expect(cookieValue('studyforge.sid="quoted"', NAME)).toBe('quoted');
    expect(cookieValue('other=1', NAME)).toBeUndefined();
    expect(cookieValue(undefined, NAME)).toBeUndefined();
  });

  it('unsigns exactly what cookie-signature signs', () => {
    expect(unsignSessionCookie(`s:${signature.sign('id-1', 'k')}`, ['k'])).toBe('id-1');
    expect(unsignSessionCookie(signature.sign('id-1', 'k'), ['k'])).toBeNull();
  });
});
