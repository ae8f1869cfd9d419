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

  async stage(jobId: string, stage: JobStage, progress: number): Promise<void> {
    await this.announce(await this.jobs.setStage(jobId, stage, progress));
  }

  async done(jobId: string, result: object, creditsUsed: number): Promise<void> {
    await this.announce(await this.jobs.complete(jobId, result, creditsUsed));
  }

  async failed(jobId: string, code: string, message: string): Promise<void> {
    await this.announce(await this.jobs.fail(jobId, code, message));
  }

  /** Fails a job that has not ended yet (for the reconciler, which may race the worker); false when it had ended. */
  async failedIfOpen(jobId: string, code: string, message: string): Promise<boolean> {
    const job = await this.jobs.failIfOpen(jobId, code, message);
    if (job) await this.announce(job);
    return job !== null;
  }

  private async announce(job: GenerationJob): Promise<GenerationJob> {
    await this.feed.publish(toJobStatus(job));
    return job;
  }
}
