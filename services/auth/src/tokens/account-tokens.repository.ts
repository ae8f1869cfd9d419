import type { DataSource, EntityManager } from 'typeorm';
import { hashAccountToken, newAccountToken, type TokenProblem, type TokenPurpose } from './account-token.js';

export class TokenRejectedError extends Error {
  constructor(readonly problem: TokenProblem) {
    super(`token ${problem}`);
  }
}

/** Whose token it was, handed to the work done in the same transaction as using it up. */
export interface TokenClaim {
  userId: string;
  email: string;
}

export type SqlRunner = (sql: string, parameters: unknown[]) => Promise<Array<Record<string, unknown>>>;

/** The single-use tokens of mailed links (auth.account_tokens): stored only as SHA-256 hashes. */
export class AccountTokensRepository {
  constructor(private readonly dataSource: DataSource) {}

  async issue(fields: { userId: string; email: string; purpose: TokenPurpose; lifetimeMs: number }): Promise<string> {
    const { token, hash } = newAccountToken();
    await this.dataSource.query(
      `INSERT INTO auth.account_tokens (token_hash, user_id, purpose, email, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::double precision / 1000))`,
      [hash, fields.userId, fields.purpose, fields.email, fields.lifetimeMs],
    );
    return token;
  }

  /**
   * Uses the token up (at most once, even when two requests race) and runs `then` in the same
   * transaction, so the token is only spent when the work it allows is done.
   */
  async consume<T>(purpose: TokenPurpose, token: string, then: (claim: TokenClaim, sql: SqlRunner) => Promise<T>): Promise<T> {
    const hash = hashAccountToken(token);
    return this.dataSource.transaction(async (manager) => {
      const sql = runnerOf(manager);
      const [claimed] = await sql(
        `WITH spent AS (
           UPDATE auth.account_tokens SET used_at = now()
           WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
           RETURNING user_id, email
         ) SELECT user_id, email FROM spent`,
        [hash, purpose],
      );
      if (!claimed) throw new TokenRejectedError(await this.problemOf(sql, hash, purpose));
      return then({ userId: claimed.user_id as string, email: claimed.email as string }, sql);
    });
  }

  private async problemOf(sql: SqlRunner, hash: Buffer, purpose: TokenPurpose): Promise<TokenProblem> {
    const [row] = await sql(`SELECT used_at IS NOT NULL AS used FROM auth.account_tokens WHERE token_hash = $1 AND purpose = $2`, [
      hash,
      purpose,
    ]);
    if (!row) return 'invalid';
    return row.used ? 'used' : 'expired';
  }
}

function runnerOf(manager: EntityManager): SqlRunner {
  return (sql, parameters) => manager.query(sql, parameters) as Promise<Array<Record<string, unknown>>>;
}
