import { DomainError, ErrorCode, reservedCredits, subjectTopic, tutorMessages, type JobStatus } from '@studyforge/contracts';
import type { RpcContext } from '@studyforge/service-kit';
import type { z } from 'zod';
import type { tutorReplyJobRequestSchema, voiceLectureJobRequestSchema } from '@studyforge/contracts';
import type { GenerationJob } from '../entities/generation-job.entity.js';
import type { CreditSettlement } from '../jobs/credit-settlement.js';
import type { JobQueues } from '../jobs/job-queues.js';
import type { JobStatusService } from '../jobs/job-status.service.js';
import { type JobsRepository, toJobStatus } from '../jobs/jobs.repository.js';

type JobStart = Pick<GenerationJob, 'id' | 'userId' | 'kind' | 'input' | 'creditsReserved'>;

/** Tutor Me: a lecture job (6 credits) and an answer job per question (1 credit), reserved and queued like every job. */
export class TutorService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly status: JobStatusService,
    private readonly credits: CreditSettlement,
    private readonly queues: JobQueues,
  ) {}

  lecture(userId: string, request: z.infer<typeof voiceLectureJobRequestSchema>, context: RpcContext): Promise<JobStatus> {
    if (request.files.length === 0 && !request.topic) throw new DomainError(ErrorCode.ValidationFailed, `${tutorMessages.inputRequired}: ${tutorMessages.inputRequiredDetail}`);
    const topic = request.topic ? subjectTopic({ label: request.topic }) : null;
    return this.start(
      { id: request.jobId, userId, kind: 'voice-lecture', input: { files: request.files, text: '', count: null, voice: request.voice, topic, includeAudio: request.includeAudio }, creditsReserved: reservedCredits('voice-lecture', null) },
      context,
    );
  }

  reply(userId: string, request: z.infer<typeof tutorReplyJobRequestSchema>, context: RpcContext): Promise<JobStatus> {
    const { jobId, ...tutor } = request;
    return this.start(
      { id: jobId, userId, kind: 'tutor-reply', input: { files: [], text: '', count: null, voice: tutor.voice, topic: null, tutor }, creditsReserved: reservedCredits('tutor-reply', null) },
      context,
    );
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
