import { randomUUID } from 'node:crypto';
import { ERASED_HASH, type CreditsRepository } from './credits.repository.js';

export interface LedgerExportRow {
  delta: number;
  kind: string;
  reason: string;
  balanceAfter: number;
  createdAt: string;
}

/** A student's credits for their data export, and the anonymisation of their ledger when their account is erased. */
export class CreditsUserDataRepository {
  constructor(private readonly credits: CreditsRepository) {}

  /** The balance, and `limit` ledger rows from `offset` (oldest first). */
  async export(userId: string, offset: number, limit: number): Promise<{ balance: number | null; ledger: LedgerExportRow[] }> {
    return this.credits.transaction(async (db) => {
      const balance = await this.credits.findBalance(userId, db);
      const { rows } = await db.query<LedgerExportRow>(
        `SELECT delta, kind, reason, balance_after AS "balanceAfter", created_at AS "createdAt"
         FROM credits.ledger WHERE user_id = $1 ORDER BY created_at, id LIMIT $2 OFFSET $3`,
        [userId, limit, offset],
      );
      return { balance, ledger: rows };
    });
  }

  /**
   * Forfeits what is left of the balance (a last ledger row), moves every ledger row to a fresh anonymous
   * account whose balance is 0 (so it still equals the sum of its ledger), re-keys the rows so no key names
   * the student, and removes the student's account. Idempotent: a second run finds nothing.
   */
  async anonymise(userId: string): Promise<Record<string, number>> {
    return this.credits.transaction(async (db) => {
      const { rows: accounts } = await db.query<{ balance: number }>(
        'SELECT balance FROM credits.accounts WHERE user_id = $1 AND anonymised_at IS NULL FOR UPDATE',
        [userId],
      );
      const account = accounts[0];
      await db.query(`INSERT INTO credits.erased_accounts (user_hash) VALUES (${ERASED_HASH}) ON CONFLICT DO NOTHING`, [userId]);
      if (!account) return { accounts: 0, ledger: 0 };
      if (account.balance > 0) {
        await db.query(
          `INSERT INTO credits.ledger (user_id, delta, kind, reason, idempotency_key, balance_after)
           VALUES ($1, $2, 'erasure', 'Account deleted: remaining credits forfeited', $3, 0)`,
          [userId, -account.balance, `erasure:${randomUUID()}`],
        );
        await db.query('UPDATE credits.accounts SET balance = 0, updated_at = now() WHERE user_id = $1', [userId]);
      }
      const anonymous = randomUUID();
      await db.query('INSERT INTO credits.accounts (user_id, balance, anonymised_at) VALUES ($1, 0, now())', [anonymous]);
      await db.query(`SET LOCAL credits.anonymising = 'on'`);
      const moved = await db.query(`UPDATE credits.ledger SET user_id = $2, idempotency_key = 'erased:' || id WHERE user_id = $1`, [
        userId,
        anonymous,
      ]);
      await db.query(`SET LOCAL credits.anonymising = 'off'`);
      // Open reservations are forfeited with the balance: a late settle or release of them is a replay.
      await db.query(
        `UPDATE credits.reservations SET user_id = $2, charged = CASE WHEN state = 'reserved' THEN reserved ELSE charged END,
                state = CASE WHEN state = 'reserved' THEN 'settled' ELSE state END, updated_at = now()
         WHERE user_id = $1`,
        [userId, anonymous],
      );
      await db.query('DELETE FROM credits.accounts WHERE user_id = $1', [userId]);
      return { accounts: 1, ledger: moved.rowCount ?? 0 };
    });
  }
}
