import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateFollowRequests1796169123115 implements MigrationInterface {
  name = 'CreateFollowRequests1796169123115';

  async up(db: QueryRunner): Promise<void> {
    // Asking to follow a followers-only profile: 'pending' until its student answers. An approval moves the row
    // into profile.follows; a decline stays as 'declined' so the same student cannot ask again at once.
    // Every follow made before this table existed stays a follow.
    await db.query(`
      CREATE TABLE profile.follow_requests (
        follower_id uuid NOT NULL REFERENCES profile.profiles (user_id) ON DELETE CASCADE,
        followee_id uuid NOT NULL REFERENCES profile.profiles (user_id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'declined')),
        requested_at timestamptz NOT NULL DEFAULT now(),
        answered_at timestamptz,
        PRIMARY KEY (follower_id, followee_id),
        CHECK (follower_id <> followee_id)
      )`);
    await db.query(`CREATE INDEX follow_requests_followee_idx ON profile.follow_requests (followee_id, status, requested_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE profile.follow_requests`);
  }
}
