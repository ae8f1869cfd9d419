import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import type { JobStatus } from '../generation.js';
import { studyPlanMessages, type StudyPlan } from '../study-plan.js';
import { studyPlanReplyFromJob, studyPlanReplySchema } from './study-plan-endpoints.js';

const planId = randomUUID();
const session = {
  id: randomUUID(),
  goalId: randomUUID(),
  subject: 'Organic Chemistry',
  date: '2026-12-01',
  startTime: '18:00',
  duration: 2,
  kind: 'study',
  status: 'scheduled',
  startsAt: '2026-12-01T17:00:00.000Z',
} as const;
const plan: StudyPlan = {
  id: planId,
  createdAt: '2026-11-24T17:00:00.000Z',
  startDate: '2026-12-01',
  timeZone: 'Europe/Berlin',
  availableHoursPerDay: 2,
  totalHours: 2,
  sessions: [session],
  shortfalls: [],
};
const job: JobStatus = {
  id: randomUUID(),
  kind: 'study-plan',
  stage: 'done',
  progress: 100,
  error: null,
  result: { planId, sessionCount: 1, shortfalls: [], creditsUsed: 5 },
  createdAt: '2026-11-24T17:00:00.000Z',
  updatedAt: '2026-11-24T17:00:01.000Z',
};
const reading = (current: StudyPlan | null) => async (path: string) => {
  expect(path).toBe('/api/user/study-plan');
  return { goals: [], plan: current };
};

describe('studyPlanReplyFromJob', () => {
  it("makes the reply of POST /api/generate-study-plan from the finished job and the student's current plan", async () => {
    const reply = studyPlanReplySchema.parse(await studyPlanReplyFromJob(job, reading(plan)));
    expect(reply).toEqual({ plan, studyPlan: plan.sessions, shortfalls: [], creditsUsed: 5, jobId: job.id });
  });

  it('says so when the plan is gone, or when a newer plan replaced the one the job made', async () => {
    const gone = await studyPlanReplyFromJob(job, reading(null)).catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(DomainError);
    expect(gone).toMatchObject({ code: 'NOT_FOUND', message: studyPlanMessages.noPlan });
    const replaced = await studyPlanReplyFromJob(job, reading({ ...plan, id: randomUUID() })).catch((error: unknown) => error);
    expect(replaced).toBeInstanceOf(DomainError);
    expect(replaced).toMatchObject({ code: 'CONFLICT', message: studyPlanMessages.planReplaced });
  });

  it('refuses a job whose result is not a plan', async () => {
    await expect(studyPlanReplyFromJob({ ...job, result: { recapId: randomUUID() } }, reading(plan))).rejects.toThrow();
  });
});
