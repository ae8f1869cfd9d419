import type { StudySession } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { studyCalendarIcs } from './study-calendar.ics.js';

const session = (id: string, startsAt: string, duration: number, kind: 'study' | 'review'): StudySession => ({
  id,
  goalId: '33333333-3333-4333-8333-333333333333',
  subject: 'Linear Algebra',
  date: startsAt.slice(0, 10),
  startTime: '18:00',
  duration,
  kind,
  status: 'scheduled',
  startsAt,
});

describe('the study plan as iCalendar', () => {
  it('writes one event per session with a stable UID, its UTC start, its length and a 15-minute alarm', () => {
    const ics = studyCalendarIcs(
      [
        session('44444444-4444-4444-8444-444444444444', '2026-03-02T17:00:00.000Z', 1.5, 'study'),
        session('55555555-5555-4555-8555-555555555555', '2026-03-03T17:00:00.000Z', 1, 'review'),
      ],
      'https://studyforge.example/',
    );
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('PRODID:-//StudyForge//Study Calendar//EN');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('UID:44444444-4444-4444-8444-444444444444@studyforge');
    expect(ics).toContain('DTSTART:20260302T170000Z');
    expect(ics).toContain('DURATION:PT1H30M');
    expect(ics).toContain('SUMMARY:Review: Linear Algebra');
    expect(ics).toContain('TRIGGER:-PT15M');
    expect(ics).toContain('DESCRIPTION:Study session planned by StudyForge (studyforge.example)');
  });

  it('writes a valid empty calendar for a plan without sessions', () => {
    const ics = studyCalendarIcs([], 'http://localhost:3000');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('END:VCALENDAR');
    expect(ics).not.toContain('BEGIN:VEVENT');
  });
});
