import type { TriviaQuestion } from '@studyforge/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

export type TriviaMode = 'structured' | 'book' | 'subject';

/** A run of N questions, paid for once; the questions (with their answers) never leave the service unasked. */
@Entity({ name: 'sessions' })
export class TriviaSession {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  mode!: TriviaMode;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ type: 'jsonb' })
  questions!: TriviaQuestion[];

  /** Index of the current question. */
  @Column({ type: 'integer' })
  position!: number;

  @Column({ name: 'correct_count', type: 'integer' })
  correctCount!: number;

  @Column({ name: 'answered_count', type: 'integer' })
  answeredCount!: number;

  @Column({ name: 'credits_charged', type: 'integer' })
  creditsCharged!: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
