import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { RedisClientType } from 'redis';

/** Where connect-redis keeps each session (`sess:<id>`, see session.middleware.ts). */
export const SESSION_KEY_PREFIX = 'sess:';

declare module 'express-session' {
  interface SessionData {
    /** The account this session is listed under in its user's session index. */
    indexedFor?: string;
    /** When this session signed in (ms): deleting an account without a password needs a recent sign-in. */
    signedInAt?: number;
  }
}

/**
 * A per-user index of session ids in Redis (`user-sessions:<userId>`), so "end every session of this
 * account" and "end the others" delete the sessions themselves: a revoked cookie finds nothing and is a 401.
 */
export class SessionRegistry {
  constructor(
    private readonly redis: RedisClientType,
    private readonly ttlSeconds: number,
  ) {}

  async register(userId: string, sessionId: string): Promise<void> {
    const key = indexKey(userId);
    await this.redis.multi().sAdd(key, sessionId).expire(key, this.ttlSeconds).exec();
  }

  /** Lists the request's freshly signed-in session under its account (call right after `req.logIn`). */
  async signedIn(req: Request): Promise<void> {
    const userId = req.user?.id;
    if (!userId || !req.session) return;
    await this.register(userId, req.sessionID);
    req.session.indexedFor = userId;
    req.session.signedInAt = Date.now();
  }

  /** Ends every session of the account except `keep`; answers how many were ended. */
  async endSessions(userId: string, keep?: string): Promise<number> {
    const key = indexKey(userId);
    const ids = (await this.redis.sMembers(key)).filter((id) => id !== keep);
    if (!ids.length) return 0;
    await this.redis
      .multi()
      .del(ids.map((id) => `${SESSION_KEY_PREFIX}${id}`))
      .sRem(key, ids)
      .exec();
    return ids.length;
  }
}

function indexKey(userId: string): string {
  return `user-sessions:${userId}`;
}

/**
 * Lists every signed-in session that is not listed yet (sessions from before the index, or a sign-in path
 * that did not call `signedIn`), on its first request: once per session.
 */
export function indexSignedInSessions(registry: SessionRegistry): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const userId = req.user?.id;
    if (!userId || !req.session || req.session.indexedFor === userId) return next();
    registry.signedIn(req).then(() => next(), next);
  };
}
