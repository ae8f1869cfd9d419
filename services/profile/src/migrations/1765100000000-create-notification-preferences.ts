import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateNotificationPreferences1765100000000 implements MigrationInterface {
  name = 'CreateNotificationPreferences1765100000000';

  async up(db: QueryRunner): Promise<void> {
    // No row: every preference is on (spec §3); a row is written at the first change.
    await db.query(`
      CREATE TABLE profile.notification_preferences (
        user_id uuid PRIMARY KEY,
        email_notifications boolean NOT NULL DEFAULT true,
        push_notifications boolean NOT NULL DEFAULT true,
        study_reminders boolean NOT NULL DEFAULT true,
        weekly_progress boolean NOT NULL DEFAULT true,
        new_features boolean NOT NULL DEFAULT true,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One row per device (a browser's endpoint); the device follows whoever subscribed on it last.
    await db.query(`
      CREATE TABLE profile.push_subscriptions (
        endpoint text PRIMARY KEY,
        user_id uuid NOT NULL,
        p256dh text NOT NULL,
        auth text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX push_subscriptions_user_idx ON profile.push_subscriptions (user_id)`);
    // The VAPID key pair generated on first start when none is configured, kept so subscriptions survive restarts.
    await db.query(`
      CREATE TABLE profile.vapid_keys (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        public_key text NOT NULL,
        private_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE profile.vapid_keys`);
    await db.query(`DROP TABLE profile.push_subscriptions`);
    await db.query(`DROP TABLE profile.notification_preferences`);
  }
}
