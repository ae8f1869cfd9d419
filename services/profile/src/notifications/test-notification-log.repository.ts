import type { DataSource } from 'typeorm';

export type TestChannel = 'email' | 'push';

/** The only code that touches profile.test_notifications: when each test mail or push was sent. */
export class TestNotificationLogRepository {
  constructor(private readonly dataSource: DataSource) {}

  async countSince(userId: string, channel: TestChannel, since: Date): Promise<number> {
    const [row]: Array<{ count: string }> = await this.dataSource.query(
      'SELECT count(*) AS count FROM profile.test_notifications WHERE user_id = $1 AND channel = $2 AND sent_at >= $3',
      [userId, channel, since],
    );
    return Number(row?.count ?? 0);
  }

  async record(userId: string, channel: TestChannel): Promise<void> {
    await this.dataSource.query('INSERT INTO profile.test_notifications (user_id, channel) VALUES ($1, $2)', [userId, channel]);
    // Rows older than a day count for nothing: keep the table small.
    await this.dataSource.query(`DELETE FROM profile.test_notifications WHERE user_id = $1 AND sent_at < now() - interval '1 day'`, [userId]);
  }
}
