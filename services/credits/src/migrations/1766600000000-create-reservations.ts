import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The credit state of each job and trivia session: reserved (its debit `{key}:reserve` taken), then settled or
 * released exactly once. A release that arrives before its reservation leaves a tombstone (no user, 0 reserved)
 * so the late reservation is refused instead of charging for work that was given up.
 * Jobs that were in flight before this table are backfilled from their ledger rows.
 */
export class CreateReservations1766600000000 implements MigrationInterface {
  name = 'CreateReservations1766600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE credits.reservations (
        key text PRIMARY KEY,
        user_id uuid REFERENCES credits.accounts (user_id),
        reserved integer NOT NULL CHECK (reserved >= 0),
        charged integer NOT NULL DEFAULT 0 CHECK (charged >= 0 AND charged <= reserved),
        state text NOT NULL CHECK (state IN ('reserved', 'settled', 'released')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (state <> 'reserved' OR charged = 0),
        CHECK (user_id IS NOT NULL OR (state = 'released' AND reserved = 0))
      )`);
    await db.query(`CREATE INDEX reservations_open_idx ON credits.reservations (created_at) WHERE state = 'reserved'`);
    await db.query(`CREATE INDEX reservations_user_idx ON credits.reservations (user_id)`);
    await db.query(`
      INSERT INTO credits.reservations (key, user_id, reserved, charged, state, created_at, updated_at)
      SELECT left(d.idempotency_key, -length(':reserve')), d.user_id, -d.delta,
             CASE WHEN r.id IS NOT NULL THEN 0 WHEN s.id IS NOT NULL THEN -d.delta - s.delta ELSE 0 END,
             CASE WHEN r.id IS NOT NULL THEN 'released' WHEN s.id IS NOT NULL THEN 'settled' ELSE 'reserved' END,
             d.created_at, now()
      FROM credits.ledger d
      LEFT JOIN credits.ledger s ON s.idempotency_key = left(d.idempotency_key, -length(':reserve')) || ':settle'
      LEFT JOIN credits.ledger r ON r.idempotency_key = left(d.idempotency_key, -length(':reserve')) || ':release'
      WHERE d.kind = 'debit' AND d.idempotency_key ~ '^job:[0-9a-f-]{36}:reserve$'
        AND -d.delta - COALESCE(s.delta, 0) >= 0`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE credits.reservations`);
  }
}
