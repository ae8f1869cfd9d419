import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Study Calendar: goals, the current plan of each student with its sessions, and calendar subscription links (hashed). */
export class CreateStudyPlans1764000200000 implements MigrationInterface {
  name = 'CreateStudyPlans1764000200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE generation.study_goals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
        description text NOT NULL DEFAULT '',
        priority text NOT NULL CHECK (priority IN ('high', 'medium', 'low')),
        due_date date NOT NULL,
        estimated_hours integer NOT NULL CHECK (estimated_hours BETWEEN 1 AND 100),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX study_goals_user_idx ON generation.study_goals (user_id, created_at)`);
    await db.query(`
      CREATE TABLE generation.study_plans (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        job_id uuid NOT NULL UNIQUE REFERENCES generation.jobs (id) ON DELETE CASCADE,
        start_date date NOT NULL,
        time_zone text NOT NULL,
        hours_per_day integer NOT NULL CHECK (hours_per_day BETWEEN 1 AND 6),
        shortfalls jsonb NOT NULL,
        -- The plan as iCalendar, written by the job and again after a goal's removal (null until then).
        calendar text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX study_plans_user_idx ON generation.study_plans (user_id, created_at DESC)`);
    await db.query(`
      CREATE TABLE generation.study_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        plan_id uuid NOT NULL REFERENCES generation.study_plans (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        goal_id uuid NOT NULL REFERENCES generation.study_goals (id) ON DELETE CASCADE,
        day date NOT NULL,
        start_time text NOT NULL CHECK (start_time ~ '^[0-2][0-9]:[0-5][0-9]$'),
        minutes integer NOT NULL CHECK (minutes > 0),
        kind text NOT NULL CHECK (kind IN ('study', 'review')),
        status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'completed')),
        starts_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX study_sessions_plan_idx ON generation.study_sessions (plan_id, starts_at)`);
    await db.query(`CREATE INDEX study_sessions_user_idx ON generation.study_sessions (user_id)`);
    await db.query(`
      CREATE TABLE generation.study_calendar_feeds (
        user_id uuid PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE generation.study_calendar_feeds`);
    await db.query(`DROP TABLE generation.study_sessions`);
    await db.query(`DROP TABLE generation.study_plans`);
    await db.query(`DROP TABLE generation.study_goals`);
  }
}
