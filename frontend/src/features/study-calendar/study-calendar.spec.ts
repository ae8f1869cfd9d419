import type { StudySession } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { addMonths, formatHours, monthGrid, weekStart } from './calendar-days';
import { googleCalendarLink } from './google-calendar-link';

describe('study calendar days', () => {
  it('starts weeks on Monday and shows six full weeks of a month', () => {
    expect(weekStart('2026-03-04')).toBe('2026-03-02');
    expect(weekStart('2026-03-08')).toBe('2026-03-02');
    const grid = monthGrid('2026-03');
    expect(grid).toHaveLength(6);
    expect(grid[0]![0]).toBe('2026-02-23');
    expect(grid.flat()).toContain('2026-03-31');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
  });

  it('writes durations as hours and minutes', () => {
    expect(formatHours(1.5)).toBe('1h 30m');
    expect(formatHours(2)).toBe('2h');
    expect(formatHours(0.5)).toBe('30m');
  });
});

describe('the Google Calendar link', () => {
  it("opens Google's event page for the session, titled 'Study: ' and the subject", () => {
    const session: StudySession = {
      id: '44444444-4444-4444-8444-444444444444',
      goalId: '33333333-3333-4333-8333-333333333333',
      subject: 'Linear Algebra',
      date: '2026-03-02',
      startTime: '18:00',
      duration: 1.5,
      kind: 'study',
      status: 'scheduled',
      startsAt: '2026-03-02T17:00:00.000Z',
    };
    const url = new URL(googleCalendarLink(session));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Study: Linear Algebra');
    expect(url.searchParams.get('dates')).toBe('20260302T170000Z/20260302T183000Z');
    expect(url.searchParams.get('details')).toContain('Linear Algebra');
  });
});
