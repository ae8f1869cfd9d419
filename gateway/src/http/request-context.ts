import type { Actor } from '@studyforge/contracts';
import type { RpcContext } from '@studyforge/service-kit';
import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface User {
      id: string;
    }
    interface Request {
      requestId: string;
    }
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;

/** The caller's X-Request-Id when it is sane, or a new one. */
export function requestIdFrom(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Every request gets an id (the caller's X-Request-Id when it is sane), echoed back and carried over NATS. */
export function requestIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  req.requestId = requestIdFrom(req.headers['x-request-id']);
  res.setHeader('X-Request-Id', req.requestId);
  next();
}

export function actorOf(req: Request): Actor {
  return req.user ? { userId: req.user.id } : null;
}

export function rpcContextOf(req: Request): RpcContext {
  return { requestId: req.requestId, actor: actorOf(req) };
}
