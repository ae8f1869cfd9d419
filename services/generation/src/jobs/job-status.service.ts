import type { JobStage } from '@studyforge/contracts';
import type { JobStatusFeed } from '@studyforge/service-kit';
import type { GenerationJob } from '../entities/generation-job.entity.js';
import { JobsRepository, toJobStatus } from './jobs.repository.js';

/**
 * Every change of a job's state (created, each stage, done, failed): written to generation.jobs, then
 * published whole on the job's status subject, so waiting requests and event streams hear it at once.
 */
export class JobStatusService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly feed: JobStatusFeed,
  ) {}

  /** Records the job once (a replay keeps the first row) and announces it. */
  async created(job: Pick<GenerationJob, 'id' | 'userId' | 'kind' | 'input' | 'creditsReserved'>): Promise<GenerationJob> {
    return this.announce(await this.jobs.insertOnce(job));
  }

  /** Records a stage and announces the job as it now is (a job that has ended, or began saving, keeps that). */
  async stage(jobId: string, stage: JobStage, progress: number): Promise<GenerationJob> {
    return this.announce(await this.jobs.setStage(jobId, stage, progress));
  }

  /** Marks the job done, unless it has ended (a cancelled job stays cancelled); announced by `announce` once its credits are settled. */
  doneIfOpen(jobId: string, result: object, creditsUsed: number): Promise<GenerationJob | null> {
    return this.jobs.completeIfOpen(jobId, result, creditsUsed);
  }

  async failed(jobId: string, code: string, message: string): Promise<void> {
    await this.announce(await this.jobs.fail(jobId, code, message));
  }

  /** Fails the job as cancelled while it can still stop before saving; null when it had begun saving or had ended. */
  async cancelledIfCancellable(jobId: string, code: string, message: string): Promise<GenerationJob | null> {
    const job = await this.jobs.cancelIfCancellable(jobId, code, message);
    return job && this.announce(job);
  }

  /** Fails a job that has not ended yet (for the reconciler, which may race the worker); false when it had ended. */
  async failedIfOpen(jobId: string, code: string, message: string): Promise<boolean> {
    const job = await this.jobs.failIfOpen(jobId, code, message);
    if (job) await this.announce(job);
    return job !== null;
  }

  async announce(job: GenerationJob): Promise<GenerationJob> {
    await this.feed.publish(toJobStatus(job));
    return job;
  }
}
