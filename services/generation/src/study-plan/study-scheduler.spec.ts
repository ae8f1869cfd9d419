import { STUDY_PRIORITIES } from '@studyforge/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './calendar-dates.js';
import { buildSchedule, type ScheduleRequest, type SchedulerGoal } from './study-scheduler.js';

const START = '2026-03-02';

const goalArbitrary = fc.record({
  priority: fc.constantFrom(...STUDY_PRIORITIES),
  dueIn: fc.integer({ min: -3, max: 60 }),
  estimatedHours: fc.integer({ min: 1, max: 100 }),
});

const requestArbitrary = fc
  .record({ goals: fc.array(goalArbitrary, { minLength: 1, maxLength: 12 }), hoursPerDay: fc.integer({ min: 1, max: 6 }) })
  .map(({ goals, hoursPerDay }): ScheduleRequest => ({
    startDate: START,
    hoursPerDay,
    goals: goals.map((goal, index) => ({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      subject: `Goal ${index}`,
      priority: goal.priority,
      dueDate: addDays(START, goal.dueIn),
      estimatedHours: goal.estimatedHours,
    })),
  }));

/** The last day a goal may be studied: the day before it is due, or the first day when it is due then. */
function lastDay(goal: SchedulerGoal): number {
  const due = daysBetween(START, goal.dueDate);
  return due > 0 ? due - 1 : due === 0 ? 0 : -1;
}

/** The most hours that can be placed at all: earliest due date first, every day filled (an independent check). */
function mostHoursThatFit(request: ScheduleRequest): number {
  let used = 0;
  for (const goal of [...request.goals].sort((a, b) => lastDay(a) - lastDay(b))) {
    const days = lastDay(goal) + 1;
    used += Math.max(0, Math.min(goal.estimatedHours, days * request.hoursPerDay - used));
  }
  return used;
}

function hoursByGoal(request: ScheduleRequest) {
  const schedule = buildSchedule(request);
  const placed = new Map<string, number>();
  for (const session of schedule.sessions) placed.set(session.goalId, (placed.get(session.goalId) ?? 0) + session.minutes / 60);
  return { schedule, placed };
}

describe('study scheduler (properties)', () => {
  it('never plans a day over its available hours, and sessions on a day never overlap', () => {
    fc.assert(
      fc.property(requestArbitrary, (request) => {
        const { sessions } = buildSchedule(request);
        const byDay = new Map<string, typeof sessions>();
        for (const session of sessions) byDay.set(session.date, [...(byDay.get(session.date) ?? []), session]);
        for (const day of byDay.values()) {
          expect(day.reduce((sum, session) => sum + session.minutes, 0)).toBeLessThanOrEqual(request.hoursPerDay * 60);
          const starts = day.map((session) => Number(session.startTime.slice(0, 2)) * 60 + Number(session.startTime.slice(3)));
          for (let index = 1; index < day.length; index++) expect(starts[index]!).toBeGreaterThanOrEqual(starts[index - 1]! + day[index - 1]!.minutes);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never plans a session on or after its due date (a goal due on the first day is studied that day), nor before the start', () => {
    fc.assert(
      fc.property(requestArbitrary, (request) => {
        const goals = new Map(request.goals.map((goal) => [goal.id, goal]));
        for (const session of buildSchedule(request).sessions) {
          const goal = goals.get(session.goalId)!;
          expect(daysBetween(START, session.date)).toBeGreaterThanOrEqual(0);
          expect(daysBetween(START, session.date)).toBeLessThanOrEqual(lastDay(goal));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('places every hour that can fit, and reports exactly the hours of each goal that do not', () => {
    fc.assert(
      fc.property(requestArbitrary, (request) => {
        const { schedule, placed } = hoursByGoal(request);
        const total = [...placed.values()].reduce((sum, hours) => sum + hours, 0);
        expect(total).toBe(mostHoursThatFit(request));
        for (const goal of request.goals) {
          const shortfall = schedule.shortfalls.find((entry) => entry.goalId === goal.id);
          const scheduled = placed.get(goal.id) ?? 0;
          expect(scheduled + (shortfall?.missingHours ?? 0)).toBe(goal.estimatedHours);
          if (shortfall) expect(shortfall).toMatchObject({ requestedHours: goal.estimatedHours, scheduledHours: scheduled });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reports a shortfall exactly when the hours cannot all fit', () => {
    fc.assert(
      fc.property(requestArbitrary, (request) => {
        const requested = request.goals.reduce((sum, goal) => sum + goal.estimatedHours, 0);
        const infeasible = mostHoursThatFit(request) < requested;
        expect(buildSchedule(request).shortfalls.length > 0).toBe(infeasible);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps sessions between 30 minutes and 2 hours, and ends every goal that fits with a review', () => {
    fc.assert(
      fc.property(requestArbitrary, (request) => {
        const { schedule } = hoursByGoal(request);
        for (const session of schedule.sessions) {
          expect(session.minutes).toBeGreaterThanOrEqual(30);
          expect(session.minutes).toBeLessThanOrEqual(120);
        }
        for (const goal of request.goals) {
          const own = schedule.sessions.filter((session) => session.goalId === goal.id);
          if (own.length === 0) continue;
          const last = own.at(-1)!;
          if (goal.estimatedHours >= 1) expect(last.kind).toBe('review');
          expect(own.filter((session) => session.kind === 'review').every((session) => session.date === last.date)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('study scheduler (examples)', () => {
  const goal = (id: string, priority: SchedulerGoal['priority'], dueIn: number, estimatedHours: number): SchedulerGoal => ({
    id,
    subject: id,
    priority,
    dueDate: addDays(START, dueIn),
    estimatedHours,
  });

  it('spreads a goal over the days before it is due instead of cramming, with the review on the day before', () => {
    const { sessions, shortfalls } = buildSchedule({ startDate: START, hoursPerDay: 4, goals: [goal('bio', 'medium', 10, 10)] });
    expect(shortfalls).toEqual([]);
    const days = new Set(sessions.map((session) => session.date));
    expect(days.size).toBeGreaterThanOrEqual(5);
    expect(sessions.at(-1)).toMatchObject({ date: addDays(START, 9), kind: 'review' });
    expect(Math.max(...sessions.map((session) => session.minutes))).toBeLessThanOrEqual(120);
  });

  it('leaves out the low-priority hours when not everything fits, and says by how much', () => {
    const { shortfalls } = buildSchedule({
      startDate: START,
      hoursPerDay: 2,
      goals: [goal('history', 'low', 5, 6), goal('physics', 'high', 5, 8)],
    });
    expect(shortfalls).toEqual([{ goalId: 'history', requestedHours: 6, scheduledHours: 2, missingHours: 4 }]);
  });

  it('reports a goal that is already due as wholly missing', () => {
    const { sessions, shortfalls } = buildSchedule({ startDate: START, hoursPerDay: 3, goals: [goal('late', 'high', -1, 3)] });
    expect(sessions).toEqual([]);
    expect(shortfalls).toEqual([{ goalId: 'late', requestedHours: 3, scheduledHours: 0, missingHours: 3 }]);
  });
});
