import type { DataSource } from 'typeorm';

/** A student's trivia of one week, read from the trivia schema. */
export class WeekActivityRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Questions answered since `since`, and the day streak while it is still alive (last played today or yesterday, UTC). */
  async weekOf(userId: string, since: Date): Promise<{ triviaAnswered: number; streak: number }> {
    const [answered]: Array<{ count: string }> = await this.dataSource.query(
      'SELECT count(*) AS count FROM trivia.answers WHERE user_id = $1 AND answered_at >= $2',
      [userId, since],
    );
    const [stats]: Array<{ streak: number }> = await this.dataSource.query(
      `SELECT CASE WHEN last_played_on >= (now() AT TIME ZONE 'UTC')::date - 1 THEN day_streak ELSE 0 END AS streak
         FROM trivia.player_stats WHERE user_id = $1`,
      [userId],
    );
    return { triviaAnswered: Number(answered?.count ?? 0), streak: stats?.streak ?? 0 };
  }
}
