import { Inject, Injectable } from '@nestjs/common';
import type { RpcClient } from '@studyforge/service-kit';
import { defineHandlers, type EndpointHandlerSet } from '../http/endpoint-handler.js';
import { RPC_CLIENT } from '../tokens.js';
import { MAX_JOB_WAIT_MS } from './job-launcher.js';
import { streamJobEvents } from './job-waiter.js';

/**
 * A job's progress as server-sent events, from one subscription to the job's status. The browser may
 * open the stream while its upload is still arriving, before the job exists: it then hears `waiting`.
 */
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
      await streamJobEvents(this.rpc, params.id, context, { req, res, maxWaitMs: MAX_JOB_WAIT_MS });
    },
  });
}
