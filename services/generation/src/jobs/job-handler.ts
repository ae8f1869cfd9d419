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
  /**
   * The outcome of an earlier run that saved the job's result (found by the job id), else null. A job whose result
   * was saved is delivered: when it would fail for good, or is left open by a dead worker, it is made done and
   * charged from this, never released. Every handler that saves a result the student can open implements it.
   */
  saved?(job: GenerationJob): Promise<JobOutcome | null>;
}

/** What the job's handler saved in an earlier run (null when it saved nothing or saves nothing of its own). */
export async function savedOutcomeOf(handler: JobHandler | undefined, job: GenerationJob): Promise<JobOutcome | null> {
  return (await handler?.saved?.(job)) ?? null;
}
