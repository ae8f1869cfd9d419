import { createHash, randomBytes } from 'node:crypto';
import {
  DomainError,
  ErrorCode,
  studyGoalBodySchema,
  studyPlanLimits,
  studyPlanMessages,
  type StudyGoal,
  type StudySession,
  type StudySessionStatus,
  type UserStudyPlanReply,
} from '@studyforge/contracts';
import type { z } from 'zod';
import { studyCalendarIcs } from './study-calendar.ics.js';
import { StudyCalendarStore } from './study-calendar.store.js';
import type { StudyPlanRepository } from './study-plan.repository.js';
import type { StudyReminders } from './study-reminders.js';

/** Goals, the current plan, completed sessions and the plan's calendar exports; each student sees only their own. */
export class StudyPlanService {
  constructor(
    private readonly plans: StudyPlanRepository,
    private readonly reminders: StudyReminders,
    private readonly publicUrl: string,
    private readonly calendars: StudyCalendarStore = new StudyCalendarStore(plans, publicUrl),
  ) {}

  async get(userId: string): Promise<UserStudyPlanReply> {
    const [goals, current] = await Promise.all([this.plans.listGoals(userId), this.plans.currentPlan(userId)]);
    if (!current) return { goals, plan: null };
    const { plan, sessions } = current;
    return {
      goals,
      plan: {
        id: plan.id,
        createdAt: plan.createdAt,
        startDate: plan.startDate,
        timeZone: plan.timeZone,
        availableHoursPerDay: plan.hoursPerDay,
        totalHours: sessions.reduce((sum, session) => sum + session.duration, 0),
        sessions,
        shortfalls: plan.shortfalls.filter((shortfall) => goals.some((goal) => goal.id === shortfall.goalId)),
      },
    };
  }

  async addGoal(userId: string, body: z.output<typeof studyGoalBodySchema>): Promise<StudyGoal> {
    const goal = await this.plans.addGoal(userId, body, studyPlanLimits.maxGoals);
    if (!goal) throw new DomainError(ErrorCode.ValidationFailed, studyPlanMessages.tooManyGoals);
    return goal;
  }

  /** Removing a goal also removes its sessions (spec §4) and their reminders. */
  async removeGoal(userId: string, goalId: string): Promise<{ removed: true; removedSessions: number }> {
    const removed = await this.plans.removeGoal(userId, goalId);
    if (!removed) throw new DomainError(ErrorCode.NotFound, studyPlanMessages.goalNotFound);
    await this.reminders.drop(removed.sessionIds);
    return { removed: true, removedSessions: removed.sessionIds.length };
  }

  async setSessionStatus(userId: string, sessionId: string, status: StudySessionStatus): Promise<StudySession> {
    const session = await this.plans.setSessionStatus(userId, sessionId, status);
    if (!session) throw new DomainError(ErrorCode.NotFound, studyPlanMessages.sessionNotFound);
    return session;
  }

  async calendarFile(userId: string): Promise<{ fileName: string; calendar: string }> {
    const current = await this.calendars.current(userId);
    if (!current) throw new DomainError(ErrorCode.NotFound, studyPlanMessages.noPlan);
    return { fileName: `study-plan-${current.startDate}.ics`, calendar: current.calendar };
  }

  /** The calendar behind a subscription link; an unknown or revoked token is simply not found. An empty plan is an empty calendar. */
  async calendarFeed(token: string): Promise<{ fileName: string; calendar: string }> {
    const userId = await this.plans.userOfFeed(hashToken(token));
    if (!userId) throw new DomainError(ErrorCode.NotFound, studyPlanMessages.feedNotFound);
    const current = await this.calendars.current(userId);
    return { fileName: 'study-plan.ics', calendar: current?.calendar ?? studyCalendarIcs([], this.publicUrl) };
  }

  async subscription(userId: string): Promise<{ active: boolean; createdAt: string | null }> {
    const createdAt = await this.plans.feedCreatedAt(userId);
    return { active: createdAt !== null, createdAt: createdAt?.toISOString() ?? null };
  }

  /** A new secret link (32 random bytes); only its SHA-256 is kept, so it is shown this once. */
  async renewSubscription(userId: string): Promise<{ token: string; createdAt: string }> {
    const token = randomBytes(32).toString('base64url');
    const createdAt = await this.plans.saveFeedToken(userId, hashToken(token));
    return { token, createdAt: createdAt.toISOString() };
  }

  async revokeSubscription(userId: string): Promise<{ active: boolean; createdAt: string | null }> {
    await this.plans.deleteFeed(userId);
    return { active: false, createdAt: null };
  }
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
