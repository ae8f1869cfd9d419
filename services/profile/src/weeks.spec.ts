import { describe, expect, it } from 'vitest';
import { lastWeekStarts, weekStartOf } from './weeks.js';

describe('weeks', () => {
  it('starts a week on Monday, UTC', () => {
    expect(weekStartOf(new Date('2026-11-24T23:59:00Z'))).toBe('2026-11-23');
    expect(weekStartOf(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
    expect(weekStartOf(new Date('2026-11-22T12:00:00Z'))).toBe('2026-11-16');
  });

  it('lists the last weeks oldest first, across a year end', () => {
    expect(lastWeekStarts(new Date('2026-01-07T10:00:00Z'), 3)).toEqual(['2025-12-22', '2025-12-29', '2026-01-05']);
  });
});
