import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from './derive-key.js';

const LIFETIME_SECONDS = 60 * 60;

/**
 * Links to generated audio (`/api/audio/{jobId}?expires=&signature=`) that work only until they expire
 * (one hour). The service that makes the audio signs them; the gateway that serves it verifies them.
 * Both hold the same MEDIA_LINK_SECRET and sign with the key derived from it for media links.
 */
export class MediaLinkSigner {
  private readonly key: string;
  /** Links signed with the secret itself (before keys were derived) expire within the hour after this process starts. */
  private readonly legacyUntil: number;

  constructor(
    private readonly secret: string,
    startedAt = Date.now(),
  ) {
    this.key = deriveKey(secret, 'media-link');
    this.legacyUntil = Math.floor(startedAt / 1000) + LIFETIME_SECONDS;
  }

  sign(jobId: string, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + LIFETIME_SECONDS;
    return `/api/audio/${jobId}?expires=${expires}&signature=${signature(this.key, jobId, expires)}`;
  }

  /** A link signed with the derived key; or, until the links made before it are all expired, one signed with the secret. */
  verify(jobId: string, expires: string | undefined, given: string | undefined, now = Date.now()): boolean {
    if (!expires || !given || !/^\d+$/.test(expires) || Number(expires) * 1000 < now) return false;
    if (same(signature(this.key, jobId, Number(expires)), given)) return true;
    return Number(expires) <= this.legacyUntil && same(signature(this.secret, jobId, Number(expires)), given);
  }
}

function signature(key: string, jobId: string, expires: number): string {
  return createHmac('sha256', key).update(`audio:${jobId}:${expires}`).digest('base64url');
}

function same(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
