import {
  DomainError,
  ErrorCode,
  generationLimits,
  generationMessages,
  reservedCredits,
  hasSpeakableText,
  stripMarkdown,
  type CreateJobRequest,
  type JobStatus,
} from '@studyforge/contracts';
import type { RpcContext } from '@studyforge/service-kit';
import type { CreditSettlement } from './credit-settlement.js';
import type { JobQueues } from './job-queues.js';
import type { JobStatusService } from './job-status.service.js';
import { JobsRepository, toJobStatus } from './jobs.repository.js';

/**
 * Starting a job: check the input, record the job, reserve its credits, enqueue it on its class's
 * queue. Every step is idempotent on the job id, so a replayed request (or a retry after a crash
 * between steps) charges once.
 */
export class JobsService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly status: JobStatusService,
    private readonly credits: CreditSettlement,
    private readonly queues: JobQueues,
  ) {}

  async create(userId: string, request: CreateJobRequest, context: RpcContext): Promise<JobStatus> {
    validateInput(request);
    const existing = await this.jobs.find(request.jobId);
    if (existing && existing.userId !== userId) throw new DomainError(ErrorCode.Forbidden, 'This job id belongs to someone else.');
    if (existing && (existing.stage === 'done' || existing.stage === 'failed')) return toJobStatus(existing);

    const credits = reservedCredits(request.kind, request.count);
    const job = await this.status.created({
      id: request.jobId,
      userId,
      kind: request.kind,
      input: { files: request.files, text: request.text, count: request.count, voice: request.voice, topic: request.topic },
      creditsReserved: credits,
    });
    try {
      await this.credits.reserve(job, context);
    } catch (error) {
      if (error instanceof DomainError && error.code === ErrorCode.InsufficientCredits) {
        await this.status.failed(job.id, error.code, error.message);
      }
      throw error;
    }
    await this.queues.enqueue(request.kind, job.id);
    return toJobStatus(job);
  }

  async get(userId: string, jobId: string): Promise<JobStatus> {
    const job = await this.jobs.find(jobId);
    if (!job || job.userId !== userId) throw new DomainError(ErrorCode.NotFound, 'This job does not exist.');
    return toJobStatus(job);
  }
}

function validateInput(request: CreateJobRequest): void {
  if (request.kind === 'read-aloud') {
    const spoken = stripMarkdown(request.text);
    if (!hasSpeakableText(spoken)) throw new DomainError(ErrorCode.ValidationFailed, generationMessages.noTextToRead);
    if (spoken.length > generationLimits.readAloudMaxChars) throw new DomainError(ErrorCode.ValidationFailed, generationMessages.textTooLong);
    return;
  }
  if (request.topic) return;
  if (request.files.length === 0 && !request.text.trim()) throw new DomainError(ErrorCode.ValidationFailed, generationMessages.noContent);
}
