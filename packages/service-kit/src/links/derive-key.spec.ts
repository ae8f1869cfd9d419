import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveKey, sessionCookieSecrets } from './derive-key.js';
import { MediaLinkSigner } from './media-link.signer.js';

const secret = 'one-secret-an-operator-might-reuse-for-both-purposes';

describe('deriveKey', () => {
  it('gives each purpose its own key, stable for the same secret and different from the secret itself', () => {
    const cookie = deriveKey(secret, 'session-cookie');
    const media = deriveKey(secret, 'media-link');
    expect(cookie).not.toBe(media);
    expect(cookie).not.toBe(secret);
    expect(deriveKey(secret, 'media-link')).toBe(media);
    expect(deriveKey(`${secret}-2`, 'media-link')).not.toBe(media);
    expect(Buffer.from(media, 'base64url')).toHaveLength(32);
  });

  it('signs new session cookies with the derived key and still verifies cookies signed with the secret itself', () => {
    expect(sessionCookieSecrets(secret)).toEqual([deriveKey(secret, 'session-cookie'), secret]);
  });

  it('signs media links with the media-link key, never with the secret or the cookie key', () => {
    const now = Date.UTC(2026, 0, 1);
    const link = new URL(new MediaLinkSigner(secret).sign('0b7c5a2e-1f3d-4e6a-9b8c-7d6e5f4a3b2c', now), 'http://localhost');
    const payload = `audio:0b7c5a2e-1f3d-4e6a-9b8c-7d6e5f4a3b2c:${link.searchParams.get('expires')}`;
    const signedWith = (key: string) => createHmac('sha256', key).update(payload).digest('base64url');
    expect(link.searchParams.get('signature')).toBe(signedWith(deriveKey(secret, 'media-link')));
    expect(link.searchParams.get('signature')).not.toBe(signedWith(secret));
    expect(link.searchParams.get('signature')).not.toBe(signedWith(deriveKey(secret, 'session-cookie')));
  });

  it('still accepts a link signed with the secret itself before keys were derived, only while such links can live', () => {
    const deployed = Date.UTC(2026, 0, 1, 12);
    const jobId = '0b7c5a2e-1f3d-4e6a-9b8c-7d6e5f4a3b2c';
    const expires = deployed / 1000 + 30 * 60;
    const legacy = createHmac('sha256', secret).update(`audio:${jobId}:${expires}`).digest('base64url');
    const verifier = new MediaLinkSigner(secret, deployed);
    expect(verifier.verify(jobId, String(expires), legacy, deployed + 60_000)).toBe(true);
    const later = deployed / 1000 + 2 * 3600;
    const legacyLater = createHmac('sha256', secret).update(`audio:${jobId}:${later}`).digest('base64url');
    expect(verifier.verify(jobId, String(later), legacyLater, deployed + 60_000)).toBe(false);
  });
});
