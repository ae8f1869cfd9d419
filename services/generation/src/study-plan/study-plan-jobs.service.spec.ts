import { DomainError, ErrorCode, studyPlanMessages, type StudyGoal } from '@studyforge/contracts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { GenerationJob } from '../entities/generation-job.entity.js';
import type { CreditSettlement } from '../jobs/credit-settlement.js';
import { EnqueueFailedError, type JobQueues } from '../jobs/job-queues.js';
import { jobStartMessages } from '../jobs/job-starter.js';
import type { JobStatusService } from '../jobs/job-status.service.js';
import type { JobsRepository } from '../jobs/jobs.repository.js';
import type { StudyPlanRepository } from './study-plan.repository.js';
import { StudyPlanJobsService } from './study-plan-jobs.service.js';

const context = { requestId: 'spec', actor: null };
const goal: StudyGoal = {
  id: randomUUID(),
  subject: 'Biology',
  description: '',
  priority: 'high',
  dueDate: '2026-12-20',
  estimatedHours: 10,
  createdAt: '2026-11-01T00:00:00.000Z',
};

/** The generation.jobs rows, the credits service's reservations and the queue, in memory. */
function world(options: { goals?: StudyGoal[]; enqueue?: () => Promise<void>; reserve?: () => Promise<void> } = {}) {
  const rows = new Map<string, GenerationJob>();
  const reservations = new Map<string, 'reserved' | 'released'>();
  const queued: string[] = [];
  const end = (id: string, errorCode: string, errorMessage: string) => Object.assign(rows.get(id)!, { stage: 'failed', errorCode, errorMessage });
  const jobs = { find: async (id: string) => rows.get(id) ?? null } as unknown as JobsRepository;
  const status = {
    created: async (job: Pick<GenerationJob, 'id' | 'userId' | 'kind' | 'input' | 'creditsReserved'>) => {
      if (!rows.has(job.id)) rows.set(job.id, { ...job, stage: 'queued', progress: 0, result: null, errorCode: null, errorMessage: null, creditsUsed: null, createdAt: new Date(), updatedAt: new Date() });
      return rows.get(job.id)!;
    },
    failed: async (id: string, code: string, message: string) => void end(id, code, message),
    failedIfOpen: async (id: string, code: string, message: string) => {
      const stage = rows.get(id)?.stage;
      if (stage === 'done' || stage === 'failed') return false;
      end(id, code, message);
      return true;
    },
  } as unknown as JobStatusService;
  const credits = {
    reserve: async (job: GenerationJob) => {
      await options.reserve?.();
      reservations.set(job.id, 'reserved');
    },
    release: async (job: GenerationJob) => void reservations.set(job.id, 'released'),
  } as unknown as CreditSettlement;
  const queues = {
    enqueue: async (_kind: string, id: string) => {
      await options.enqueue?.();
      queued.push(id);
    },
  } as unknown as JobQueues;
  const plans = { listGoals: async () => options.goals ?? [goal] } as unknown as StudyPlanRepository;
  return { service: new StudyPlanJobsService(jobs, status, credits, queues, plans), rows, reservations, queued };
}

const request = (jobId = randomUUID()) => ({ jobId, startDate: '2026-11-24', timeZone: 'Europe/Berlin', availableHoursPerDay: 2 });

describe('StudyPlanJobsService.create', () => {
  it('records the plan job, reserves its 5 credits and queues it', async () => {
    const { service, rows, reservations, queued } = world();
    const { jobId } = request();
    const status = await service.create('student', request(jobId), context);
    expect(status).toMatchObject({ id: jobId, stage: 'queued' });
    expect(rows.get(jobId)).toMatchObject({ kind: 'study-plan', creditsReserved: 5, input: { studyPlan: { timeZone: 'Europe/Berlin' } } });
    expect(reservations.get(jobId)).toBe('reserved');
    expect(queued).toEqual([jobId]);
  });

  it('fails the job and releases its credits at once when Redis will not take it, and says so', async () => {
    const { service, rows, reservations, queued } = world({ enqueue: () => Promise.reject(new EnqueueFailedError('Redis is down')) });
    const { jobId } = request();
    const refused = await service.create('student', request(jobId), context).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: ErrorCode.ServiceUnavailable, message: jobStartMessages.notStarted });
    expect(rows.get(jobId)).toMatchObject({ stage: 'failed', errorCode: ErrorCode.ServiceUnavailable });
    expect(reservations.get(jobId)).toBe('released');
    expect(queued).toEqual([]);
  });

  it('fails the job without queueing it when the balance is short', async () => {
    const short = new DomainError(ErrorCode.InsufficientCredits, 'Not enough credits.');
    const { service, rows, queued } = world({ reserve: () => Promise.reject(short) });
    const { jobId } = request();
    await expect(service.create('student', request(jobId), context)).rejects.toBe(short);
    expect(rows.get(jobId)).toMatchObject({ stage: 'failed', errorCode: ErrorCode.InsufficientCredits });
    expect(queued).toEqual([]);
  });

  it('refuses without goals, or with a due date more than a year on, before recording or charging anything', async () => {
    const none = world({ goals: [] });
    await expect(none.service.create('student', request(), context)).rejects.toMatchObject({ code: ErrorCode.ValidationFailed, message: studyPlanMessages.noGoals });
    const far = world({ goals: [{ ...goal, dueDate: '2028-01-10' }] });
    await expect(far.service.create('student', request(), context)).rejects.toMatchObject({ message: studyPlanMessages.dueTooFar('Biology') });
    expect([none.rows.size, far.rows.size, none.reservations.size, far.reservations.size]).toEqual([0, 0, 0, 0]);
  });

  it('answers a replayed request with the job as it is, without charging or queueing it again, and refuses another student its id', async () => {
    const { service, reservations, queued } = world({ enqueue: () => Promise.reject(new EnqueueFailedError('Redis is down')) });
    const { jobId } = request();
    await service.create('student', request(jobId), context).catch(() => undefined);
    expect(await service.create('student', request(jobId), context)).toMatchObject({ id: jobId, stage: 'failed' });
    expect([reservations.get(jobId), queued.length]).toEqual(['released', 0]);
    await expect(service.create('someone else', request(jobId), context)).rejects.toMatchObject({ code: ErrorCode.Forbidden });
  });
});
