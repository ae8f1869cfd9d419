import { isUniqueViolation } from '@studyforge/service-kit';
import type { TriviaStats } from '@studyforge/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { TriviaSession } from './entities/trivia-session.entity.js';

export class AlreadyAnsweredError extends Error {}

/** The only code that touches the trivia schema. */
export class TriviaRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(session: Omit<TriviaSession, 'createdAt' | 'updatedAt' | 'position' | 'correctCount' | 'answeredCount'>): Promise<TriviaSession> {
    const repository = this.dataSource.getRepository(TriviaSession);
    await repository.insert({ ...session, position: 0, correctCount: 0, answeredCount: 0 });
    return repository.findOneByOrFail({ id: session.id });
  }

  find(id: string): Promise<TriviaSession | null> {
    return this.dataSource.getRepository(TriviaSession).findOneBy({ id });
  }

  transaction<T>(work: (db: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  lock(db: EntityManager, id: string): Promise<TriviaSession | null> {
    return db.getRepository(TriviaSession).createQueryBuilder('session').setLock('pessimistic_write').where('session.id = :id', { id }).getOne();
  }

  async isAnswered(db: EntityManager, sessionId: string, index: number): Promise<boolean> {
    const rows: unknown[] = await db.query('SELECT 1 FROM trivia.answers WHERE session_id = $1 AND question_index = $2', [sessionId, index]);
    return rows.length > 0;
  }

  async recordAnswer(
    db: EntityManager,
    answer: { sessionId: string; index: number; userId: string; selected: string; isCorrect: boolean },
  ): Promise<void> {
    try {
      await db.query(
        'INSERT INTO trivia.answers (session_id, question_index, user_id, selected, is_correct) VALUES ($1, $2, $3, $4, $5)',
        [answer.sessionId, answer.index, answer.userId, answer.selected, answer.isCorrect],
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new AlreadyAnsweredError();
      throw error;
    }
    await db.query(
      `UPDATE trivia.sessions SET answered_count = answered_count + 1, correct_count = correct_count + $2, updated_at = now() WHERE id = $1`,
      [answer.sessionId, answer.isCorrect ? 1 : 0],
    );
  }

  async advance(db: EntityManager, sessionId: string): Promise<void> {
    await db.query('UPDATE trivia.sessions SET position = position + 1, updated_at = now() WHERE id = $1', [sessionId]);
  }

  /**
   * Updates the player's streaks: consecutive correct answers (reset by a wrong one) and consecutive
   * days played (UTC days). Returns the streak after this answer.
   */
  async recordPlay(db: EntityManager, userId: string, isCorrect: boolean): Promise<number> {
    const rows: Array<{ current_streak: number }> = await db.query(
      `INSERT INTO trivia.player_stats AS stats (user_id, current_streak, best_streak, day_streak, last_played_on, questions_answered, correct_answers)
       VALUES ($1, $2, $2, 1, (now() AT TIME ZONE 'UTC')::date, 1, $2)
       ON CONFLICT (user_id) DO UPDATE SET
         current_streak = CASE WHEN $3 THEN stats.current_streak + 1 ELSE 0 END,
         best_streak = GREATEST(stats.best_streak, CASE WHEN $3 THEN stats.current_streak + 1 ELSE 0 END),
         day_streak = CASE
           WHEN stats.last_played_on = (now() AT TIME ZONE 'UTC')::date THEN stats.day_streak
           WHEN stats.last_played_on = (now() AT TIME ZONE 'UTC')::date - 1 THEN stats.day_streak + 1
           ELSE 1 END,
         last_played_on = (now() AT TIME ZONE 'UTC')::date,
         questions_answered = stats.questions_answered + 1,
         correct_answers = stats.correct_answers + CASE WHEN $3 THEN 1 ELSE 0 END
       RETURNING current_streak`,
      [userId, isCorrect ? 1 : 0, isCorrect],
    );
    return rows[0]!.current_streak;
  }

  async stats(userId: string): Promise<TriviaStats> {
    const rows: Array<{ current_streak: number; best_streak: number; day_streak: number; last_played_on: string | null; questions_answered: number; correct_answers: number; played_recently: boolean }> =
      await this.dataSource.query(
        `SELECT *, last_played_on >= (now() AT TIME ZONE 'UTC')::date - 1 AS played_recently FROM trivia.player_stats WHERE user_id = $1`,
        [userId],
      );
    const row = rows[0];
    if (!row) return { currentStreak: 0, bestStreak: 0, dayStreak: 0, questionsAnswered: 0, correctAnswers: 0 };
    return {
      currentStreak: row.current_streak,
      bestStreak: row.best_streak,
      // A day streak lapses once a whole day passes without playing.
      dayStreak: row.played_recently ? row.day_streak : 0,
      questionsAnswered: row.questions_answered,
      correctAnswers: row.correct_answers,
    };
  }
}
