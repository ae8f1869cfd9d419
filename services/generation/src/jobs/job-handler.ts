import type { JobStage } from '@studyforge/contracts';
import type { GenerationJob } from '../entities/generation-job.entity.js';

/** What a finished job leaves: its result (stored and answered) and the credits it really used. */
export interface JobOutcome {
  result: object;
  creditsUsed: number;
}

/** Tells whoever follows the job how far it got. */
export type ReportStage = (stage: JobStage, progress: number) => Promise<void>;

/** The work of one job kind. It may run again for the same job after a crash, so what it saves is keyed by the job id. */
export interface JobHandler {
  run(job: GenerationJob, report: ReportStage): Promise<JobOutcome>;
  /** Removes what its runs left for a later attempt, once the job is cancelled or has failed for good. */
  discard?(job: GenerationJob): Promise<void>;
}
