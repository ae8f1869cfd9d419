import type { TriviaActivity } from '@studyforge/contracts';
import type { DataSource } from 'typeorm';

const WEEKS = 12;

/** A student's trivia as their profile shows it: the day streak, and answers per UTC week (Monday) for the last 12 weeks. */
export class TriviaProfileActivityRepository {
  constructor(private readonly dataSource: DataSource) {}

  async activity(userId: string): Promise<TriviaActivity> {
    const [streaks, weeks] = await Promise.all([
      this.dataSource.query(
        // A day streak lapses once a whole day passes without playing.
        `SELECT CASE WHEN last_played_on >= (now() AT TIME ZONE 'UTC')::date - 1 THEN day_streak ELSE 0 END AS day_streak
         FROM trivia.player_stats WHERE user_id = $1`,
        [userId],
      ) as Promise<Array<{ day_streak: number }>>,
      this.dataSource.query(
        `SELECT to_char(date_trunc('week', answered_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week_start,
                count(*)::int AS answered, count(*) FILTER (WHERE is_correct)::int AS correct
         FROM trivia.answers
         WHERE user_id = $1 AND answered_at >= date_trunc('week', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '${WEEKS - 1} weeks'
         GROUP BY 1 ORDER BY 1`,
        [userId],
      ) as Promise<Array<{ week_start: string; answered: number; correct: number }>>,
    ]);
    return {
      dayStreak: streaks[0]?.day_streak ?? 0,
      weeks: weeks.map((week) => ({ weekStart: week.week_start, answered: week.answered, correct: week.correct })),
    };
  }
}
