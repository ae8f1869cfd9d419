import { FREE_TRIAL_CREDITS, type LedgerKind } from '@studyforge/contracts';
import type { DataSource, EntityManager } from 'typeorm';

export interface LedgerRow {
  id: string;
  userId: string;
  delta: number;
  kind: LedgerKind;
}

export interface CreditTotals {
  balance: number;
  granted: number;
  spent: number;
  refunded: number;
}

/** The only code that touches the credits schema. */
export class CreditsRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async findBalance(userId: string, db?: EntityManager): Promise<number | null> {
    const sql = 'SELECT balance FROM credits.accounts WHERE user_id = $1';
    // The hot read (every page shows the balance) goes straight to the pool, without a TypeORM query runner.
    const rows: Array<{ balance: number }> = db ? await db.query(sql, [userId]) : (await this.pool().query(sql, [userId])).rows;
    return rows[0]?.balance ?? null;
  }

  private pool(): { query(sql: string, params: unknown[]): Promise<{ rows: Array<{ balance: number }> }> } {
    return (this.dataSource.driver as unknown as { master: ReturnType<CreditsRepository['pool']> }).master;
  }

  /** Creates the account with its free trial on first touch; a no-op ever after, however many callers race. */
  async ensureAccount(userId: string, db: EntityManager = this.dataSource.manager): Promise<void> {
    await db.query(
      `WITH created AS (
         INSERT INTO credits.accounts (user_id, balance) VALUES ($1, $2)
         ON CONFLICT (user_id) DO NOTHING
         RETURNING user_id, balance
       )
       INSERT INTO credits.ledger (user_id, delta, kind, reason, idempotency_key, balance_after)
       SELECT user_id, balance, 'trial', 'Free trial', 'trial:' || user_id, balance FROM created`,
      [userId, FREE_TRIAL_CREDITS],
    );
  }

  async lockAccount(userId: string, db: EntityManager): Promise<number> {
    const rows: Array<{ balance: number }> = await db.query(
      'SELECT balance FROM credits.accounts WHERE user_id = $1 FOR UPDATE',
      [userId],
    );
    if (!rows[0]) throw new Error(`credit account ${userId} vanished inside its transaction`);
    return rows[0].balance;
  }

  async findByIdempotencyKey(key: string, db: EntityManager = this.dataSource.manager): Promise<LedgerRow | null> {
    const rows: LedgerRow[] = await db.query(
      'SELECT id, user_id AS "userId", delta, kind FROM credits.ledger WHERE idempotency_key = $1',
      [key],
    );
    return rows[0] ?? null;
  }

  /** One conditional update and its ledger row: returns null when the balance is short. */
  async debit(
    db: EntityManager,
    move: { userId: string; amount: number; reason: string; idempotencyKey: string },
  ): Promise<{ id: string; balanceAfter: number } | null> {
    const rows: Array<{ id: string; balance_after: number }> = await db.query(
      `WITH debited AS (
         UPDATE credits.accounts SET balance = balance - $2, updated_at = now()
         WHERE user_id = $1 AND balance >= $2
         RETURNING balance
       )
       INSERT INTO credits.ledger (user_id, delta, kind, reason, idempotency_key, balance_after)
       SELECT $1, -$2::integer, 'debit', $3, $4, balance FROM debited
       RETURNING id, balance_after`,
      [move.userId, move.amount, move.reason, move.idempotencyKey],
    );
    const row = rows[0];
    return row ? { id: row.id, balanceAfter: row.balance_after } : null;
  }

  async credit(
    db: EntityManager,
    kind: Extract<LedgerKind, 'refund' | 'grant'>,
    move: { userId: string; amount: number; reason: string; idempotencyKey: string },
  ): Promise<{ id: string; balanceAfter: number }> {
    const rows: Array<{ id: string; balance_after: number }> = await db.query(
      `WITH credited AS (
         UPDATE credits.accounts SET balance = balance + $2, updated_at = now()
         WHERE user_id = $1
         RETURNING balance
       )
       INSERT INTO credits.ledger (user_id, delta, kind, reason, idempotency_key, balance_after)
       SELECT $1, $2::integer, $5, $3, $4, balance FROM credited
       RETURNING id, balance_after`,
      [move.userId, move.amount, move.reason, move.idempotencyKey, kind],
    );
    const row = rows[0];
    if (!row) throw new Error(`credit account ${move.userId} is missing`);
    return { id: row.id, balanceAfter: row.balance_after };
  }

  async totals(userId: string, db: EntityManager = this.dataSource.manager): Promise<CreditTotals> {
    const rows: Array<{ balance: number; granted: string; spent: string; refunded: string }> = await db.query(
      `SELECT a.balance,
              COALESCE(SUM(l.delta) FILTER (WHERE l.kind IN ('trial', 'grant')), 0) AS granted,
              COALESCE(-SUM(l.delta) FILTER (WHERE l.kind = 'debit'), 0) AS spent,
              COALESCE(SUM(l.delta) FILTER (WHERE l.kind = 'refund'), 0) AS refunded
       FROM credits.accounts a
       LEFT JOIN credits.ledger l ON l.user_id = a.user_id
       WHERE a.user_id = $1
       GROUP BY a.balance`,
      [userId],
    );
    const row = rows[0];
    if (!row) throw new Error(`credit account ${userId} is missing`);
    return { balance: row.balance, granted: Number(row.granted), spent: Number(row.spent), refunded: Number(row.refunded) };
  }
}
