import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tutor Me lectures (one per job, owned by one student) with the passages their follow-up questions are answered from. */
export class CreateTutorLectures1764000400000 implements MigrationInterface {
  name = 'CreateTutorLectures1764000400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE generation.tutor_lectures (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        job_id uuid NOT NULL UNIQUE REFERENCES generation.jobs (id),
        title text NOT NULL,
        voice text NOT NULL,
        lecture jsonb NOT NULL,
        passages jsonb NOT NULL,
        audio_key text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX tutor_lectures_user_idx ON generation.tutor_lectures (user_id, created_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE generation.tutor_lectures`);
  }
}
