import { DomainError, studyPlanMessages, type StudyGoal } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { buildStudyPlan, instantOf } from './study-plan.builder.js';

const goal = (subject: string, dueDate: string, estimatedHours: number): StudyGoal => ({
  id: `00000000-0000-4000-8000-${subject.length.toString().padStart(12, '0')}`,
  subject,
  description: '',
  priority: 'medium',
  dueDate,
  estimatedHours,
  createdAt: '2026-03-01T00:00:00.000Z',
});

describe('a plan in the student time zone', () => {
  it('keeps the wall-clock start across a daylight-saving change (New York, 8 March 2026)', () => {
    expect(instantOf('2026-03-07', '18:00', 'America/New_York').toISOString()).toBe('2026-03-07T23:00:00.000Z');
    expect(instantOf('2026-03-09', '18:00', 'America/New_York').toISOString()).toBe('2026-03-09T22:00:00.000Z');
    expect(instantOf('2026-03-09', '18:00', 'Asia/Kolkata').toISOString()).toBe('2026-03-09T12:30:00.000Z');
  });

  it('gives every session the instant of its day and time in that zone, and names the goals that fall short', () => {
    const plan = buildStudyPlan([goal('Physics', '2026-03-12', 8), goal('Art history', '2026-03-08', 30)], {
      availableHoursPerDay: 2,
      startDate: '2026-03-06',
      timeZone: 'America/New_York',
    });
    for (const session of plan.sessions) {
      const offsetHours = session.date < '2026-03-08' ? 5 : 4;
      const [hours, minutes] = session.startTime.split(':').map(Number) as [number, number];
      const expected = Date.parse(`${session.date}T00:00:00Z`) + (hours + offsetHours) * 3_600_000 + minutes * 60_000;
      expect(session.startsAt.getTime()).toBe(expected);
    }
    expect(plan.shortfalls).toEqual([
      expect.objectContaining({ subject: 'Art history', dueDate: '2026-03-08', requestedHours: 30, missingHours: 26 }),
    ]);
  });

  it('refuses no goals and a due date over a year away, with the texts the student sees', () => {
    const request = { availableHoursPerDay: 2, startDate: '2026-03-06', timeZone: 'UTC' };
    expect(() => buildStudyPlan([], request)).toThrow(new DomainError('VALIDATION_FAILED', studyPlanMessages.noGoals));
    expect(() => buildStudyPlan([goal('Thesis', '2027-04-01', 10)], request)).toThrow(studyPlanMessages.dueTooFar('Thesis'));
  });
});
