import { hkdfSync } from 'node:crypto';

/** What a derived key signs; each purpose gets a key of its own, so no key ever serves two. */
export type KeyPurpose = 'session-cookie' | 'media-link' | 'sign-in-device';

/** A 256-bit key for one purpose, derived with HKDF-SHA256 from a configured secret and the purpose's label. */
export function deriveKey(secret: string, purpose: KeyPurpose): string {
  return Buffer.from(hkdfSync('sha256', secret, 'studyforge', `studyforge ${purpose} v1`, 32)).toString('base64url');
}

/**
 * express-session's secrets: new cookies are signed with the derived key (the first); the raw SESSION_SECRET still
 * verifies cookies signed before keys were derived, so nobody is signed out by the change. It can be dropped once
 * SESSION_TTL_HOURS have passed since the deployment.
 */
export function sessionCookieSecrets(sessionSecret: string): [string, string] {
  return [deriveKey(sessionSecret, 'session-cookie'), sessionSecret];
}
