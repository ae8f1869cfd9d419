import {
  DomainError,
  ErrorCode,
  reservedCredits,
  studyPlanLimits,
  studyPlanMessages,
  type JobStatus,
  type StudyPlanJobInput,
} from '@studyforge/contracts';
import type { RpcContext } from '@studyforge/service-kit';
import type { CreditSettlement } from '../jobs/credit-settlement.js';
import type { JobQueues } from '../jobs/job-queues.js';
import type { JobStatusService } from '../jobs/job-status.service.js';
import { type JobsRepository, toJobStatus } from '../jobs/jobs.repository.js';
import { daysBetween } from './calendar-dates.js';
import type { StudyPlanRepository } from './study-plan.repository.js';

/**
 * Starting a plan: the goals are checked first (no goals, a due date too far away: refused before any
 * charge), then the job is recorded, its 5 credits reserved and it is queued, idempotently on the job id.
 */
export class StudyPlanJobsService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly status: JobStatusService,
    private readonly credits: CreditSettlement,
    private readonly queues: JobQueues,
    private readonly plans: StudyPlanRepository,
  ) {}

  async create(userId: string, request: StudyPlanJobInput, context: RpcContext): Promise<JobStatus> {
    const existing = await this.jobs.find(request.jobId);
    if (existing && existing.userId !== userId) throw new DomainError(ErrorCode.Forbidden, 'This job id belongs to someone else.');
    if (existing && (existing.stage === 'done' || existing.stage === 'failed')) return toJobStatus(existing);

    const goals = await this.plans.listGoals(userId);
    if (goals.length === 0) throw new DomainError(ErrorCode.ValidationFailed, studyPlanMessages.noGoals);
    const tooFar = goals.find((goal) => daysBetween(request.startDate, goal.dueDate) > studyPlanLimits.maxPlanDays);
    if (tooFar) throw new DomainError(ErrorCode.ValidationFailed, studyPlanMessages.dueTooFar(tooFar.subject));

    const { jobId, ...studyPlan } = request;
    const job = await this.status.created({
      id: jobId,
      userId,
      kind: 'study-plan',
      input: { files: [], text: '', count: null, voice: null, studyPlan },
      creditsReserved: reservedCredits('study-plan', null),
    });
    try {
      await this.credits.reserve(job, context);
    } catch (error) {
      if (error instanceof DomainError && error.code === ErrorCode.InsufficientCredits) await this.status.failed(job.id, error.code, error.message);
      throw error;
    }
    await this.queues.enqueue('study-plan', job.id);
    return toJobStatus(job);
  }
}
