import type { DataSource } from 'typeorm';

export interface DeletionCandidate {
  passwordHash: string | null;
  deletionRequestedAt: Date | null;
}

/** The account reads and writes of Data & Export: its export, its closing and its final erasure (auth schema). */
export class AccountDeletionRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findCandidate(userId: string): Promise<DeletionCandidate | null> {
    const [row] = await this.dataSource.query(
      `SELECT password_hash AS "passwordHash", deletion_requested_at AS "deletionRequestedAt" FROM auth.users WHERE id = $1`,
      [userId],
    );
    return (row as DeletionCandidate | undefined) ?? null;
  }

  /** The account row (every column but the password hash) and its provider links. */
  async exportOf(userId: string): Promise<{ account: Record<string, unknown> | null; providerLinks: object[] }> {
    const [row] = (await this.dataSource.query(`SELECT * FROM auth.users WHERE id = $1`, [userId])) as Array<Record<string, unknown>>;
    const providerLinks = (await this.dataSource.query(
      `SELECT provider, subject, email, created_at, last_sign_in_at FROM auth.provider_links WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    )) as object[];
    if (!row) return { account: null, providerLinks };
    const { password_hash: passwordHash, ...account } = row;
    return { account: { ...account, has_password: passwordHash !== null }, providerLinks };
  }

  /**
   * Closes the account at once: no password, no address anyone can sign in, reset or be mailed with, no provider
   * link and no pending link; the row stays (with the time of the request) until the erasure ends.
   */
  async close(userId: string): Promise<{ at: Date; formerEmail: string }> {
    return this.dataSource.transaction(async (manager) => {
      const [former] = (await manager.query(`SELECT email FROM auth.users WHERE id = $1 FOR UPDATE`, [userId])) as Array<{ email: string }>;
      const [row] = (await manager.query(
        `UPDATE auth.users SET deletion_requested_at = coalesce(deletion_requested_at, now()), password_hash = NULL,
           email = 'erased-' || id || '@erased.invalid', email_verified_at = NULL, updated_at = now()
         WHERE id = $1 RETURNING deletion_requested_at AS "at"`,
        [userId],
      )) as [Array<{ at: Date }>, number];
      await manager.query(`DELETE FROM auth.provider_links WHERE user_id = $1`, [userId]);
      await manager.query(`DELETE FROM auth.account_tokens WHERE user_id = $1`, [userId]);
      return { at: row[0]!.at, formerEmail: former!.email };
    });
  }

  /** Deletes a closed account's row (its links and tokens go with it); null when the account was never closed. */
  async eraseClosed(userId: string): Promise<number | null> {
    const [row] = (await this.dataSource.query(
      `WITH gone AS (DELETE FROM auth.users WHERE id = $1 AND deletion_requested_at IS NOT NULL RETURNING 1),
            open AS (SELECT 1 FROM auth.users WHERE id = $1 AND deletion_requested_at IS NULL)
       SELECT (SELECT count(*)::int FROM gone) AS gone, (SELECT count(*)::int FROM open) AS open`,
      [userId],
    )) as Array<{ gone: number; open: number }>;
    return row && row.open > 0 ? null : (row?.gone ?? 0);
  }

  async pendingErasures(): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT id FROM auth.users WHERE deletion_requested_at IS NOT NULL ORDER BY deletion_requested_at LIMIT 1000`,
    )) as Array<{ id: string }>;
    return rows.map((row) => row.id);
  }
}
