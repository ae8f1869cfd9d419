import { createHash, timingSafeEqual } from 'node:crypto';

/** Whether an `Authorization: Bearer …` header carries the configured health token (compared in constant time). */
export function carriesHealthToken(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}
