import { describe, expect, it } from 'vitest';
import { commonEnvSchema, loadConfig } from '../config/load-config.js';
import { DEV_MEDIA_LINK_SECRET, mediaLinkEnvSchema, requireMediaLinkSecretInProduction, withMediaLinkSecret } from './media-link-config.js';
import { MediaLinkSigner } from './media-link.signer.js';
import { uuidFromKey } from './uuid-from-key.js';

const JOB_ID = '0b7c5a2e-1f3d-4e6a-9b8c-7d6e5f4a3b2c';
const secret = 'a-media-link-secret-of-at-least-32-characters';

function partsOf(link: string) {
  const url = new URL(link, 'http://localhost');
  return { path: url.pathname, expires: url.searchParams.get('expires') ?? undefined, signature: url.searchParams.get('signature') ?? undefined };
}

describe('MediaLinkSigner', () => {
  it('signs a link to the audio that the same secret accepts for an hour', () => {
    const now = Date.UTC(2025, 0, 1, 12);
    const link = new MediaLinkSigner(secret).sign(JOB_ID, now);
    const { path, expires, signature } = partsOf(link);
    expect(path).toBe(`/api/audio/${JOB_ID}`);
    expect(Number(expires)).toBe(now / 1000 + 3600);
    const verifier = new MediaLinkSigner(secret);
    expect(verifier.verify(JOB_ID, expires, signature, now + 59 * 60_000)).toBe(true);
    expect(verifier.verify(JOB_ID, expires, signature, now + 61 * 60_000)).toBe(false);
  });

  it('refuses another secret, another job, a changed expiry and a forged signature', () => {
    const now = Date.now();
    const { expires, signature } = partsOf(new MediaLinkSigner(secret).sign(JOB_ID, now));
    expect(new MediaLinkSigner(`${secret}-other`).verify(JOB_ID, expires, signature, now)).toBe(false);
    expect(new MediaLinkSigner(secret).verify(uuidFromKey('another'), expires, signature, now)).toBe(false);
    expect(new MediaLinkSigner(secret).verify(JOB_ID, String(Number(expires) + 60), signature, now)).toBe(false);
    expect(new MediaLinkSigner(secret).verify(JOB_ID, expires, 'forged', now)).toBe(false);
    expect(new MediaLinkSigner(secret).verify(JOB_ID, undefined, signature, now)).toBe(false);
  });
});

describe('uuidFromKey', () => {
  it('gives the same UUID for the same key and another for another key', () => {
    expect(uuidFromKey('trivia:s:1')).toBe(uuidFromKey('trivia:s:1'));
    expect(uuidFromKey('trivia:s:1')).not.toBe(uuidFromKey('trivia:s:2'));
    expect(uuidFromKey('trivia:s:1')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('MEDIA_LINK_SECRET', () => {
  const schema = commonEnvSchema.extend(mediaLinkEnvSchema.shape).superRefine(requireMediaLinkSecretInProduction).transform(withMediaLinkSecret);

  it('is required in production, at least 32 characters', () => {
    expect(() => loadConfig(schema, { NODE_ENV: 'production' })).toThrow(/MEDIA_LINK_SECRET: is required in production/);
    expect(() => loadConfig(schema, { NODE_ENV: 'production', MEDIA_LINK_SECRET: 'short' })).toThrow(/MEDIA_LINK_SECRET: must be at least 32/);
    expect(loadConfig(schema, { NODE_ENV: 'production', MEDIA_LINK_SECRET: secret, NATS_USER: 'gateway', NATS_PASS: 'an-own-nats-password' }).MEDIA_LINK_SECRET).toBe(secret);
  });

  it('falls back to the shared development secret elsewhere', () => {
    expect(loadConfig(schema, { NODE_ENV: 'development' }).MEDIA_LINK_SECRET).toBe(DEV_MEDIA_LINK_SECRET);
  });
});
