import type { StudyPriority } from '@studyforge/contracts';
import { addDays, daysBetween } from './calendar-dates.js';

/** Work is planned in half hours: the shortest session is one slot, the longest four (two hours). */
export const SLOT_MINUTES = 30;
const MAX_SESSION_SLOTS = 4;
const MAX_SLOTS_PER_GOAL_PER_DAY = 8;
const BREAK_MINUTES = 15;
const DAY_ENDS_AT_HOUR = 20;

const PRIORITY_RANK: Record<StudyPriority, number> = { high: 0, medium: 1, low: 2 };
/** How much faster than evenly a goal's hours are spread: higher priorities finish a little earlier. */
const PRIORITY_PACE: Record<StudyPriority, number> = { high: 1.3, medium: 1, low: 0.85 };

export interface SchedulerGoal {
  id: string;
  subject: string;
  priority: StudyPriority;
  /** YYYY-MM-DD. */
  dueDate: string;
  estimatedHours: number;
}

export interface ScheduleRequest {
  goals: readonly SchedulerGoal[];
  /** YYYY-MM-DD, the first day of the plan. */
  startDate: string;
  hoursPerDay: number;
}

export interface PlannedSession {
  goalId: string;
  /** YYYY-MM-DD, a wall-clock day in the student's time zone. */
  date: string;
  /** HH:MM wall-clock time. */
  startTime: string;
  minutes: number;
  kind: 'study' | 'review';
}

export interface GoalShortfall {
  goalId: string;
  requestedHours: number;
  scheduledHours: number;
  missingHours: number;
}

export interface Schedule {
  sessions: PlannedSession[];
  shortfalls: GoalShortfall[];
}

interface GoalState {
  goal: SchedulerGoal;
  rank: number;
  need: number;
  /** Day index of the last day it may be studied (the day before it is due; the first day when it is due then; -1 when already due). */
  lastDay: number;
  /** Slots that fit (phase 1). */
  amount: number;
  remaining: number;
  review: number;
}

/**
 * The Study Calendar's scheduler. Each goal's hours are placed on the days from the plan's start to
 * the day before its due date, never more than the hours available per day.
 *
 * 1. What fits: every goal's window starts on the same day, so the windows are nested and "the goals
 *    due by day D need at most D+1 days of hours" is all that must hold. Goals are taken by priority
 *    (then urgency) and each gets as many slots as these limits leave: a greedy choice on this laminar
 *    matroid, so the total placed is the most that can be placed, and when hours must be left out
 *    they are a lower priority's. Whatever does not fit is reported per goal as a shortfall.
 * 2. Where it goes: day by day, first what must be done today for the rest to still fit (earliest due
 *    first), then each goal's even share of what is left before its due date (faster for higher
 *    priorities), in sessions of 30 minutes to 2 hours. Each goal's last slots, kept for its last day,
 *    are its review session.
 */
export function buildSchedule(request: ScheduleRequest): Schedule {
  const capacity = request.hoursPerDay * (60 / SLOT_MINUTES);
  const states = request.goals.map((goal) => stateOf(goal, request.startDate));

  const byPriority = [...states].sort((a, b) => a.rank - b.rank || a.lastDay - b.lastDay);
  for (const state of byPriority) state.amount = Math.min(state.need, room(state.lastDay, states, capacity));
  for (const state of states) {
    state.remaining = state.amount;
    state.review = Math.min(reviewSlots(state.need), state.amount);
  }

  const sessions: PlannedSession[] = [];
  const lastDay = Math.max(-1, ...states.map((state) => (state.amount > 0 ? state.lastDay : -1)));
  for (let day = 0; day <= lastDay; day++) {
    const active = states.filter((state) => state.remaining > 0 && state.lastDay >= day);
    if (active.length === 0) continue;
    const today = allocateDay(active, day, capacity);
    sessions.push(...sessionsOfDay(today, addDays(request.startDate, day), request.hoursPerDay));
  }

  const shortfalls = states
    .filter((state) => state.amount < state.need)
    .map((state) => ({
      goalId: state.goal.id,
      requestedHours: state.goal.estimatedHours,
      scheduledHours: slotsToHours(state.amount),
      missingHours: slotsToHours(state.need - state.amount),
    }));
  return { sessions, shortfalls };
}

function stateOf(goal: SchedulerGoal, startDate: string): GoalState {
  const due = daysBetween(startDate, goal.dueDate);
  return {
    goal,
    rank: PRIORITY_RANK[goal.priority],
    need: Math.round(goal.estimatedHours * (60 / SLOT_MINUTES)),
    lastDay: due > 0 ? due - 1 : due === 0 ? 0 : -1,
    amount: 0,
    remaining: 0,
    review: 0,
  };
}

/** The slots a goal due after `lastDay` may still take without pushing any goal due later past its day. */
function room(lastDay: number, states: readonly GoalState[], capacity: number): number {
  if (lastDay < 0) return 0;
  let free = Infinity;
  for (const deadline of new Set(states.map((state) => state.lastDay))) {
    if (deadline < lastDay) continue;
    const load = states.reduce((sum, state) => sum + (state.lastDay <= deadline ? state.amount : 0), 0);
    free = Math.min(free, capacity * (deadline + 1) - load);
  }
  return Math.max(0, free);
}

/** A review of about 15% of a goal (30 minutes to 2 hours); a goal under two hours gets 30 minutes. */
function reviewSlots(need: number): number {
  if (need >= 4) return Math.min(4, Math.max(2, Math.round(need * 0.15)));
  return need >= 2 ? 1 : 0;
}

interface DayShare {
  state: GoalState;
  slots: number;
}

function allocateDay(active: GoalState[], day: number, capacity: number): DayShare[] {
  const shares = new Map<GoalState, number>(active.map((state) => [state, 0]));

  // What must happen today so that every goal due by each later day still fits in the days before it.
  const byDeadline = [...active].sort((a, b) => a.lastDay - b.lastDay || a.rank - b.rank);
  let due = 0;
  let required = 0;
  const requiredBy = new Map<number, number>();
  for (const state of byDeadline) {
    due += state.remaining;
    required = Math.max(required, due - capacity * (state.lastDay - day));
    requiredBy.set(state.lastDay, required);
  }
  let given = 0;
  for (const state of byDeadline) {
    const take = Math.min(state.remaining, Math.max(0, requiredBy.get(state.lastDay)! - given));
    shares.set(state, take);
    given += take;
  }

  // Then each goal's even share of what is left before its due date.
  let free = capacity - given;
  const byPriority = [...active].sort((a, b) => a.rank - b.rank || a.lastDay - b.lastDay);
  for (const state of byPriority) {
    if (free <= 0) break;
    const wanted = wantedToday(state, day);
    const extra = Math.min(free, Math.max(0, wanted - shares.get(state)!));
    shares.set(state, shares.get(state)! + extra);
    free -= extra;
  }

  const result: DayShare[] = [];
  for (const state of byPriority) {
    const slots = shares.get(state)!;
    if (slots === 0) continue;
    state.remaining -= slots;
    result.push({ state, slots });
  }
  return result;
}

function wantedToday(state: GoalState, day: number): number {
  if (day >= state.lastDay) return state.remaining;
  const held = state.review;
  const spreadable = state.remaining - held;
  if (spreadable <= 0) return 0;
  const daysLeft = state.lastDay - day;
  let wanted = Math.ceil((spreadable / daysLeft) * PRIORITY_PACE[state.goal.priority]);
  if (wanted < 2 && spreadable >= 2) wanted = 2;
  return Math.min(wanted, spreadable, MAX_SLOTS_PER_GOAL_PER_DAY);
}

/** A day's shares as sessions: each goal's slots in blocks of at most two hours, goals taking turns, 15-minute breaks between. */
function sessionsOfDay(shares: DayShare[], date: string, hoursPerDay: number): PlannedSession[] {
  const queues = shares.map(({ state, slots }) => blocksOf(state, slots));
  const ordered: Array<{ goalId: string; slots: number; kind: 'study' | 'review' }> = [];
  for (let round = 0; queues.some((queue) => queue.length > round); round++) {
    for (const queue of queues) if (queue[round]) ordered.push(queue[round]!);
  }
  let minute = Math.max(8, DAY_ENDS_AT_HOUR - hoursPerDay) * 60;
  return ordered.map((block) => {
    const session = { goalId: block.goalId, date, startTime: clock(minute), minutes: block.slots * SLOT_MINUTES, kind: block.kind };
    minute += block.slots * SLOT_MINUTES + BREAK_MINUTES;
    return session;
  });
}

/** The day's slots of one goal as blocks; when they finish the goal, its last slots are the review. */
function blocksOf(state: GoalState, slots: number): Array<{ goalId: string; slots: number; kind: 'study' | 'review' }> {
  const finishing = state.remaining === 0;
  const review = finishing ? Math.min(state.review, slots) : 0;
  const study = slots - review;
  const blocks: Array<{ goalId: string; slots: number; kind: 'study' | 'review' }> = evenBlocks(study).map((size) => ({
    goalId: state.goal.id,
    slots: size,
    kind: 'study',
  }));
  if (review > 0) blocks.push({ goalId: state.goal.id, slots: review, kind: 'review' });
  return blocks;
}

/** `slots` in as few blocks of at most two hours as possible, as even as possible (5 → 3 + 2). */
function evenBlocks(slots: number): number[] {
  if (slots <= 0) return [];
  const count = Math.ceil(slots / MAX_SESSION_SLOTS);
  const base = Math.floor(slots / count);
  return Array.from({ length: count }, (_, index) => base + (index < slots % count ? 1 : 0));
}

function clock(minutes: number): string {
  const hours = Math.floor(minutes / 60) % 24;
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function slotsToHours(slots: number): number {
  return (slots * SLOT_MINUTES) / 60;
}
