import { describe, expect, it } from 'vitest';
import { JobStageTiming } from './job-stage-timing.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('where a job\'s time went', () => {
  it('gives its wait in the queue and the time of each stage its handler reported, a repeated report adding to its stage', async () => {
    const timing = new JobStageTiming(new Date(Date.now() - 5_000));
    timing.enter('extracting');
    await pause(20);
    timing.enter('extracting');
    await pause(20);
    timing.enter('generating');
    await pause(20);
    const { waitedMs, ranMs, stageMs } = timing.summary();
    expect(waitedMs).toBeGreaterThanOrEqual(5_000);
    expect(Object.keys(stageMs)).toEqual(['extracting', 'generating']);
    expect(stageMs.extracting).toBeGreaterThanOrEqual(35);
    expect(stageMs.generating).toBeGreaterThanOrEqual(15);
    expect(ranMs).toBeGreaterThanOrEqual(stageMs.extracting! + stageMs.generating! - 1);
  });

  it('counts no wait for a job whose row was stamped by a clock ahead of this one', () => {
    expect(new JobStageTiming(new Date(Date.now() + 60_000)).summary()).toMatchObject({ waitedMs: 0, stageMs: {} });
  });
});
