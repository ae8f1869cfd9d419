import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode, readAloudResultSchema, type JobStatus } from '@studyforge/contracts';
import type { MediaLinkSigner, ObjectStorage } from '@studyforge/service-kit';
import type { Response } from 'express';
import { defineHandlers, StatusAnswer, type EndpointHandlerSet } from '../http/endpoint-handler.js';
import { MEDIA_LINK_SIGNER, OBJECT_STORAGE } from '../tokens.js';
import { JobLauncher, type JobAccepted } from './job-launcher.js';
import { streamToResponse } from '../http/stream-to-response.js';

/**
 * MP3 audio made by read-aloud jobs: read aloud now, or through a signed link that expires (trivia answers). Audio
 * not made within GENERATION_SYNC_WAIT_MS is answered 202 with its job; once done it is read at /api/read-aloud/{id}.
 */
@Injectable()
export class AudioHandlers implements EndpointHandlerSet {
  constructor(
    @Inject(JobLauncher) private readonly jobs: JobLauncher,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(MEDIA_LINK_SIGNER) private readonly signer: MediaLinkSigner,
  ) {}

  readonly handlers = defineHandlers({
    /** Read-aloud: MP3 audio of the text (markdown stripped), free of charge. */
    textToSpeech: async ({ req, res, context, body }) => {
      const job = await this.jobs.startAndWait(req, context, { kind: 'read-aloud', files: [], text: body.text, count: null, voice: body.voice ?? null });
      return this.answer(res, job);
    },

    getAudio: async ({ res, context, params, query }) => {
      if (!this.signer.verify(params.id, query.expires, query.signature)) {
        throw new DomainError(ErrorCode.Forbidden, 'This audio link has expired. Answer again to hear it.');
      }
      return this.answer(res, await this.jobs.existingJob(params.id, context));
    },

    readAloudAudio: async ({ res, context, params }) => {
      return this.answer(res, await this.jobs.existingJob(params.id, context));
    },
  });

  /** The audio, or the 202 of a job still being made (sent as JSON by the router). */
  private async answer(res: Response, job: JobStatus | JobAccepted): Promise<JobAccepted | undefined> {
    if (job instanceof StatusAnswer) return job;
    if (job.kind !== 'read-aloud') throw new DomainError(ErrorCode.NotFound, 'This audio does not exist.');
    const { audioKey } = readAloudResultSchema.parse(job.result);
    const audio = await this.storage.getStream(audioKey);
    res.status(200).setHeader('Content-Type', 'audio/mpeg');
    res.setHeader('Cache-Control', 'private, max-age=3600');
    await streamToResponse(audio, res);
    return undefined;
  }
}
