import { Inject, Injectable, Optional } from '@nestjs/common';
import { DomainError, ErrorCode } from '@studyforge/contracts';
import type { RpcClient, RpcContext } from '@studyforge/service-kit';
import { defineHandlers, type EndpointHandlerSet } from '../http/endpoint-handler.js';
import { ProgressStreamCap } from '../quota/progress-stream-cap.js';
import { Draining } from '../shutdown/draining.js';
import { RPC_CLIENT } from '../tokens.js';
import { JobAnnouncements } from './job-announcements.js';
import { streamJobEvents } from './job-waiter.js';

/**
 * How long a stream waits for a job nobody has announced: the browser opens the stream and sends its
 * request at the same moment, and the stream may arrive first.
 */
export const UNKNOWN_JOB_GRACE_MS = 3000;
const LOOK_AGAIN_MS = 250;

/**
 * How long one progress stream lasts at most; EventSource then opens a new one. It is no held request: a keep-alive
 * comment every few seconds keeps each proxy's read timeout from cutting it.
 */
export const EVENT_STREAM_MAX_MS = 180_000;

/**
 * A job's progress as server-sent events, from one subscription to the job's status. The browser may
 * open the stream while its upload is still arriving, before the job exists: it then hears `waiting`.
 * A job that is not the student's, and not being uploaded by them, answers 404 after a short grace.
 */
@Injectable()
export class JobEventsHandlers implements EndpointHandlerSet {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(JobAnnouncements) private readonly announcements: JobAnnouncements,
    @Inject(ProgressStreamCap) private readonly streams: ProgressStreamCap,
    @Optional() @Inject(Draining) private readonly draining?: Draining,
  ) {}

  readonly handlers = defineHandlers({
    /** At most PROGRESS_STREAMS_PER_STUDENT open at once (429 beyond). */
    getJobEvents: async ({ req, res, params, actor, context }) => {
      const close = await this.streams.open(actor.userId);
      try {
        await this.awaitJob(params.id, actor.userId, context);
        res.status(200);
        res.setHeader('Content-Type', 'text/event-stream');
        res.setHeader('Cache-Control', 'no-cache, no-transform');
        res.setHeader('X-Accel-Buffering', 'no');
        res.flushHeaders();
        await streamJobEvents(this.rpc, params.id, context, { req, res, maxWaitMs: EVENT_STREAM_MAX_MS, draining: this.draining?.signal });
      } finally {
        await close();
      }
    },
  });

  /** Returns once the job is the student's or announced by them (or cannot be read now); 404 after the grace. */
  private async awaitJob(jobId: string, userId: string, context: RpcContext): Promise<void> {
    const deadline = Date.now() + UNKNOWN_JOB_GRACE_MS;
    for (;;) {
      try {
        await this.rpc.request('generation.get-job', { jobId }, context);
        return;
      } catch (error) {
        if (!(error instanceof DomainError && error.code === ErrorCode.NotFound)) return;
      }
      if (await this.announcements.isAnnounced(jobId, userId)) return;
      if (Date.now() >= deadline) throw new DomainError(ErrorCode.NotFound, 'This job does not exist.');
      await new Promise((resolve) => setTimeout(resolve, LOOK_AGAIN_MS));
    }
  }
}
