import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateProfiles1765000000000 implements MigrationInterface {
  name = 'CreateProfiles1765000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE profile.profiles (
        user_id uuid PRIMARY KEY,
        username text NOT NULL CHECK (username ~ '^[A-Za-z0-9_]{3,30}$'),
        major text,
        school text CHECK (char_length(school) <= 120),
        country text CHECK (char_length(country) <= 80),
        bio text CHECK (char_length(bio) <= 500),
        avatar_key text,
        avatar_version integer NOT NULL DEFAULT 0,
        -- A picture from a sign-in provider, copied from auth; an uploaded avatar takes its place.
        external_image_url text,
        visibility text NOT NULL DEFAULT 'public' CHECK (visibility IN ('public', 'followers', 'private')),
        show_progress boolean NOT NULL DEFAULT true,
        show_achievements boolean NOT NULL DEFAULT true,
        allow_messages boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX profiles_username_key ON profile.profiles (lower(username))`);
    await db.query(`
      CREATE TABLE profile.follows (
        follower_id uuid NOT NULL REFERENCES profile.profiles (user_id) ON DELETE CASCADE,
        followee_id uuid NOT NULL REFERENCES profile.profiles (user_id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (follower_id, followee_id),
        CHECK (follower_id <> followee_id)
      )`);
    await db.query(`CREATE INDEX follows_followee_idx ON profile.follows (followee_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE profile.follows`);
    await db.query(`DROP TABLE profile.profiles`);
  }
}
