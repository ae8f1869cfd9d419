import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from './derive-key.js';

const LIFETIME_SECONDS = 60 * 60;

/**
 * Links to generated audio (`/api/audio/{jobId}?expires=&signature=`) that work only until they expire
 * (one hour). The service that makes the audio signs them; the gateway that serves it verifies them.
 * Both hold the same MEDIA_LINK_SECRET and sign with the key derived from it for media links (links signed with the
 * secret itself, before keys were derived, stop working: they lived an hour at most).
 */
export class MediaLinkSigner {
  private readonly key: string;

  constructor(secret: string) {
    this.key = deriveKey(secret, 'media-link');
  }

  sign(jobId: string, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + LIFETIME_SECONDS;
    return `/api/audio/${jobId}?expires=${expires}&signature=${this.signature(jobId, expires)}`;
  }

  verify(jobId: string, expires: string | undefined, signature: string | undefined, now = Date.now()): boolean {
    if (!expires || !signature || !/^\d+$/.test(expires) || Number(expires) * 1000 < now) return false;
    const expected = Buffer.from(this.signature(jobId, Number(expires)));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private signature(jobId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`audio:${jobId}:${expires}`).digest('base64url');
  }
}
