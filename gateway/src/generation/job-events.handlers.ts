import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode, type JobStatus } from '@studyforge/contracts';
import type { RpcClient, RpcContext } from '@studyforge/service-kit';
import type { Request, Response } from 'express';
import { defineHandlers, type EndpointHandlerSet } from '../http/endpoint-handler.js';
import { RPC_CLIENT } from '../tokens.js';
import { MAX_JOB_WAIT_MS } from './job-launcher.js';
import { isFinished } from './job-waiter.js';

/** A job's progress as server-sent events. */
@Injectable()
export class JobEventsHandlers implements EndpointHandlerSet {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  readonly handlers = defineHandlers({
    getJobEvents: async ({ req, res, params, context }) => {
      res.status(200);
      res.setHeader('Content-Type', 'text/event-stream');
      res.setHeader('Cache-Control', 'no-cache, no-transform');
      res.setHeader('X-Accel-Buffering', 'no');
      res.flushHeaders();
      await this.streamEvents(req, res, params.id, context);
    },
  });

  /**
   * The job's status each time it changes, until it is done or failed. The browser may open the stream
   * while its upload is still arriving, before the job exists: it then hears `waiting` events until it does.
   */
  private async streamEvents(req: Request, res: Response, id: string, context: RpcContext): Promise<void> {
    let closed = false;
    req.on('close', () => (closed = true));
    const deadline = Date.now() + MAX_JOB_WAIT_MS;
    let last = '';
    let lastWrite = 0;
    while (!closed && Date.now() < deadline) {
      const status = await this.rpc.request('generation.get-job', { jobId: id }, context).catch((error: unknown) => error);
      const event =
        status instanceof DomainError
          ? status.code === ErrorCode.NotFound
            ? { name: 'waiting', data: { id, stage: 'uploading' } }
            : { name: 'unavailable', data: status.toBody() }
          : { name: 'progress', data: status as JobStatus };
      const line = `event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`;
      if (line !== last || Date.now() - lastWrite > 15_000) {
        res.write(line);
        last = line;
        lastWrite = Date.now();
      }
      if (event.name === 'progress' && isFinished(event.data as JobStatus)) break;
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    res.end();
  }
}
