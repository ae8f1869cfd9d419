import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Saved Study Visuals analyses and Essay Grader grades, one per job, each owned by one student. */
export class CreateStudyToolResults1764000100000 implements MigrationInterface {
  name = 'CreateStudyToolResults1764000100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE generation.visual_analyses (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        job_id uuid NOT NULL UNIQUE REFERENCES generation.jobs (id),
        file_name text NOT NULL,
        question text NOT NULL,
        analysis text NOT NULL,
        visual jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX visual_analyses_user_idx ON generation.visual_analyses (user_id, created_at DESC)`);
    await db.query(`
      CREATE TABLE generation.essay_grades (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        job_id uuid NOT NULL UNIQUE REFERENCES generation.jobs (id),
        title text NOT NULL,
        essay_type text NOT NULL,
        essay_text text NOT NULL,
        grading jsonb NOT NULL,
        overall_score integer NOT NULL CHECK (overall_score BETWEEN 0 AND 100),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX essay_grades_user_idx ON generation.essay_grades (user_id, created_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE generation.essay_grades`);
    await db.query(`DROP TABLE generation.visual_analyses`);
  }
}
