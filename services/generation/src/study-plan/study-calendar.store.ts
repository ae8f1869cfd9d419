import { writeCalendarInThread } from './calendar-threads.js';
import type { StudyPlanRepository } from './study-plan.repository.js';

/**
 * The current plan as iCalendar, written once and kept with the plan: a year of sessions takes the `ics`
 * library about half a second, which must not happen on every download or calendar app's poll. The
 * plan's job writes it (on a worker); after a goal's removal the next read writes it again. Either way in a thread.
 */
export class StudyCalendarStore {
  constructor(
    private readonly plans: StudyPlanRepository,
    private readonly publicUrl: string,
  ) {}

  /** Null when the student has no plan. */
  async current(userId: string): Promise<{ startDate: string; calendar: string } | null> {
    const stored = await this.plans.storedCalendar(userId);
    if (!stored) return null;
    if (stored.calendar !== null) return { startDate: stored.startDate, calendar: stored.calendar };
    const calendar = await this.write(userId);
    return calendar === null ? null : { startDate: stored.startDate, calendar };
  }

  /** Writes the current plan's calendar and keeps it. */
  async write(userId: string): Promise<string | null> {
    const current = await this.plans.currentPlan(userId);
    if (!current) return null;
    const calendar = await writeCalendarInThread(current.sessions, this.publicUrl);
    await this.plans.storeCalendar(current.plan.id, calendar);
    return calendar;
  }
}
