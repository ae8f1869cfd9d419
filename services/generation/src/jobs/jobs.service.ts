import {
  DomainError,
  ErrorCode,
  generationLimits,
  generationMessages,
  reservedCredits,
  stripMarkdown,
  type CreateJobRequest,
  type JobStatus,
} from '@studyforge/contracts';
import type { RpcClient, RpcContext } from '@studyforge/service-kit';
import type { JobQueue } from './job-queue.js';
import { JobsRepository, toJobStatus } from './jobs.repository.js';

/**
 * Starting a job: check the input, record the job, reserve its credits, enqueue it. Every step is
 * idempotent on the job id, so a replayed request (or a retry after a crash between steps) charges once.
 */
export class JobsService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly queue: JobQueue,
    private readonly rpc: RpcClient,
  ) {}

  async create(userId: string, request: CreateJobRequest, context: RpcContext): Promise<JobStatus> {
    validateInput(request);
    const existing = await this.jobs.find(request.jobId);
    if (existing && existing.userId !== userId) throw new DomainError(ErrorCode.Forbidden, 'This job id belongs to someone else.');
    if (existing && (existing.stage === 'done' || existing.stage === 'failed')) return toJobStatus(existing);

    const credits = reservedCredits(request.kind, request.count);
    const job = await this.jobs.insertOnce({
      id: request.jobId,
      userId,
      kind: request.kind,
      input: { files: request.files, text: request.text, count: request.count, voice: request.voice, topic: request.topic },
      creditsReserved: credits,
    });
    if (credits > 0) {
      try {
        await this.rpc.request(
          'credits.debit',
          { userId, amount: credits, reason: `${request.kind} generation`, idempotencyKey: `job:${job.id}:reserve` },
          context,
        );
      } catch (error) {
        if (error instanceof DomainError && error.code === ErrorCode.InsufficientCredits) {
          await this.jobs.fail(job.id, error.code, error.message);
        }
        throw error;
      }
    }
    await this.queue.enqueue(request.kind, job.id);
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
    if (!spoken) throw new DomainError(ErrorCode.ValidationFailed, generationMessages.noTextToRead);
    if (spoken.length > generationLimits.readAloudMaxChars) throw new DomainError(ErrorCode.ValidationFailed, generationMessages.textTooLong);
    return;
  }
  if (request.topic) return;
  if (request.files.length === 0 && !request.text.trim()) throw new DomainError(ErrorCode.ValidationFailed, generationMessages.noContent);
}
