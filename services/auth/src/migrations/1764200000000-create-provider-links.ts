import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts reached through Google or the hosted platform: one link per provider account, and no password needed. */
export class CreateProviderLinks1764200000000 implements MigrationInterface {
  name = 'CreateProviderLinks1764200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE auth.users ALTER COLUMN password_hash DROP NOT NULL`);
    await db.query(`
      CREATE TABLE auth.provider_links (
        provider text NOT NULL CHECK (provider IN ('google', 'oidc')),
        subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 255),
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        email text,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_sign_in_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, subject)
      )`);
    await db.query(`CREATE INDEX provider_links_user_id_idx ON auth.provider_links (user_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE auth.provider_links`);
    await db.query(`DELETE FROM auth.users WHERE password_hash IS NULL`);
    await db.query(`ALTER TABLE auth.users ALTER COLUMN password_hash SET NOT NULL`);
  }
}
