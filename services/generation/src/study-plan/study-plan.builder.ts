import { DomainError, ErrorCode, studyPlanLimits, studyPlanMessages, type GenerateStudyPlanBody, type StudyGoal, type StudyShortfall } from '@studyforge/contracts';
import { DateTime } from 'luxon';
import { daysBetween } from './calendar-dates.js';
import { buildSchedule } from './study-scheduler.js';

export interface BuiltPlan {
  sessions: Array<{ goalId: string; date: string; startTime: string; minutes: number; kind: 'study' | 'review'; startsAt: Date }>;
  shortfalls: StudyShortfall[];
}

/** The student's goals as a plan in their time zone: the scheduler's wall-clock sessions with the instants they start. */
export function buildStudyPlan(goals: readonly StudyGoal[], request: GenerateStudyPlanBody): BuiltPlan {
  if (goals.length === 0) throw new DomainError(ErrorCode.ValidationFailed, studyPlanMessages.noGoals);
  const tooFar = goals.find((goal) => daysBetween(request.startDate, goal.dueDate) > studyPlanLimits.maxPlanDays);
  if (tooFar) throw new DomainError(ErrorCode.ValidationFailed, studyPlanMessages.dueTooFar(tooFar.subject));

  const schedule = buildSchedule({ goals, startDate: request.startDate, hoursPerDay: request.availableHoursPerDay });
  const byId = new Map(goals.map((goal) => [goal.id, goal]));
  return {
    sessions: schedule.sessions.map((session) => ({ ...session, startsAt: instantOf(session.date, session.startTime, request.timeZone) })),
    shortfalls: schedule.shortfalls.map((shortfall) => {
      const goal = byId.get(shortfall.goalId)!;
      return { ...shortfall, subject: goal.subject, dueDate: goal.dueDate };
    }),
  };
}

/** A wall-clock time of a day in a time zone as an instant (a time skipped by a daylight-saving change moves forward). */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const local = DateTime.fromISO(`${date}T${time}`, { zone: timeZone });
  if (!local.isValid) throw new DomainError(ErrorCode.ValidationFailed, studyPlanMessages.timeZone);
  return local.toJSDate();
}
