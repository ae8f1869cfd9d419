import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateTrivia1763900000000 implements MigrationInterface {
  name = 'CreateTrivia1763900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE trivia.sessions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        mode text NOT NULL CHECK (mode IN ('structured', 'book', 'subject')),
        subject text NOT NULL,
        questions jsonb NOT NULL,
        position integer NOT NULL DEFAULT 0,
        correct_count integer NOT NULL DEFAULT 0,
        answered_count integer NOT NULL DEFAULT 0,
        credits_charged integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX sessions_user_idx ON trivia.sessions (user_id, created_at DESC)`);
    await db.query(`
      CREATE TABLE trivia.answers (
        session_id uuid NOT NULL REFERENCES trivia.sessions (id),
        question_index integer NOT NULL,
        user_id uuid NOT NULL,
        selected text NOT NULL,
        is_correct boolean NOT NULL,
        answered_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (session_id, question_index)
      )`);
    await db.query(`
      CREATE TABLE trivia.player_stats (
        user_id uuid PRIMARY KEY,
        current_streak integer NOT NULL DEFAULT 0,
        best_streak integer NOT NULL DEFAULT 0,
        day_streak integer NOT NULL DEFAULT 0,
        last_played_on date,
        questions_answered integer NOT NULL DEFAULT 0,
        correct_answers integer NOT NULL DEFAULT 0
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE trivia.player_stats`);
    await db.query(`DROP TABLE trivia.answers`);
    await db.query(`DROP TABLE trivia.sessions`);
  }
}
