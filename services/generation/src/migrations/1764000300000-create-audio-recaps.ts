import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Saved audio recaps (one per job, owned by one student) and the speech chunks of a recap being made, kept so a restarted job resumes. */
export class CreateAudioRecaps1764000300000 implements MigrationInterface {
  name = 'CreateAudioRecaps1764000300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE generation.audio_recaps (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        job_id uuid NOT NULL UNIQUE REFERENCES generation.jobs (id),
        title text NOT NULL,
        recap_type text NOT NULL,
        recap_length text NOT NULL,
        voice text NOT NULL,
        duration_seconds double precision NOT NULL CHECK (duration_seconds >= 0),
        audio_key text NOT NULL,
        script jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX audio_recaps_user_idx ON generation.audio_recaps (user_id, created_at DESC)`);
    await db.query(`
      CREATE TABLE generation.audio_recap_chunks (
        job_id uuid NOT NULL REFERENCES generation.jobs (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        chunk_index integer NOT NULL CHECK (chunk_index >= 0),
        text_hash text NOT NULL,
        audio_key text NOT NULL,
        seconds double precision NOT NULL,
        bytes integer NOT NULL,
        PRIMARY KEY (job_id, chunk_index)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE generation.audio_recap_chunks`);
    await db.query(`DROP TABLE generation.audio_recaps`);
  }
}
