import { JOB_ACCEPTED_MESSAGE, jobAcceptedReplySchema, jobStatusSchema, studyPlanReplyFromJob, studyPlanReplySchema, type JobStatus } from '@studyforge/contracts';
import { call, endedJob, signedInStudent, useGatewayAcceptingAtOnce } from '@studyforge/test-support';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

const gateway = useGatewayAcceptingAtOnce();

const TODAY = new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function followed(jobId: string, cookie: string): Promise<JobStatus> {
  const finished = await endedJob(jobId, cookie, gateway.url);
  expect(finished, 'the job finishes without its request').not.toBeNull();
  return jobStatusSchema.parse(finished);
}

describe('a study plan that outlasts the wait', () => {
  it('answers 202 with its job; the job finishes, charged once, and becomes the plan reply', async () => {
    const { cookie } = await signedInStudent({ baseUrl: gateway.url });
    for (const goal of [
      { subject: 'Organic Chemistry', priority: 'high', dueDate: inDays(6), estimatedHours: 6 },
      { subject: 'History essay', dueDate: inDays(4), estimatedHours: 2 },
    ]) {
      expect((await call('/api/study-goals', { cookie, baseUrl: gateway.url, body: goal })).status).toBe(201);
    }

    const jobId = randomUUID();
    const answer = await call('/api/generate-study-plan', {
      cookie,
      baseUrl: gateway.url,
      headers: { 'X-Job-Id': jobId },
      body: { availableHoursPerDay: 2, startDate: TODAY, timeZone: 'Europe/Berlin' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(jobAcceptedReplySchema.parse(answer.body)).toEqual({
      jobId,
      stage: expect.any(String),
      message: JOB_ACCEPTED_MESSAGE,
      job: `/api/jobs/${jobId}`,
      events: `/api/jobs/${jobId}/events`,
    });

    const finished = await followed(jobId, cookie);
    expect(finished.stage, JSON.stringify(finished.error)).toBe('done');
    const read = async (path: string) => (await call(path, { cookie, baseUrl: gateway.url })).body;
    const reply = studyPlanReplySchema.parse(await studyPlanReplyFromJob(finished, read));
    expect(reply.jobId).toBe(jobId);
    expect(reply.studyPlan.length).toBeGreaterThan(0);
    expect(new Set(reply.studyPlan.map((session) => session.subject))).toEqual(new Set(['Organic Chemistry', 'History essay']));
    expect(reply.studyPlan).toEqual(reply.plan.sessions);
    expect((await call('/api/user/credits', { cookie, baseUrl: gateway.url })).body.credits).toBe(50 - reply.creditsUsed);
    expect(reply.creditsUsed).toBe(5);
  });

  it('is refused before any job or charge when there are no goals (400, not a 202)', async () => {
    const { cookie } = await signedInStudent({ baseUrl: gateway.url });
    const answer = await call('/api/generate-study-plan', { cookie, baseUrl: gateway.url, body: { availableHoursPerDay: 2, startDate: TODAY, timeZone: 'Europe/Berlin' } });
    expect(answer.status).toBe(400);
    expect((await call('/api/user/credits', { cookie, baseUrl: gateway.url })).body.credits).toBe(50);
  });
});
