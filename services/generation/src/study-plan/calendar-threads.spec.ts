import type { StudySession } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { CalendarWriteError, writeCalendarInThread } from './calendar-threads.js';
import { studyCalendarIcs } from './study-calendar.ics.js';

const sessions: StudySession[] = Array.from({ length: 40 }, (_, index) => ({
  id: `44444444-4444-4444-8444-${String(index).padStart(12, '0')}`,
  goalId: '33333333-3333-4333-8333-333333333333',
  subject: 'Linear Algebra',
  date: `2026-03-${String((index % 28) + 1).padStart(2, '0')}`,
  startTime: '18:00',
  duration: 1.5,
  kind: index % 3 === 0 ? 'review' : 'study',
  status: 'scheduled',
  startsAt: `2026-03-${String((index % 28) + 1).padStart(2, '0')}T17:00:00.000Z`,
}));

/** The calendar without its DTSTAMP lines (the moment it was written). */
const withoutStamps = (ics: string) => ics.replace(/^DTSTAMP:.*\r\n/gmu, '');

describe('the plan calendar written in a thread', () => {
  it('is the calendar studyCalendarIcs writes', { timeout: 120_000 }, async () => {
    const inThread = await writeCalendarInThread(sessions, 'https://studyforge.example/');
    expect(inThread.match(/BEGIN:VEVENT/g)).toHaveLength(40);
    expect(withoutStamps(inThread)).toBe(withoutStamps(studyCalendarIcs(sessions, 'https://studyforge.example/')));
  });

  it('fails with a typed error when the sessions cannot be written, and writes the next calendar', { timeout: 120_000 }, async () => {
    const broken = [{ ...sessions[0]!, startsAt: 'not a date' }];
    await expect(writeCalendarInThread(broken, 'https://studyforge.example/')).rejects.toBeInstanceOf(CalendarWriteError);
    expect(await writeCalendarInThread(sessions.slice(0, 2), 'https://studyforge.example/')).toContain('BEGIN:VEVENT');
  });
});
