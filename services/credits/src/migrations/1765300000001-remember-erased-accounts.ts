import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A late movement for an erased student (a job that was still running) must not open a new account with a
 * free trial: erased accounts are remembered by the SHA-256 of their id only.
 */
export class RememberErasedAccounts1765300000001 implements MigrationInterface {
  name = 'RememberErasedAccounts1765300000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE credits.erased_accounts (
        user_hash bytea PRIMARY KEY CHECK (octet_length(user_hash) = 32),
        erased_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE credits.erased_accounts`);
  }
}
