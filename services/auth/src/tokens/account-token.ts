import { createHash, randomBytes } from 'node:crypto';

export type TokenPurpose = 'verify-email' | 'reset-password';

/** Why a token was refused: never issued (or mistyped), already used, or too old. */
export type TokenProblem = 'invalid' | 'used' | 'expired';

/** A new single-use secret: 32 random bytes for the link, only its SHA-256 hash is stored. */
export function newAccountToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashAccountToken(token) };
}

export function hashAccountToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
