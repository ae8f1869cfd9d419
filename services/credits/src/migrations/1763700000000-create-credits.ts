import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCredits1763700000000 implements MigrationInterface {
  name = 'CreateCredits1763700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE credits.accounts (
        user_id uuid PRIMARY KEY,
        balance integer NOT NULL CHECK (balance >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE credits.ledger (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES credits.accounts (user_id),
        delta integer NOT NULL CHECK (delta <> 0),
        kind text NOT NULL CHECK (kind IN ('trial', 'debit', 'refund', 'grant')),
        reason text NOT NULL,
        idempotency_key text NOT NULL UNIQUE,
        balance_after integer NOT NULL CHECK (balance_after >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX ledger_user_created_idx ON credits.ledger (user_id, created_at DESC)`);
    await db.query(`
      CREATE FUNCTION credits.ledger_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'credits.ledger is append-only';
      END $$`);
    await db.query(`
      CREATE TRIGGER ledger_append_only BEFORE UPDATE OR DELETE ON credits.ledger
      FOR EACH ROW EXECUTE FUNCTION credits.ledger_is_append_only()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE credits.ledger`);
    await db.query(`DROP FUNCTION credits.ledger_is_append_only()`);
    await db.query(`DROP TABLE credits.accounts`);
  }
}
