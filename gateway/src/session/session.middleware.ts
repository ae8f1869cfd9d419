import { sessionCookieSecrets } from '@studyforge/service-kit';
import { RedisStore } from 'connect-redis';
import session from 'express-session';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import passport from 'passport';
import type { RedisClientType } from 'redis';
import type { GatewayConfig } from '../gateway-config.js';
import { ErrorCode, sendError } from '../http/send-error.js';
import { indexSignedInSessions, SESSION_KEY_PREFIX, SessionRegistry } from './session-registry.js';

export const SESSION_COOKIE = 'studyforge.sid';

/** Paths that never need a session, so they keep working while Redis is down. */
const SESSIONLESS = [/^\/api\/health(\/ready|\/details)?$/, /^\/api\/docs(\/|$)/, /^\/api\/credits\/prices$/];

/**
 * Sessions in Redis behind an httpOnly, SameSite=Lax cookie, Secure whenever the request came over
 * HTTPS (directly or through a trusted proxy). Redis trouble becomes a 503, never a hang or a 500.
 */
export function sessionMiddleware(config: GatewayConfig, redis: RedisClientType): RequestHandler {
  const handlers: RequestHandler[] = [
    session({
      name: SESSION_COOKIE,
      secret: sessionCookieSecrets(config.SESSION_SECRET),
      // A session lasts SESSION_TTL_HOURS from sign-in; not touching it on every request saves a Redis write per call.
      store: new RedisStore({ client: redis, prefix: SESSION_KEY_PREFIX, ttl: config.SESSION_TTL_HOURS * 3600, disableTouch: true }),
      resave: false,
      saveUninitialized: false,
      rolling: false,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: 'auto',
        maxAge: config.SESSION_TTL_HOURS * 3600 * 1000,
        path: '/',
      },
    }),
    passport.initialize(),
    passport.session(),
    indexSignedInSessions(new SessionRegistry(redis, config.SESSION_TTL_HOURS * 3600)),
  ];

  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/api/') || SESSIONLESS.some((pattern) => pattern.test(req.path))) return next();
    if (!redis.isReady) {
      return sendError(res, ErrorCode.ServiceUnavailable, 'Sign-in sessions are unavailable right now. Please try again in a moment.');
    }
    let index = 0;
    const step = (error?: unknown): void => {
      if (error) {
        return sendError(res, ErrorCode.ServiceUnavailable, 'Sign-in sessions are unavailable right now. Please try again in a moment.');
      }
      const handler = handlers[index++];
      if (!handler) return next();
      handler(req, res, step);
    };
    step();
  };
}
