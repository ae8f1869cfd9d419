import type { RecapOptions, TutorChatBody } from '@studyforge/contracts';
import type { CreateJobRequest, EssayType, GenerateStudyPlanBody, JobKind, JobStage } from '@studyforge/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'jobs' })
export class GenerationJob {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  kind!: JobKind;

  @Column({ type: 'text' })
  stage!: JobStage;

  @Column({ type: 'integer' })
  progress!: number;

  @Column({ type: 'jsonb' })
  input!: Pick<CreateJobRequest, 'files' | 'text' | 'count' | 'voice'> & { topic?: CreateJobRequest['topic']; essayType?: EssayType; studyPlan?: GenerateStudyPlanBody; recap?: RecapOptions; tutor?: TutorChatBody; includeAudio?: boolean };

  @Column({ type: 'jsonb', nullable: true })
  result!: object | null;

  @Column({ name: 'error_code', type: 'text', nullable: true })
  errorCode!: string | null;

  @Column({ name: 'error_message', type: 'text', nullable: true })
  errorMessage!: string | null;

  @Column({ name: 'credits_reserved', type: 'integer' })
  creditsReserved!: number;

  /** What the job really used, once it is done (the rest of its reservation is given back). */
  @Column({ name: 'credits_used', type: 'integer', nullable: true })
  creditsUsed!: number | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
