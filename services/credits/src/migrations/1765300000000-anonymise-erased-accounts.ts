import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An erased student's ledger rows stay (the books must still add up) but move to an anonymous account:
 * the one update the append-only ledger allows, and only inside an erasure's transaction.
 */
export class AnonymiseErasedAccounts1765300000000 implements MigrationInterface {
  name = 'AnonymiseErasedAccounts1765300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE credits.accounts ADD COLUMN anonymised_at timestamptz`);
    await db.query(`ALTER TABLE credits.ledger DROP CONSTRAINT ledger_kind_check`);
    await db.query(`ALTER TABLE credits.ledger ADD CONSTRAINT ledger_kind_check CHECK (kind IN ('trial', 'debit', 'refund', 'grant', 'erasure'))`);
    await db.query(`
      CREATE OR REPLACE FUNCTION credits.ledger_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND current_setting('credits.anonymising', true) = 'on'
           AND NEW.id = OLD.id AND NEW.delta = OLD.delta AND NEW.kind = OLD.kind AND NEW.reason = OLD.reason
           AND NEW.balance_after = OLD.balance_after AND NEW.created_at = OLD.created_at THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'credits.ledger is append-only';
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE OR REPLACE FUNCTION credits.ledger_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'credits.ledger is append-only';
      END $$`);
    await db.query(`ALTER TABLE credits.ledger DROP CONSTRAINT ledger_kind_check`);
    await db.query(`ALTER TABLE credits.ledger ADD CONSTRAINT ledger_kind_check CHECK (kind IN ('trial', 'debit', 'refund', 'grant'))`);
    await db.query(`ALTER TABLE credits.accounts DROP COLUMN anonymised_at`);
  }
}
