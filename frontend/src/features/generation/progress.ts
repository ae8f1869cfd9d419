import type { JobStage } from '@studyforge/contracts';

/** The four steps a student sees, in order. */
export const PROGRESS_STEPS = ['uploading', 'extracting', 'generating', 'saving'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

export const STEP_LABELS: Record<ProgressStep, string> = {
  uploading: 'Upload',
  extracting: 'Read',
  generating: 'Generate',
  saving: 'Save',
};

/** What the bar says while a stage runs. */
export const STAGE_MESSAGES: Record<JobStage, string> = {
  queued: 'Waiting for a free worker...',
  uploading: 'Uploading your material...',
  extracting: 'Reading your material...',
  generating: 'Writing your study material...',
  saving: 'Saving to your library...',
  done: 'Done!',
  failed: 'Generation failed',
};

/** Share of the bar taken by the upload; the job's own 0–100 fills the rest. */
export const UPLOAD_SHARE = 20;

export interface GenerationProgress {
  stage: JobStage;
  /** 0 to 100, for the bar. */
  percent: number;
}

export const INITIAL_PROGRESS: GenerationProgress = { stage: 'uploading', percent: 0 };

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/** While the request body is sent: the first {@link UPLOAD_SHARE} percent of the bar. */
export function uploadProgress(loaded: number, total: number): GenerationProgress {
  const fraction = total > 0 ? Math.min(1, loaded / total) : 0;
  return { stage: 'uploading', percent: Math.round(UPLOAD_SHARE * fraction) };
}

/** A job status from the server's event stream (its progress is the job's own 0–100). */
export function jobProgress(status: { stage: JobStage; progress: number }): GenerationProgress {
  switch (status.stage) {
    case 'uploading':
      return { stage: 'uploading', percent: 0 };
    case 'queued':
      return { stage: 'queued', percent: UPLOAD_SHARE };
    case 'done':
      return { stage: 'done', percent: 100 };
    case 'failed':
      return { stage: 'failed', percent: clamp(UPLOAD_SHARE + (status.progress * (100 - UPLOAD_SHARE)) / 100) };
    default:
      return {
        stage: status.stage,
        percent: Math.round(clamp(UPLOAD_SHARE + (status.progress * (100 - UPLOAD_SHARE)) / 100)),
      };
  }
}

const ORDER: Record<JobStage, number> = { uploading: 0, queued: 1, extracting: 2, generating: 3, saving: 4, done: 5, failed: 6 };

/**
 * Combines what is known so far with a new report, never moving backwards: upload progress and job
 * events arrive from two sources and can interleave.
 */
export function advanceProgress(current: GenerationProgress, next: GenerationProgress): GenerationProgress {
  if (current.stage === 'failed' || current.stage === 'done') return current;
  const stage = ORDER[next.stage] >= ORDER[current.stage] ? next.stage : current.stage;
  return { stage, percent: Math.max(current.percent, next.percent) };
}

/** The step a stage belongs to ('queued' waits between upload and reading). */
export function stepOf(stage: JobStage): ProgressStep | 'done' | 'failed' {
  if (stage === 'queued') return 'extracting';
  return stage;
}

/** done / active / pending for each of the four steps. */
export function stepState(step: ProgressStep, stage: JobStage): 'done' | 'active' | 'pending' {
  const current = stepOf(stage);
  if (current === 'done') return 'done';
  if (current === 'failed') return 'pending';
  const at = PROGRESS_STEPS.indexOf(current);
  const index = PROGRESS_STEPS.indexOf(step);
  if (index < at) return 'done';
  return index === at ? 'active' : 'pending';
}
