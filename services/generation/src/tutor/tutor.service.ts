import { DomainError, ErrorCode, reservedCredits, subjectTopic, tutorMessages, type JobStatus } from '@studyforge/contracts';
import type { RpcContext } from '@studyforge/service-kit';
import type { z } from 'zod';
import type { tutorReplyJobRequestSchema, voiceLectureJobRequestSchema } from '@studyforge/contracts';
import type { CreditSettlement } from '../jobs/credit-settlement.js';
import type { JobQueues } from '../jobs/job-queues.js';
import { JobStarter } from '../jobs/job-starter.js';
import type { JobStatusService } from '../jobs/job-status.service.js';
import type { JobsRepository } from '../jobs/jobs.repository.js';

/** Tutor Me: a lecture job (6 credits) and an answer job per question (1 credit), reserved and queued like every job. */
export class TutorService {
  private readonly starter: JobStarter;

  constructor(jobs: JobsRepository, status: JobStatusService, credits: CreditSettlement, queues: JobQueues) {
    this.starter = new JobStarter(jobs, status, credits, queues);
  }

  lecture(userId: string, request: z.infer<typeof voiceLectureJobRequestSchema>, context: RpcContext): Promise<JobStatus> {
    if (request.files.length === 0 && !request.topic) throw new DomainError(ErrorCode.ValidationFailed, `${tutorMessages.inputRequired}: ${tutorMessages.inputRequiredDetail}`);
    const topic = request.topic ? subjectTopic({ label: request.topic }) : null;
    return this.starter.start(
      { id: request.jobId, userId, kind: 'voice-lecture', input: { files: request.files, text: '', count: null, voice: request.voice, topic, includeAudio: request.includeAudio }, creditsReserved: reservedCredits('voice-lecture', null) },
      context,
    );
  }

  reply(userId: string, request: z.infer<typeof tutorReplyJobRequestSchema>, context: RpcContext): Promise<JobStatus> {
    const { jobId, ...tutor } = request;
    return this.starter.start(
      { id: jobId, userId, kind: 'tutor-reply', input: { files: [], text: '', count: null, voice: tutor.voice, topic: null, tutor }, creditsReserved: reservedCredits('tutor-reply', null) },
      context,
    );
  }
}
