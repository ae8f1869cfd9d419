import { describe, expect, it } from 'vitest';
import { advanceProgress, INITIAL_PROGRESS, jobProgress, stepState, uploadProgress, UPLOAD_SHARE } from './progress';

describe('generation progress', () => {
  it('maps the upload onto the first part of the bar', () => {
    expect(uploadProgress(0, 1000)).toEqual({ stage: 'uploading', percent: 0 });
    expect(uploadProgress(500, 1000)).toEqual({ stage: 'uploading', percent: UPLOAD_SHARE / 2 });
    expect(uploadProgress(1000, 1000)).toEqual({ stage: 'uploading', percent: UPLOAD_SHARE });
    expect(uploadProgress(10, 0)).toEqual({ stage: 'uploading', percent: 0 });
  });

  it('maps job stages uploading → extracting → generating → saving → done onto the rest', () => {
    expect(jobProgress({ stage: 'uploading', progress: 0 })).toEqual({ stage: 'uploading', percent: 0 });
    expect(jobProgress({ stage: 'queued', progress: 0 })).toEqual({ stage: 'queued', percent: UPLOAD_SHARE });
    expect(jobProgress({ stage: 'extracting', progress: 5 })).toEqual({ stage: 'extracting', percent: 24 });
    expect(jobProgress({ stage: 'generating', progress: 55 })).toEqual({ stage: 'generating', percent: 64 });
    expect(jobProgress({ stage: 'saving', progress: 90 })).toEqual({ stage: 'saving', percent: 92 });
    expect(jobProgress({ stage: 'done', progress: 100 })).toEqual({ stage: 'done', percent: 100 });
  });

  it('never moves backwards when reports interleave', () => {
    let progress = advanceProgress(INITIAL_PROGRESS, jobProgress({ stage: 'extracting', progress: 20 }));
    progress = advanceProgress(progress, uploadProgress(900, 1000));
    expect(progress.stage).toBe('extracting');
    expect(progress.percent).toBe(36);
    progress = advanceProgress(progress, { stage: 'uploading', percent: 0 });
    expect(progress).toEqual({ stage: 'extracting', percent: 36 });
    progress = advanceProgress(progress, jobProgress({ stage: 'done', progress: 100 }));
    expect(advanceProgress(progress, jobProgress({ stage: 'saving', progress: 90 }))).toEqual({ stage: 'done', percent: 100 });
  });

  it('marks steps done, active and pending', () => {
    expect(stepState('uploading', 'generating')).toBe('done');
    expect(stepState('generating', 'generating')).toBe('active');
    expect(stepState('saving', 'generating')).toBe('pending');
    expect(stepState('extracting', 'queued')).toBe('active');
    expect(stepState('saving', 'done')).toBe('done');
  });
});
