import type { Flashcard, QuizQuestion, StudyGuide, TriviaQuestion } from '@studyforge/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'flashcard_decks' })
export class FlashcardDeckEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'job_id', type: 'uuid' })
  jobId!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'jsonb' })
  cards!: Flashcard[];

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

@Entity({ name: 'quizzes' })
export class QuizEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'job_id', type: 'uuid' })
  jobId!: string;

  @Column({ type: 'text' })
  kind!: 'quiz' | 'practice-test' | 'trivia';

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'jsonb' })
  questions!: Array<QuizQuestion | TriviaQuestion>;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

@Entity({ name: 'study_guides' })
export class StudyGuideEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'job_id', type: 'uuid' })
  jobId!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'jsonb' })
  guide!: StudyGuide;

  @Column({ type: 'text' })
  notes!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

@Entity({ name: 'quiz_attempts' })
export class QuizAttemptEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'quiz_id', type: 'uuid' })
  quizId!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'jsonb' })
  answers!: Array<number | null>;

  @Column({ type: 'integer' })
  correct!: number;

  @Column({ type: 'integer' })
  total!: number;

  @Column({ type: 'numeric', precision: 5, scale: 1 })
  score!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
