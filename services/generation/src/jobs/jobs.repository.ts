import type { JobStage, JobStatus } from '@studyforge/contracts';
import type { DataSource, Repository } from 'typeorm';
import { GenerationJob } from '../entities/generation-job.entity.js';

/** The stages from which a job can still stop before its result is saved. */
export const CANCELLABLE_STAGES: readonly JobStage[] = ['queued', 'uploading', 'extracting', 'generating'];

/** The only code that reads and writes generation.jobs. */
export class JobsRepository {
  private readonly jobs: Repository<GenerationJob>;

  constructor(dataSource: DataSource) {
    this.jobs = dataSource.getRepository(GenerationJob);
  }

  /** Inserts the job once; a replay with the same id leaves the first row as it is. */
  async insertOnce(job: Pick<GenerationJob, 'id' | 'userId' | 'kind' | 'input' | 'creditsReserved'>): Promise<GenerationJob> {
    await this.jobs
      .createQueryBuilder()
      .insert()
      .values({ ...job, stage: 'queued', progress: 0, result: null, errorCode: null, errorMessage: null })
      .orIgnore()
      .execute();
    return this.jobs.findOneByOrFail({ id: job.id });
  }

  find(id: string): Promise<GenerationJob | null> {
    return this.jobs.findOneBy({ id });
  }

  /**
   * Each change answers the job as it now is (to be told to whoever follows it). A job that has ended keeps its end:
   * a worker's progress report that crosses a cancel must not bring a failed job back to 'generating'. Entering
   * 'saving' is the point of no return (a cancel is refused from then on), so a job that began saving stays there
   * until it ends, even when a retried run reports its earlier stages again.
   */
  async setStage(id: string, stage: JobStage, progress: number): Promise<GenerationJob> {
    await this.jobs
      .createQueryBuilder()
      .update()
      .set({ stage, progress: Math.round(progress), updatedAt: new Date() })
      .where('id = :id', { id })
      .andWhere(stage === 'saving' ? `stage NOT IN ('done', 'failed')` : `stage NOT IN ('saving', 'done', 'failed')`)
      .execute();
    return this.jobs.findOneByOrFail({ id });
  }

  /**
   * Fails the job as cancelled only while it can still stop before saving its result (one conditional update, so
   * a cancel and the worker's step into 'saving' never both win); null when it had begun saving or had ended.
   */
  async cancelIfCancellable(id: string, code: string, message: string): Promise<GenerationJob | null> {
    const changed = await this.jobs
      .createQueryBuilder()
      .update()
      .set({ stage: 'failed', errorCode: code, errorMessage: message, updatedAt: new Date() })
      .where('id = :id', { id })
      .andWhere('stage IN (:...cancellable)', { cancellable: CANCELLABLE_STAGES })
      .execute();
    return changed.affected ? this.jobs.findOneByOrFail({ id }) : null;
  }

  /** Marks the job done with what it used, only while it has not ended (a cancelled job is never made done); null when it had. */
  async completeIfOpen(id: string, result: unknown, creditsUsed: number): Promise<GenerationJob | null> {
    const changed = await this.jobs
      .createQueryBuilder()
      .update()
      .set({ stage: 'done', progress: 100, result: result as object, creditsUsed, updatedAt: new Date() })
      .where('id = :id', { id })
      .andWhere(`stage NOT IN ('done', 'failed')`)
      .execute();
    return changed.affected ? this.jobs.findOneByOrFail({ id }) : null;
  }

  /** Jobs neither done nor failed whose row has not changed for `olderThanMs`, oldest first (for the credit reconciler). */
  async staleOpen(olderThanMs: number, limit: number): Promise<GenerationJob[]> {
    return this.jobs
      .createQueryBuilder('job')
      .where(`job.stage NOT IN ('done', 'failed')`)
      .andWhere(`job.updated_at < now() - make_interval(secs => :seconds)`, { seconds: olderThanMs / 1000 })
      .orderBy('job.updated_at')
      .limit(limit)
      .getMany();
  }

  /** Fails the job only while it is neither done nor failed; null when it had already ended. */
  async failIfOpen(id: string, code: string, message: string): Promise<GenerationJob | null> {
    const changed = await this.jobs
      .createQueryBuilder()
      .update()
      .set({ stage: 'failed', errorCode: code, errorMessage: message, updatedAt: new Date() })
      .where('id = :id', { id })
      .andWhere(`stage NOT IN ('done', 'failed')`)
      .execute();
    return changed.affected ? this.jobs.findOneByOrFail({ id }) : null;
  }

  async fail(id: string, code: string, message: string): Promise<GenerationJob> {
    await this.jobs.update({ id }, { stage: 'failed', errorCode: code, errorMessage: message, updatedAt: new Date() });
    return this.jobs.findOneByOrFail({ id });
  }
}

export function toJobStatus(job: GenerationJob): JobStatus {
  return {
    id: job.id,
    kind: job.kind,
    stage: job.stage,
    progress: job.progress,
    error: job.errorCode ? { code: job.errorCode, message: job.errorMessage ?? '' } : null,
    result: job.stage === 'done' ? job.result : null,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}
