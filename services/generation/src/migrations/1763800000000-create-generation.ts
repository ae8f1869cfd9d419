import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateGeneration1763800000000 implements MigrationInterface {
  name = 'CreateGeneration1763800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE generation.jobs (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        kind text NOT NULL,
        stage text NOT NULL,
        progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
        input jsonb NOT NULL,
        result jsonb,
        error_code text,
        error_message text,
        credits_reserved integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX jobs_user_created_idx ON generation.jobs (user_id, created_at DESC)`);
    await db.query(`
      CREATE TABLE generation.flashcard_decks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        job_id uuid NOT NULL UNIQUE REFERENCES generation.jobs (id),
        title text NOT NULL,
        cards jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX flashcard_decks_user_idx ON generation.flashcard_decks (user_id, created_at DESC)`);
    await db.query(`
      CREATE TABLE generation.quizzes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        job_id uuid NOT NULL UNIQUE REFERENCES generation.jobs (id),
        kind text NOT NULL CHECK (kind IN ('quiz', 'practice-test', 'trivia')),
        title text NOT NULL,
        questions jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX quizzes_user_idx ON generation.quizzes (user_id, created_at DESC)`);
    await db.query(`
      CREATE TABLE generation.study_guides (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        job_id uuid NOT NULL UNIQUE REFERENCES generation.jobs (id),
        title text NOT NULL,
        guide jsonb NOT NULL,
        notes text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX study_guides_user_idx ON generation.study_guides (user_id, created_at DESC)`);
    await db.query(`
      CREATE TABLE generation.quiz_attempts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        quiz_id uuid NOT NULL REFERENCES generation.quizzes (id),
        user_id uuid NOT NULL,
        answers jsonb NOT NULL,
        correct integer NOT NULL CHECK (correct >= 0),
        total integer NOT NULL CHECK (total > 0 AND correct <= total),
        score numeric(5, 1) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX quiz_attempts_user_idx ON generation.quiz_attempts (user_id, created_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE generation.quiz_attempts`);
    await db.query(`DROP TABLE generation.study_guides`);
    await db.query(`DROP TABLE generation.quizzes`);
    await db.query(`DROP TABLE generation.flashcard_decks`);
    await db.query(`DROP TABLE generation.jobs`);
  }
}
