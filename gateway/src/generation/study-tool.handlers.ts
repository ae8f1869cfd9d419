import { Inject, Injectable } from '@nestjs/common';
import { analyzeVisualReplyFromJob, DomainError, ErrorCode, gradeEssayReplyFromJob, studyToolMessages } from '@studyforge/contracts';
import type { RpcClient } from '@studyforge/service-kit';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { defineHandlers, type EndpointHandlerSet } from '../http/endpoint-handler.js';
import { RPC_CLIENT } from '../tokens.js';
import { requestedJobId } from './job-announcements.js';
import { JobLauncher } from './job-launcher.js';

/** Study Visuals and the Essay Grader (spec §7): the upload becomes a job; the reply waits for its result. */
@Injectable()
export class StudyToolHandlers implements EndpointHandlerSet {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(JobLauncher) private readonly jobs: JobLauncher,
  ) {}

  readonly handlers = defineHandlers({
    analyzeVisual: async ({ req, context, body }) => {
      const image = body.files[0];
      if (!image) throw new DomainError(ErrorCode.ValidationFailed, studyToolMessages.noImage);
      const jobId = jobIdOf(req);
      await this.rpc.request('generation.analyze-visual', { jobId, image, question: body.question }, context, 15_000);
      return this.jobs.replyWhenDone(jobId, context, analyzeVisualReplyFromJob);
    },

    gradeEssay: async ({ req, context, body }) => {
      const essay = body.files[0] ?? null;
      const essayText = body.essayText ?? '';
      if (!essay && !essayText.trim()) throw new DomainError(ErrorCode.ValidationFailed, studyToolMessages.noEssay);
      const jobId = jobIdOf(req);
      await this.rpc.request('generation.grade-essay', { jobId, essay, essayText: essay ? '' : essayText, essayType: body.essayType }, context, 15_000);
      return this.jobs.replyWhenDone(jobId, context, gradeEssayReplyFromJob);
    },
  });
}

function jobIdOf(req: Request): string {
  return requestedJobId(req) ?? randomUUID();
}
