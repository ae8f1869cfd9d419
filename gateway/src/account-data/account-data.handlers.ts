import { Inject, Injectable } from '@nestjs/common';
import { accountDataMessages, dataExportResultSchema, DomainError, ErrorCode } from '@studyforge/contracts';
import type { ObjectStorage, RpcClient } from '@studyforge/service-kit';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { RateLimiter } from '../auth/rate-limiter.js';
import { defineHandlers, type EndpointHandlerSet } from '../http/endpoint-handler.js';
import { SessionRegistry } from '../session/session-registry.js';
import { SessionCookie } from '../session/session-cookie.js';
import { LOGGER, OBJECT_STORAGE, REDIS_CLIENT, RPC_CLIENT } from '../tokens.js';
import type { RedisClientType } from 'redis';
import { streamToResponse } from '../http/stream-to-response.js';

/** Password guesses through the deletion form: a few per account and hour. */
const DELETION_RULE = { scope: 'delete-account:account', limit: 5, windowSeconds: 3600 };

/** Data & Export: the owner's download of a finished export, and closing the account. */
@Injectable()
export class AccountDataHandlers implements EndpointHandlerSet {
  private readonly limiter: RateLimiter;

  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(SessionRegistry) private readonly sessions: SessionRegistry,
    @Inject(REDIS_CLIENT) redis: RedisClientType,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(SessionCookie) private readonly sessionCookie: SessionCookie,
  ) {
    this.limiter = new RateLimiter(redis);
  }

  readonly handlers = defineHandlers({
    /** generation answers the job to its owner only (anyone else's id is 404). */
    downloadDataExport: async ({ res, params, context }) => {
      const job = await this.rpc.request('generation.get-job', { jobId: params.id }, context);
      if (job.kind !== 'data-export') throw new DomainError(ErrorCode.NotFound, accountDataMessages.exportNotFound);
      if (job.stage !== 'done') throw new DomainError(ErrorCode.Conflict, accountDataMessages.exportNotReady);
      const result = dataExportResultSchema.parse(job.result);
      const zip = await this.storage.getStream(result.objectKey).catch(() => {
        throw new DomainError(ErrorCode.NotFound, accountDataMessages.exportReplaced);
      });
      res.status(200);
      res.setHeader('Content-Type', 'application/zip');
      res.setHeader('Content-Length', String(result.size));
      res.setHeader('Content-Disposition', `attachment; filename="${result.fileName}"`);
      res.setHeader('Cache-Control', 'private, no-store');
      await streamToResponse(zip, res);
    },

    /** Auth closes the account at once; every session ends; the erasure runs on the background queue. */
    deleteAccount: async ({ req, res, actor, body, context }) => {
      await this.limiter.hit(DELETION_RULE, actor.userId, (minutes) => `Too many attempts to delete your account. Please wait ${minutes} minutes and try again.`);
      await this.rpc.request(
        'auth.request-account-deletion',
        { userId: actor.userId, password: body.password || null, signedInAt: req.session?.signedInAt ?? null },
        context,
      );
      this.logger.info({ userId: actor.userId }, 'account closed; erasure follows');
      await this.sessions.endSessions(actor.userId);
      await this.rpc.request('generation.schedule-account-erasure', { userId: actor.userId }, context).catch((error: Error) => {
        // The account is closed either way: the worker's sweep queues its erasure.
        this.logger.warn({ userId: actor.userId, err: error.message }, 'account erasure not queued now; the sweep will');
      });
      await endSession(req, res, this.sessionCookie);
      return { message: accountDataMessages.deletionStarted };
    },
  });
}

function endSession(req: Request, res: Response, sessionCookie: SessionCookie): Promise<void> {
  sessionCookie.clear(res);
  if (!req.session) return Promise.resolve();
  return new Promise((resolve) => req.session.destroy(() => resolve()));
}
