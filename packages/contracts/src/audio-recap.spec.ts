import { describe, expect, it } from 'vitest';
import { formatRecapDuration, longestLengthWithin, recapDownloadName, recapMessages } from './audio-recap.js';

describe('audio recap rules', () => {
  it('shows durations of 60 minutes or more as hours and minutes', () => {
    expect(formatRecapDuration(3)).toBe('3 min');
    expect(formatRecapDuration(59)).toBe('59 min');
    expect(formatRecapDuration(60)).toBe('1h 0m');
    expect(formatRecapDuration(95)).toBe('1h 35m');
  });

  it('offers the longest length the material can fill within 10 %', () => {
    expect(longestLengthWithin(2)).toBeNull();
    expect(longestLengthWithin(2.7)).toBe('short');
    expect(longestLengthWithin(10.8)).toBe('long');
    expect(longestLengthWithin(40.4)).toBe('complete');
    expect(longestLengthWithin(40.5)).toBe('ultra');
    expect(recapMessages.materialTooShort('podcast', 'ultra', 'long')).toBe(
      'Your material can honestly fill a Long (12 min) podcast, not 45 minutes. Choose Long (12 min) or add more material; you were not charged.',
    );
  });

  it('names downloads audio-recap-<timestamp>.mp3', () => {
    expect(recapDownloadName('2026-11-24T14:05:09.123Z')).toBe('audio-recap-2026-11-24T14-05-09-123Z.mp3');
  });
});
