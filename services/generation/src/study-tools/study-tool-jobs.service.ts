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
import type { GenerationJob } from '../entities/generation-job.entity.js';
import type { CreditSettlement } from '../jobs/credit-settlement.js';
import type { JobQueues } from '../jobs/job-queues.js';
import type { JobStatusService } from '../jobs/job-status.service.js';
import { type JobsRepository, toJobStatus } from '../jobs/jobs.repository.js';
import { essayWordCount } from './essay-text.js';
import type { StudyToolsRepository } from './study-tools.repository.js';

type JobStart = Pick<GenerationJob, 'id' | 'userId' | 'kind' | 'input' | 'creditsReserved'>;

/**
 * Study Visuals and Essay Grader jobs: recorded, their credits reserved and queued like every other
 * generation job (idempotent on the job id); and the student's own saved results.
 */
export class StudyToolJobsService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly status: JobStatusService,
    private readonly credits: CreditSettlement,
    private readonly queues: JobQueues,
    private readonly results: StudyToolsRepository,
  ) {}

  analyzeVisual(userId: string, request: VisualAnalysisJobRequest, context: RpcContext): Promise<JobStatus> {
    return this.start(
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
    return this.start(
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

  private async start(start: JobStart, context: RpcContext): Promise<JobStatus> {
    const existing = await this.jobs.find(start.id);
    if (existing && existing.userId !== start.userId) throw new DomainError(ErrorCode.Forbidden, 'This job id belongs to someone else.');
    if (existing && (existing.stage === 'done' || existing.stage === 'failed')) return toJobStatus(existing);
    const job = await this.status.created(start);
    try {
      await this.credits.reserve(job, context);
    } catch (error) {
      if (error instanceof DomainError && error.code === ErrorCode.InsufficientCredits) await this.status.failed(job.id, error.code, error.message);
      throw error;
    }
    await this.queues.enqueue(job.kind, job.id);
    return toJobStatus(job);
  }
}
