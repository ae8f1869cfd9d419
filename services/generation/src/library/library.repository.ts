import type { Flashcard, QuizQuestion, StudyGuide, TriviaQuestion } from '@studyforge/contracts';
import type { DataSource, Repository } from 'typeorm';
import { FlashcardDeckEntity, QuizAttemptEntity, QuizEntity, StudyGuideEntity } from '../entities/library.entities.js';

/** Saved decks, quizzes, study guides and quiz attempts: the only code touching those tables. */
export class LibraryRepository {
  private readonly decks: Repository<FlashcardDeckEntity>;
  private readonly quizzes: Repository<QuizEntity>;
  private readonly guides: Repository<StudyGuideEntity>;
  private readonly attempts: Repository<QuizAttemptEntity>;

  constructor(private readonly dataSource: DataSource) {
    this.decks = dataSource.getRepository(FlashcardDeckEntity);
    this.quizzes = dataSource.getRepository(QuizEntity);
    this.guides = dataSource.getRepository(StudyGuideEntity);
    this.attempts = dataSource.getRepository(QuizAttemptEntity);
  }

  /** One deck per job: a retried job finds the deck its first run saved. */
  async saveDeck(deck: { userId: string; jobId: string; title: string; cards: Flashcard[] }): Promise<string> {
    return this.insertOncePerJob('generation.flashcard_decks', ['user_id', 'job_id', 'title', 'cards'], [
      deck.userId,
      deck.jobId,
      deck.title,
      JSON.stringify(deck.cards),
    ]);
  }

  async saveQuiz(quiz: {
    userId: string;
    jobId: string;
    kind: QuizEntity['kind'];
    title: string;
    questions: Array<QuizQuestion | TriviaQuestion>;
  }): Promise<string> {
    return this.insertOncePerJob('generation.quizzes', ['user_id', 'job_id', 'kind', 'title', 'questions'], [
      quiz.userId,
      quiz.jobId,
      quiz.kind,
      quiz.title,
      JSON.stringify(quiz.questions),
    ]);
  }

  async saveStudyGuide(guide: { userId: string; jobId: string; title: string; guide: StudyGuide; notes: string }): Promise<string> {
    return this.insertOncePerJob('generation.study_guides', ['user_id', 'job_id', 'title', 'guide', 'notes'], [
      guide.userId,
      guide.jobId,
      guide.title,
      JSON.stringify(guide.guide),
      guide.notes,
    ]);
  }

  /** What a job saved, found by its job id (null when it saved nothing): a job that saved is delivered and charged. */
  deckOfJob(jobId: string): Promise<FlashcardDeckEntity | null> {
    return this.decks.findOneBy({ jobId });
  }

  quizOfJob(jobId: string): Promise<QuizEntity | null> {
    return this.quizzes.findOneBy({ jobId });
  }

  studyGuideOfJob(jobId: string): Promise<StudyGuideEntity | null> {
    return this.guides.findOneBy({ jobId });
  }

  listDecks(userId: string): Promise<FlashcardDeckEntity[]> {
    return this.decks.find({ where: { userId }, order: { createdAt: 'DESC' }, take: 200 });
  }

  listQuizzes(userId: string): Promise<QuizEntity[]> {
    return this.quizzes.find({ where: { userId }, order: { createdAt: 'DESC' }, take: 200 });
  }

  listStudyGuides(userId: string): Promise<StudyGuideEntity[]> {
    return this.guides.find({ where: { userId }, order: { createdAt: 'DESC' }, take: 200 });
  }

  findQuiz(id: string): Promise<QuizEntity | null> {
    return this.quizzes.findOneBy({ id });
  }

  findStudyGuide(id: string): Promise<StudyGuideEntity | null> {
    return this.guides.findOneBy({ id });
  }

  async updateStudyGuideNotes(id: string, notes: string): Promise<void> {
    await this.guides.update({ id }, { notes, updatedAt: new Date() });
  }

  async attemptStats(quizIds: string[]): Promise<Map<string, { attempts: number; bestScore: number | null }>> {
    if (quizIds.length === 0) return new Map();
    const rows: Array<{ quiz_id: string; attempts: string; best: string | null }> = await this.dataSource.query(
      `SELECT quiz_id, count(*) AS attempts, max(score) AS best FROM generation.quiz_attempts WHERE quiz_id = ANY($1) GROUP BY quiz_id`,
      [quizIds],
    );
    return new Map(rows.map((row) => [row.quiz_id, { attempts: Number(row.attempts), bestScore: row.best === null ? null : Number(row.best) }]));
  }

  async saveAttempt(attempt: Omit<QuizAttemptEntity, 'id' | 'createdAt' | 'score'> & { score: number }): Promise<QuizAttemptEntity> {
    const saved = await this.attempts
      .createQueryBuilder()
      .insert()
      .values({ ...attempt, score: attempt.score.toFixed(1) })
      .returning('*')
      .execute();
    const row = saved.raw[0] as { id: string; created_at: Date };
    return this.attempts.findOneByOrFail({ id: row.id });
  }

  private async insertOncePerJob(table: string, columns: string[], values: unknown[]): Promise<string> {
    const placeholders = values.map((_, index) => `$${index + 1}`).join(', ');
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders})
       ON CONFLICT (job_id) DO UPDATE SET job_id = EXCLUDED.job_id
       RETURNING id`,
      values,
    );
    return rows[0]!.id;
  }
}
