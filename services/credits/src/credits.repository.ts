import { DomainError, ErrorCode, FREE_TRIAL_CREDITS, type LedgerKind } from '@studyforge/contracts';
import type { OnApplicationShutdown } from '@nestjs/common';
import { inPgTransaction, openPgPool } from '@studyforge/service-kit';
import type pg from 'pg';
import type { Logger } from 'pino';

/** How an erased account's id is remembered: its SHA-256, never the id. */
export const ERASED_HASH = `sha256(convert_to($1::text, 'UTF8'))`;

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

/** Where a statement runs: the pool (one statement on its own), or the client of an open transaction. */
export type Queryable = Pick<pg.Pool, 'query'>;

export interface CreditsRepositoryOptions {
  url: string;
  poolSize: number;
  logger: Logger;
}

/** The only code that touches the credits schema, through a Postgres pool of its own. */
export class CreditsRepository implements OnApplicationShutdown {
  private readonly pool: pg.Pool;

  constructor(options: CreditsRepositoryOptions) {
    this.pool = openPgPool(options);
  }

  /** Runs `work` in one transaction on one connection: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (db: Queryable) => Promise<T>): Promise<T> {
    return inPgTransaction(this.pool, work);
  }

  /** The hot read (every page shows the balance): one named statement straight on the pool, parsed once per connection. */
  async findBalance(userId: string, db: Queryable = this.pool): Promise<number | null> {
    const { rows } = await db.query<{ balance: number }>({ name: 'credits-find-balance', text: 'SELECT balance FROM credits.accounts WHERE user_id = $1', values: [userId] });
    return rows[0]?.balance ?? null;
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }

  /**
   * Creates the account with its free trial on first touch; a no-op ever after, however many callers race.
   * An erased account is never opened again: it throws NOT_FOUND.
   */
  async ensureAccount(userId: string, db: Queryable = this.pool): Promise<void> {
    const { rows: erased } = await db.query(`SELECT 1 FROM credits.erased_accounts WHERE user_hash = ${ERASED_HASH}`, [userId]);
    if (erased.length) throw new DomainError(ErrorCode.NotFound, 'This account was deleted.');
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

  async lockAccount(userId: string, db: Queryable): Promise<number> {
    const { rows } = await db.query<{ balance: number }>('SELECT balance FROM credits.accounts WHERE user_id = $1 FOR UPDATE', [userId]);
    if (!rows[0]) throw new Error(`credit account ${userId} vanished inside its transaction`);
    return rows[0].balance;
  }

  async findByIdempotencyKey(key: string, db: Queryable = this.pool): Promise<LedgerRow | null> {
    const { rows } = await db.query<LedgerRow>(
      'SELECT id, user_id AS "userId", delta, kind FROM credits.ledger WHERE idempotency_key = $1',
      [key],
    );
    return rows[0] ?? null;
  }

  /** One conditional update and its ledger row: returns null when the balance is short. */
  async debit(
    db: Queryable,
    move: { userId: string; amount: number; reason: string; idempotencyKey: string },
  ): Promise<{ id: string; balanceAfter: number } | null> {
    const { rows } = await db.query<{ id: string; balance_after: number }>(
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
    db: Queryable,
    kind: Extract<LedgerKind, 'refund' | 'grant'>,
    move: { userId: string; amount: number; reason: string; idempotencyKey: string },
  ): Promise<{ id: string; balanceAfter: number }> {
    const { rows } = await db.query<{ id: string; balance_after: number }>(
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

  async totals(userId: string, db: Queryable = this.pool): Promise<CreditTotals> {
    const { rows } = await db.query<{ balance: number; granted: string; spent: string; refunded: string }>(
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
