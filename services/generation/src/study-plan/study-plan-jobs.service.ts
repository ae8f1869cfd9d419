import { DomainError, ErrorCode, reservedCredits, studyPlanLimits, studyPlanMessages, type JobStatus, type StudyPlanJobInput } from '@studyforge/contracts';
import type { RpcContext } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import type { CreditSettlement } from '../jobs/credit-settlement.js';
import type { JobQueues } from '../jobs/job-queues.js';
import { JobStarter } from '../jobs/job-starter.js';
import type { JobStatusService } from '../jobs/job-status.service.js';
import type { JobsRepository } from '../jobs/jobs.repository.js';
import { daysBetween } from './calendar-dates.js';
import type { StudyPlanRepository } from './study-plan.repository.js';

/**
 * Starting a plan: the goals are checked first (no goals, a due date too far away: refused before any
 * charge), then the shared JobStarter records the job, reserves its 5 credits and queues it, idempotently
 * on the job id (a job Redis will not take is failed and its credits released at once).
 */
export class StudyPlanJobsService {
  private readonly starter: JobStarter;

  constructor(
    jobs: JobsRepository,
    status: JobStatusService,
    credits: CreditSettlement,
    queues: JobQueues,
    private readonly plans: StudyPlanRepository,
    logger?: Logger,
  ) {
    this.starter = new JobStarter(jobs, status, credits, queues, logger);
  }

  async create(userId: string, request: StudyPlanJobInput, context: RpcContext): Promise<JobStatus> {
    const goals = await this.plans.listGoals(userId);
    if (goals.length === 0) throw new DomainError(ErrorCode.ValidationFailed, studyPlanMessages.noGoals);
    const tooFar = goals.find((goal) => daysBetween(request.startDate, goal.dueDate) > studyPlanLimits.maxPlanDays);
    if (tooFar) throw new DomainError(ErrorCode.ValidationFailed, studyPlanMessages.dueTooFar(tooFar.subject));

    const { jobId, ...studyPlan } = request;
    return this.starter.start(
      {
        id: jobId,
        userId,
        kind: 'study-plan',
        input: { files: [], text: '', count: null, voice: null, studyPlan },
        creditsReserved: reservedCredits('study-plan', null),
      },
      context,
    );
  }
}
