import { generateStudyPlanBodySchema, type StudyPlanJobResult } from '@studyforge/contracts';
import type { GenerationJob } from '../entities/generation-job.entity.js';
import type { JobHandler, JobOutcome, ReportStage } from '../jobs/job-handler.js';
import type { StudyCalendarStore } from './study-calendar.store.js';
import { buildStudyPlan } from './study-plan.builder.js';
import type { StudyPlanRepository } from './study-plan.repository.js';
import type { StudyReminders } from './study-reminders.js';

/** A study-plan job: the scheduler over the student's saved goals, saved as their plan (replacing the last), with a reminder per session. */
export class StudyPlanHandler implements JobHandler {
  constructor(
    private readonly plans: StudyPlanRepository,
    private readonly reminders: StudyReminders,
    private readonly calendars: StudyCalendarStore,
  ) {}

  async run(job: GenerationJob, report: ReportStage): Promise<JobOutcome> {
    const request = generateStudyPlanBodySchema.parse(job.input.studyPlan);
    await report('generating', 20);
    const goals = await this.plans.listGoals(job.userId);
    const built = buildStudyPlan(goals, request);
    await report('saving', 70);
    const saved = await this.plans.savePlan({
      userId: job.userId,
      jobId: job.id,
      startDate: request.startDate,
      timeZone: request.timeZone,
      hoursPerDay: request.availableHoursPerDay,
      shortfalls: built.shortfalls,
      sessions: built.sessions,
    });
    await this.reminders.replace(
      saved.replacedSessionIds,
      saved.sessions.map((session) => ({ ...session, userId: job.userId })),
    );
    await this.calendars.write(job.userId);
    const result: StudyPlanJobResult = {
      planId: saved.planId,
      sessionCount: saved.sessions.length,
      shortfalls: built.shortfalls,
      creditsUsed: job.creditsReserved,
    };
    return { result, creditsUsed: job.creditsReserved };
  }

  /** A plan an earlier run saved (its reminders are scheduled by a retried run only, which finds the same plan). */
  async saved(job: GenerationJob): Promise<JobOutcome | null> {
    const saved = await this.plans.planOfJob(job.id);
    if (!saved) return null;
    const result: StudyPlanJobResult = { ...saved, creditsUsed: job.creditsReserved };
    return { result, creditsUsed: job.creditsReserved };
  }
}
