import { Inject, Injectable } from '@nestjs/common';
import { audioRecapResultSchema, recapAudioUrl, recapDownloadName } from '@studyforge/contracts';
import type { ObjectStorage, RpcClient } from '@studyforge/service-kit';
import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { defineHandlers, type EndpointHandlerSet } from '../http/endpoint-handler.js';
import { OBJECT_STORAGE, RPC_CLIENT } from '../tokens.js';
import { requestedJobId } from './job-announcements.js';
import { JobLauncher } from './job-launcher.js';
import { streamToResponse } from '../http/stream-to-response.js';

/** Audio Recap: the recap job (answered when done, followed by its events meanwhile) and its MP3 with range requests. */
@Injectable()
export class AudioRecapHandlers implements EndpointHandlerSet {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(JobLauncher) private readonly jobs: JobLauncher,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  readonly handlers = defineHandlers({
    generateAudioRecap: async ({ req, context, body }) => {
      const jobId = requestedJobId(req) ?? randomUUID();
      const request = { jobId, files: body.files, text: body.text ?? '', length: body.length, type: body.type, voice: body.voice };
      await this.rpc.request('generation.audio-recap.create-job', request, context, 15_000);
      // A recap takes minutes: past GENERATION_SYNC_WAIT_MS it is answered 202 and the web app follows the job.
      return this.jobs.replyWhenDone(jobId, context, async (status) => {
        const result = audioRecapResultSchema.parse(status.result);
        const recap = await this.rpc.request('generation.audio-recap.get', { recapId: result.recapId }, context);
        return { audioUrl: recapAudioUrl(recap.id), recap, creditsUsed: result.creditsUsed, jobId };
      });
    },

    getAudioRecapAudio: async ({ req, res, context, params, query }) => {
      const { audioKey, createdAt } = await this.rpc.request('generation.audio-recap.audio', { recapId: params.id }, context);
      const size = await this.storage.size(audioKey);
      res.setHeader('Content-Type', 'audio/mpeg');
      res.setHeader('Accept-Ranges', 'bytes');
      res.setHeader('Cache-Control', 'private, max-age=3600');
      if (query.download) res.setHeader('Content-Disposition', `attachment; filename="${recapDownloadName(createdAt)}"`);
      const range = byteRange(req, size);
      if (range === 'unsatisfiable') {
        res.status(416).setHeader('Content-Range', `bytes */${size}`);
        res.end();
        return;
      }
      if (!range) {
        res.status(200).setHeader('Content-Length', String(size));
        await streamToResponse(await this.storage.getStream(audioKey), res);
        return;
      }
      res.status(206).setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
      res.setHeader('Content-Length', String(range.end - range.start + 1));
      await streamToResponse(await this.storage.getRange(audioKey, range.start, range.end - range.start + 1), res);
    },
  });
}

/** One `Range: bytes=a-b` (or `a-`, or `-n` for the last n bytes); several ranges or a foreign unit are answered whole. */
export function byteRange(req: Pick<Request, 'header'>, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const header = req.header('range');
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
