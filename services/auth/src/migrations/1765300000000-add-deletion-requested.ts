import type { MigrationInterface, QueryRunner } from 'typeorm';

/** An account whose deletion was asked for: closed at once, its row kept only until every service has erased the student's data. */
export class AddDeletionRequested1765300000000 implements MigrationInterface {
  name = 'AddDeletionRequested1765300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE auth.users ADD COLUMN deletion_requested_at timestamptz`);
    await db.query(`CREATE INDEX users_deletion_requested_idx ON auth.users (deletion_requested_at) WHERE deletion_requested_at IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX auth.users_deletion_requested_idx`);
    await db.query(`ALTER TABLE auth.users DROP COLUMN deletion_requested_at`);
  }
}
