import { describe, expect, it } from 'vitest';
import { recapProgressMessage } from './recap-progress';

const bar = (job: number) => Math.round(20 + (job * 80) / 100);

describe('recapProgressMessage', () => {
  it('names the recap step the job has reached, with the share of speech done', () => {
    expect(recapProgressMessage({ stage: 'extracting', percent: bar(10) })).toBeNull();
    expect(recapProgressMessage({ stage: 'generating', percent: bar(32) })).toBe('Writing the script to your length...');
    expect(recapProgressMessage({ stage: 'generating', percent: bar(60) })).toMatch(/^Speaking your recap\.\.\. (49|50|51)% spoken$/);
    expect(recapProgressMessage({ stage: 'saving', percent: bar(88) })).toBe('Joining the audio...');
    expect(recapProgressMessage({ stage: 'saving', percent: bar(95) })).toBe('Uploading your recap...');
  });
});
