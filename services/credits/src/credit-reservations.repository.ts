import type { ReservationState, StaleReservations } from '@studyforge/contracts';
import type { CreditsRepository, Queryable } from './credits.repository.js';

export interface ReservationRow {
  key: string;
  userId: string | null;
  reserved: number;
  charged: number;
  state: ReservationState;
}

const COLUMNS = 'key, user_id AS "userId", reserved, charged, state';

/** The only code that reads and writes credits.reservations (each call inside a transaction of the credits repository). */
export class CreditReservationsRepository {
  constructor(readonly credits: CreditsRepository) {}

  async lock(db: Queryable, key: string): Promise<ReservationRow | null> {
    const { rows } = await db.query<ReservationRow>(`SELECT ${COLUMNS} FROM credits.reservations WHERE key = $1 FOR UPDATE`, [key]);
    return rows[0] ?? null;
  }

  async insertReserved(db: Queryable, row: { key: string; userId: string; reserved: number }): Promise<ReservationRow> {
    const { rows } = await db.query<ReservationRow>(
      `INSERT INTO credits.reservations (key, user_id, reserved, state) VALUES ($1, $2, $3, 'reserved') RETURNING ${COLUMNS}`,
      [row.key, row.userId, row.reserved],
    );
    return rows[0]!;
  }

  /** A release that came first: returns null when a reservation with this key was made meanwhile. */
  async insertTombstone(db: Queryable, key: string): Promise<ReservationRow | null> {
    const { rows } = await db.query<ReservationRow>(
      `INSERT INTO credits.reservations (key, user_id, reserved, state) VALUES ($1, NULL, 0, 'released')
       ON CONFLICT (key) DO NOTHING RETURNING ${COLUMNS}`,
      [key],
    );
    return rows[0] ?? null;
  }

  async finish(db: Queryable, key: string, state: Exclude<ReservationState, 'reserved'>, charged: number): Promise<ReservationRow> {
    const { rows } = await db.query<ReservationRow>(
      `UPDATE credits.reservations SET state = $2, charged = $3, updated_at = now() WHERE key = $1 AND state = 'reserved' RETURNING ${COLUMNS}`,
      [key, state, charged],
    );
    if (!rows[0]) throw new Error(`reservation ${key} changed inside its transaction`);
    return rows[0];
  }

  async stale(olderThanMs: number, limit: number, afterKey: string | null): Promise<StaleReservations['reservations']> {
    return this.credits.transaction(async (db) => {
      const { rows } = await db.query<{ key: string; userId: string; reserved: number; createdAt: Date }>(
        `SELECT key, user_id AS "userId", reserved, created_at AS "createdAt" FROM credits.reservations
         WHERE state = 'reserved' AND created_at < now() - make_interval(secs => $1::double precision / 1000)
           AND ($3::text IS NULL OR key > $3)
         ORDER BY key LIMIT $2`,
        [olderThanMs, limit, afterKey],
      );
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    });
  }
}
