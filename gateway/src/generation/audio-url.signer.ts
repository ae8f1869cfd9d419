import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const LIFETIME_SECONDS = 60 * 60;

/** Links to generated audio that only work until they expire (one hour), signed with the gateway's secret. */
export class AudioUrlSigner {
  constructor(private readonly secret: string) {}

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
    return createHmac('sha256', this.secret).update(`audio:${jobId}:${expires}`).digest('base64url');
  }
}

/** The same text read for the same trivia answer gets the same job id (so the audio is made once). */
export function audioJobIdFor(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
