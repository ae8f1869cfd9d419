import { describe, expect, it } from 'vitest';
import { MASCOT_TIMING, moodDuration, nextBlinkDelay } from './mascot-timing';

describe('mascot timing', () => {
  it('celebrates for 2 s and shows an error for 3 s; other moods last until changed', () => {
    expect(moodDuration('celebrating')).toBe(2000);
    expect(moodDuration('error')).toBe(3000);
    expect(moodDuration('thinking')).toBeNull();
    expect(moodDuration('idle')).toBeNull();
    expect(MASCOT_TIMING.messageMs).toBe(3000);
  });

  it('blinks every 2 to 5 seconds', () => {
    expect(nextBlinkDelay(0)).toBe(2000);
    expect(nextBlinkDelay(0.5)).toBe(3500);
    expect(nextBlinkDelay(1)).toBeLessThanOrEqual(5000);
    expect(nextBlinkDelay(-3)).toBe(2000);
    for (let i = 0; i < 100; i++) {
      const delay = nextBlinkDelay(Math.random());
      expect(delay).toBeGreaterThanOrEqual(2000);
      expect(delay).toBeLessThanOrEqual(5000);
    }
  });
});
