import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode, readAloudResultSchema, type JobStatus } from '@studyforge/contracts';
import type { MediaLinkSigner, ObjectStorage } from '@studyforge/service-kit';
import type { Response } from 'express';
import { defineHandlers, type EndpointHandlerSet } from '../http/endpoint-handler.js';
import { MEDIA_LINK_SIGNER, OBJECT_STORAGE } from '../tokens.js';
import { JobLauncher } from './job-launcher.js';
import { streamToResponse } from '../http/stream-to-response.js';

/** MP3 audio made by read-aloud jobs: read aloud now, or through a signed link that expires (trivia answers). */
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
      const status = await this.jobs.run(req, context, { kind: 'read-aloud', files: [], text: body.text, count: null, voice: body.voice ?? null });
      await this.stream(res, status);
    },

    getAudio: async ({ res, context, params, query }) => {
      if (!this.signer.verify(params.id, query.expires, query.signature)) {
        throw new DomainError(ErrorCode.Forbidden, 'This audio link has expired. Answer again to hear it.');
      }
      await this.stream(res, await this.jobs.waitFor(params.id, context));
    },
  });

  private async stream(res: Response, status: JobStatus): Promise<void> {
    const { audioKey } = readAloudResultSchema.parse(status.result);
    const audio = await this.storage.getStream(audioKey);
    res.status(200).setHeader('Content-Type', 'audio/mpeg');
    res.setHeader('Cache-Control', 'private, max-age=3600');
    await streamToResponse(audio, res);
  }
}
