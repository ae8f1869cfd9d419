import type { DataSource } from 'typeorm';

export interface StoredPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The only code that touches profile.push_subscriptions: one row per device, owned by whoever subscribed on it last. */
export class PushSubscriptionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Saves the device for the student and keeps only their `maxDevices` most recently saved, in one
   * transaction; the student's lock makes concurrent subscriptions count against each other.
   */
  async save(userId: string, subscription: StoredPushSubscription, maxDevices: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query("SELECT pg_advisory_xact_lock(hashtextextended('profile.push_subscriptions:' || $1, 0))", [userId]);
      await manager.query(
        `INSERT INTO profile.push_subscriptions (endpoint, user_id, p256dh, auth, created_at, updated_at) VALUES ($1, $2, $3, $4, clock_timestamp(), clock_timestamp())
         ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, updated_at = clock_timestamp()`,
        [subscription.endpoint, userId, subscription.keys.p256dh, subscription.keys.auth],
      );
      await manager.query(
        `DELETE FROM profile.push_subscriptions WHERE user_id = $1 AND endpoint NOT IN (
           SELECT endpoint FROM profile.push_subscriptions WHERE user_id = $1 ORDER BY endpoint = $2 DESC, updated_at DESC, created_at DESC LIMIT $3)`,
        [userId, subscription.endpoint, maxDevices],
      );
    });
  }

  async remove(userId: string, endpoint: string): Promise<void> {
    await this.dataSource.query('DELETE FROM profile.push_subscriptions WHERE user_id = $1 AND endpoint = $2', [userId, endpoint]);
  }

  /** A push service said the subscription is gone (404/410): forget it for everyone. */
  async forget(endpoint: string): Promise<void> {
    await this.dataSource.query('DELETE FROM profile.push_subscriptions WHERE endpoint = $1', [endpoint]);
  }

  async ofUser(userId: string): Promise<StoredPushSubscription[]> {
    const rows: Array<{ endpoint: string; p256dh: string; auth: string }> = await this.dataSource.query(
      'SELECT endpoint, p256dh, auth FROM profile.push_subscriptions WHERE user_id = $1 ORDER BY created_at',
      [userId],
    );
    return rows.map((row) => ({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }));
  }
}
