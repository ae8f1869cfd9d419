import type { ProfileActivity } from '@studyforge/contracts';
import type { DataSource } from 'typeorm';

/** Bounds each list a profile shows (the newest are kept). */
const LIMIT = 500;

/** A student's saved work as their profile shows it: counts, titles and scores, never the cards or questions. */
export class ProfileActivityRepository {
  constructor(private readonly dataSource: DataSource) {}

  async activity(userId: string): Promise<ProfileActivity> {
    const [decks, quizzes, attempts] = await Promise.all([
      this.dataSource.query(
        `SELECT id, title, jsonb_array_length(cards) AS "cardCount", created_at AS "createdAt"
         FROM generation.flashcard_decks WHERE user_id = $1 ORDER BY created_at DESC LIMIT ${LIMIT}`,
        [userId],
      ) as Promise<Array<{ id: string; title: string; cardCount: number; createdAt: Date }>>,
      this.dataSource.query(
        `SELECT q.id, q.title, jsonb_array_length(q.questions) AS "totalQuestions", q.created_at AS "createdAt",
                count(a.id)::int AS attempts, max(a.score) AS "bestScore"
         FROM generation.quizzes q LEFT JOIN generation.quiz_attempts a ON a.quiz_id = q.id
         WHERE q.user_id = $1 GROUP BY q.id ORDER BY q.created_at DESC LIMIT ${LIMIT}`,
        [userId],
      ) as Promise<Array<{ id: string; title: string; totalQuestions: number; createdAt: Date; attempts: number; bestScore: string | null }>>,
      this.dataSource.query(
        `SELECT quiz_id AS "quizId", score, created_at AS "createdAt"
         FROM generation.quiz_attempts WHERE user_id = $1 ORDER BY created_at DESC LIMIT ${LIMIT * 2}`,
        [userId],
      ) as Promise<Array<{ quizId: string; score: string; createdAt: Date }>>,
    ]);
    return {
      decks: decks.map((deck) => ({ ...deck, cardCount: Number(deck.cardCount), createdAt: deck.createdAt.toISOString() })),
      quizzes: quizzes.map((quiz) => ({
        ...quiz,
        totalQuestions: Number(quiz.totalQuestions),
        bestScore: quiz.bestScore === null ? null : Number(quiz.bestScore),
        createdAt: quiz.createdAt.toISOString(),
      })),
      attempts: attempts.map((attempt) => ({ quizId: attempt.quizId, score: Number(attempt.score), createdAt: attempt.createdAt.toISOString() })),
    };
  }
}
