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
import { JobStarter } from './job-starter.js';
import { JobsRepository, toJobStatus } from './jobs.repository.js';

/** Starting a job: check the input, then the shared JobStarter (record, reserve, enqueue; idempotent on the job id). */
export class JobsService {
  private readonly starter: JobStarter;

  constructor(
    private readonly jobs: JobsRepository,
    status: JobStatusService,
    credits: CreditSettlement,
    queues: JobQueues,
  ) {
    this.starter = new JobStarter(jobs, status, credits, queues);
  }

  async create(userId: string, request: CreateJobRequest, context: RpcContext): Promise<JobStatus> {
    validateInput(request);
    return this.starter.start(
      {
        id: request.jobId,
        userId,
        kind: request.kind,
        input: { files: request.files, text: request.text, count: request.count, voice: request.voice, topic: request.topic },
        creditsReserved: reservedCredits(request.kind, request.count),
      },
      context,
    );
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
