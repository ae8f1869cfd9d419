import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a finished job really used, kept on its row: the credit reconciler settles a job whose settle was lost
 * (the credits service down at that moment) from it. Null until the job is done.
 */
export class JobCreditsUsed1766600000000 implements MigrationInterface {
  name = 'JobCreditsUsed1766600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE generation.jobs ADD COLUMN credits_used integer CHECK (credits_used >= 0)`);
    await db.query(`CREATE INDEX jobs_open_idx ON generation.jobs (updated_at) WHERE stage NOT IN ('done', 'failed')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX generation.jobs_open_idx`);
    await db.query(`ALTER TABLE generation.jobs DROP COLUMN credits_used`);
  }
}
