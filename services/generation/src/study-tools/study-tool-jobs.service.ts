import {
  DomainError,
  ErrorCode,
  reservedCredits,
  studyToolLimits,
  studyToolMessages,
  type EssayGradeJobRequest,
  type JobStatus,
  type SavedEssayGrade,
  type SavedVisualAnalysis,
  type VisualAnalysisJobRequest,
} from '@studyforge/contracts';
import type { RpcContext } from '@studyforge/service-kit';
import type { CreditSettlement } from '../jobs/credit-settlement.js';
import type { JobQueues } from '../jobs/job-queues.js';
import { JobStarter } from '../jobs/job-starter.js';
import type { JobStatusService } from '../jobs/job-status.service.js';
import type { JobsRepository } from '../jobs/jobs.repository.js';
import { essayWordCount } from './essay-text.js';
import type { StudyToolsRepository } from './study-tools.repository.js';

/**
 * Study Visuals and Essay Grader jobs: recorded, their credits reserved and queued like every other
 * generation job (idempotent on the job id); and the student's own saved results.
 */
export class StudyToolJobsService {
  private readonly starter: JobStarter;

  constructor(
    jobs: JobsRepository,
    status: JobStatusService,
    credits: CreditSettlement,
    queues: JobQueues,
    private readonly results: StudyToolsRepository,
  ) {
    this.starter = new JobStarter(jobs, status, credits, queues);
  }

  analyzeVisual(userId: string, request: VisualAnalysisJobRequest, context: RpcContext): Promise<JobStatus> {
    return this.starter.start(
      {
        id: request.jobId,
        userId,
        kind: 'visual-analysis',
        input: { files: [request.image], text: request.question, count: null, voice: null, topic: null },
        creditsReserved: reservedCredits('visual-analysis', null),
      },
      context,
    );
  }

  gradeEssay(userId: string, request: EssayGradeJobRequest, context: RpcContext): Promise<JobStatus> {
    if (!request.essay && !request.essayText.trim()) throw new DomainError(ErrorCode.ValidationFailed, studyToolMessages.noEssay);
    if (!request.essay && essayWordCount(request.essayText) < studyToolLimits.minEssayWords) throw new DomainError(ErrorCode.ValidationFailed, studyToolMessages.essayTooShort);
    return this.starter.start(
      {
        id: request.jobId,
        userId,
        kind: 'essay-grade',
        input: { files: request.essay ? [request.essay] : [], text: request.essay ? '' : request.essayText, count: null, voice: null, topic: null, essayType: request.essayType },
        creditsReserved: reservedCredits('essay-grade', null),
      },
      context,
    );
  }

  listVisualAnalyses(userId: string): Promise<SavedVisualAnalysis[]> {
    return this.results.listVisualAnalyses(userId);
  }

  listEssayGrades(userId: string): Promise<SavedEssayGrade[]> {
    return this.results.listEssayGrades(userId);
  }
}
