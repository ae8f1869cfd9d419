import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateTestNotifications1765100000001 implements MigrationInterface {
  name = 'CreateTestNotifications1765100000001';

  async up(db: QueryRunner): Promise<void> {
    // When a student sent themselves a test mail or push: the hourly limit counts these.
    await db.query(`
      CREATE TABLE profile.test_notifications (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id uuid NOT NULL,
        channel text NOT NULL CHECK (channel IN ('email', 'push')),
        sent_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX test_notifications_user_idx ON profile.test_notifications (user_id, channel, sent_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE profile.test_notifications`);
  }
}
