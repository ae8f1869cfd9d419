import argon2 from 'argon2';

/** argon2id with the OWASP minimum: 19 MiB of memory, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export class PasswordHasher {
  /** A hash of a random password, verified against when an email is unknown so both paths cost the same. */
  private readonly decoy = argon2.hash(`decoy-${Math.random()}`, ARGON2_OPTIONS);

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    const target = hash ?? (await this.decoy);
    const matches = await argon2.verify(target, password).catch(() => false);
    return hash !== null && matches;
  }

  needsRehash(hash: string): boolean {
    return argon2.needsRehash(hash, ARGON2_OPTIONS);
  }
}
