import type { DataSource } from 'typeorm';

/** A student's study material of one week, read from the generation schema. */
export class WeekActivityRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Flashcards made, quiz attempts and their average score (a rounded percent, null without attempts) since `since`. */
  async weekOf(userId: string, since: Date): Promise<{ cardsMade: number; quizzesTaken: number; averageScore: number | null }> {
    const [cards]: Array<{ count: string | null }> = await this.dataSource.query(
      'SELECT sum(jsonb_array_length(cards)) AS count FROM generation.flashcard_decks WHERE user_id = $1 AND created_at >= $2',
      [userId, since],
    );
    const [attempts]: Array<{ count: string; average: string | null }> = await this.dataSource.query(
      'SELECT count(*) AS count, round(avg(score)) AS average FROM generation.quiz_attempts WHERE user_id = $1 AND created_at >= $2',
      [userId, since],
    );
    return {
      cardsMade: Number(cards?.count ?? 0),
      quizzesTaken: Number(attempts?.count ?? 0),
      averageScore: attempts?.average == null ? null : Number(attempts.average),
    };
  }
}
