import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode, tutorChatReplyFromJob, voiceLectureReplyFromJob } from '@studyforge/contracts';
import type { ObjectStorage, RpcClient } from '@studyforge/service-kit';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineHandlers, type EndpointHandlerSet } from '../http/endpoint-handler.js';
import { OBJECT_STORAGE, RPC_CLIENT } from '../tokens.js';
import { requestedJobId } from './job-announcements.js';
import { JobLauncher } from './job-launcher.js';
import { streamToResponse } from '../http/stream-to-response.js';

const audioResultSchema = z.object({ audioKey: z.string().nullable() }).loose();

/** Tutor Me: the lecture and the answers are jobs (answered when done); their audio is served to their owner. */
@Injectable()
export class TutorHandlers implements EndpointHandlerSet {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(JobLauncher) private readonly jobs: JobLauncher,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  readonly handlers = defineHandlers({
    generateVoiceLecture: async ({ req, context, body }) => {
      const jobId = requestedJobId(req) ?? randomUUID();
      await this.rpc.request('generation.tutor.create-lecture', { jobId, files: body.files, topic: body.topic, voice: body.voice, includeAudio: body.includeAudio }, context, 15_000);
      return this.jobs.replyWhenDone(jobId, context, voiceLectureReplyFromJob);
    },

    voiceTutorChat: async ({ req, context, body }) => {
      const jobId = requestedJobId(req) ?? randomUUID();
      await this.rpc.request('generation.tutor.create-reply', { jobId, ...body }, context, 15_000);
      return this.jobs.replyWhenDone(jobId, context, tutorChatReplyFromJob);
    },

    getTutorAudio: async ({ res, context, params }) => {
      const job = await this.rpc.request('generation.get-job', { jobId: params.id }, context);
      const audioKey = job.kind === 'voice-lecture' || job.kind === 'tutor-reply' ? audioResultSchema.safeParse(job.result).data?.audioKey : null;
      if (!audioKey) throw new DomainError(ErrorCode.NotFound, 'This audio does not exist.');
      res.status(200).setHeader('Content-Type', 'audio/mpeg');
      res.setHeader('Content-Length', String(await this.storage.size(audioKey)));
      res.setHeader('Cache-Control', 'private, max-age=3600');
      await streamToResponse(await this.storage.getStream(audioKey), res);
    },
  });
}
