import type { DataSource } from 'typeorm';
import type { SqlRunner } from './tokens/account-tokens.repository.js';

/** What the mail flows need to know of an account. */
export interface AccountRecipient {
  id: string;
  email: string;
  firstName: string | null;
  emailVerified: boolean;
}

const RECIPIENT_COLUMNS = `id, email, first_name AS "firstName", email_verified_at IS NOT NULL AS "emailVerified"`;

/** The account reads and writes of e-mail verification and password reset and change (auth.users). */
export class AccountRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findByEmail(email: string): Promise<AccountRecipient | null> {
    const [row] = await this.dataSource.query(`SELECT ${RECIPIENT_COLUMNS} FROM auth.users WHERE email = $1`, [email]);
    return (row as AccountRecipient | undefined) ?? null;
  }

  async findById(id: string): Promise<AccountRecipient | null> {
    const [row] = await this.dataSource.query(`SELECT ${RECIPIENT_COLUMNS} FROM auth.users WHERE id = $1`, [id]);
    return (row as AccountRecipient | undefined) ?? null;
  }

  async passwordHashOf(id: string): Promise<string | null> {
    const [row] = await this.dataSource.query(`SELECT password_hash FROM auth.users WHERE id = $1`, [id]);
    return (row?.password_hash as string | null | undefined) ?? null;
  }

  /** A changed password, and every reset link mailed before it spent: an old link must not undo the change. */
  async changePassword(id: string, passwordHash: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const sql: SqlRunner = (text, parameters) => manager.query(text, parameters);
      await sql(`UPDATE auth.users SET password_hash = $2, updated_at = now() WHERE id = $1`, [id, passwordHash]);
      await AccountRepository.spendResetLinks(sql, id);
    });
  }

  /** Marks the address verified, when it is still the account's address. */
  static async markVerified(sql: SqlRunner, userId: string, email: string): Promise<boolean> {
    const rows = await sql(
      `WITH verified AS (
         UPDATE auth.users SET email_verified_at = coalesce(email_verified_at, now()), updated_at = now()
         WHERE id = $1 AND email = $2 RETURNING id
       ) SELECT id FROM verified`,
      [userId, email],
    );
    return rows.length > 0;
  }

  /**
   * A reset by the mailbox owner sets the new password, proves the address is theirs, spends every other
   * reset link, and removes every provider link made before the address was proven: whoever made such a
   * link never showed they own the address. (Links made when a provider proved it carry the same instant.)
   */
  static async applyReset(sql: SqlRunner, userId: string, email: string, passwordHash: string): Promise<void> {
    await sql(
      `UPDATE auth.users SET password_hash = $2, updated_at = now(),
         email_verified_at = CASE WHEN email = $3 THEN coalesce(email_verified_at, now()) ELSE email_verified_at END
       WHERE id = $1`,
      [userId, passwordHash, email],
    );
    await sql(
      `DELETE FROM auth.provider_links links USING auth.users users
       WHERE links.user_id = $1 AND users.id = links.user_id
         AND (users.email_verified_at IS NULL OR links.created_at < users.email_verified_at)`,
      [userId],
    );
    await AccountRepository.spendResetLinks(sql, userId);
  }

  private static async spendResetLinks(sql: SqlRunner, userId: string): Promise<void> {
    await sql(
      `UPDATE auth.account_tokens SET used_at = now() WHERE user_id = $1 AND purpose = 'reset-password' AND used_at IS NULL`,
      [userId],
    );
  }
}
