import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1763700000000 implements MigrationInterface {
  name = 'CreateUsers1763700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE auth.users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = lower(btrim(email))),
        password_hash text NOT NULL,
        first_name text,
        last_name text,
        profile_image_url text,
        major text,
        username text,
        country text,
        school text,
        bio text,
        plan text NOT NULL DEFAULT 'Free' CHECK (plan IN ('Free', 'Premium')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX users_email_key ON auth.users (email)`);
    await db.query(`CREATE UNIQUE INDEX users_username_key ON auth.users (lower(username)) WHERE username IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE auth.users`);
  }
}
