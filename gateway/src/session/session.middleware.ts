import { API_ENDPOINTS, type AnyHttpEndpoint } from '@studyforge/contracts';
import { sessionCookieSecrets } from '@studyforge/service-kit';
import { RedisStore } from 'connect-redis';
import session from 'express-session';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import passport from 'passport';
import type { RedisClientType } from 'redis';
import type { GatewayConfig } from '../gateway-config.js';
import { pathPattern } from '../http/origin-check.js';
import { ErrorCode, sendError } from '../http/send-error.js';
import { indexSignedInSessions, SESSION_KEY_PREFIX, SessionRegistry } from './session-registry.js';
import { SessionCookie } from './session-cookie.js';
import { SessionReader, type SignedInSession } from './session-reader.js';

/** Paths that never need a session, so they keep working while Redis is down. */
const SESSIONLESS = [/^\/api\/health(\/ready|\/details)?$/, /^\/api\/docs(\/|$)/, /^\/api\/credits\/prices$/];

const UNAVAILABLE = 'Sign-in sessions are unavailable right now. Please try again in a moment.';

/** The lean reader of signed-in sessions (session-reader.ts), for this middleware and the fast lane. */
export function leanSessionReader(config: Pick<GatewayConfig, 'SESSION_SECRET' | 'NODE_ENV' | 'PUBLIC_URL'>, redis: RedisClientType): SessionReader {
  return new SessionReader(redis, sessionCookieSecrets(config.SESSION_SECRET), new SessionCookie(config).name);
}

/**
 * Requests that only need to know who is signed in: the endpoints answered by a NATS forward (the
 * router hands them the actor, never the session). They may take the lean read (session-reader.ts).
 */
export function actorOnlyRoutes(endpoints: Readonly<Record<string, AnyHttpEndpoint>>): (method: string, path: string) => boolean {
  const fixed = new Set<string>();
  // A fixed path is routed before any parameterised one (endpoint-router.ts), so it is never taken for a forward's pattern.
  const otherFixed = new Set<string>();
  const patterns: Array<{ method: string; pattern: RegExp }> = [];
  for (const endpoint of Object.values(endpoints)) {
    const key = `${endpoint.method} ${endpoint.path.toLowerCase()}`;
    if (!endpoint.forward) {
      if (!endpoint.path.includes('{')) otherFixed.add(key);
    } else if (endpoint.path.includes('{')) patterns.push({ method: endpoint.method, pattern: pathPattern(endpoint.path) });
    else fixed.add(key);
  }
  return (method, path) => {
    const lower = path.toLowerCase();
    const key = `${method === 'HEAD' ? 'GET' : method} ${lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower}`;
    if (fixed.has(key)) return true;
    if (otherFixed.has(key)) return false;
    return patterns.some((route) => key.startsWith(`${route.method} `) && route.pattern.test(path));
  };
}

/** What passport's initialize() and session strategy leave on a request whose session holds a user. */
function attachSession(req: Request, session: SignedInSession): void {
  req.sessionID = session.id;
  req.session = session.data as unknown as Request['session'];
  req.user = { id: session.userId };
  const self = req as unknown as { isAuthenticated: () => boolean; isUnauthenticated: () => boolean };
  self.isAuthenticated = signedIn;
  self.isUnauthenticated = signedOut;
}

function signedIn(this: Request): boolean {
  return Boolean(this.user);
}

function signedOut(this: Request): boolean {
  return !this.user;
}

/**
 * Sessions in Redis behind an httpOnly, SameSite=Lax cookie (session-cookie.ts): `__Host-` and always Secure in
 * production, else Secure whenever the request came over HTTPS (directly or through a trusted proxy).
 * Redis trouble becomes a 503, never a hang or a 500.
 */
export function sessionMiddleware(config: GatewayConfig, redis: RedisClientType, reader: SessionReader = leanSessionReader(config, redis)): RequestHandler {
  const cookie = new SessionCookie(config);
  const handlers: RequestHandler[] = [
    session({
      name: cookie.name,
      secret: sessionCookieSecrets(config.SESSION_SECRET),
      // A session lasts SESSION_TTL_HOURS from sign-in; not touching it on every request saves a Redis write per call.
      store: new RedisStore({ client: redis, prefix: SESSION_KEY_PREFIX, ttl: config.SESSION_TTL_HOURS * 3600, disableTouch: true }),
      resave: false,
      saveUninitialized: false,
      rolling: false,
      cookie: { ...cookie.attributes, maxAge: config.SESSION_TTL_HOURS * 3600 * 1000 },
    }),
    passport.initialize(),
    passport.session(),
    indexSignedInSessions(new SessionRegistry(redis, config.SESSION_TTL_HOURS * 3600)),
  ];

  const actorOnly = actorOnlyRoutes(API_ENDPOINTS);

  const fullChain = (req: Request, res: Response, next: NextFunction): void => {
    let index = 0;
    const step = (error?: unknown): void => {
      if (error) return sendError(res, ErrorCode.ServiceUnavailable, UNAVAILABLE);
      const handler = handlers[index++];
      if (!handler) return next();
      handler(req, res, step);
    };
    step();
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/api/') || SESSIONLESS.some((pattern) => pattern.test(req.path))) return next();
    if (!redis.isReady) return sendError(res, ErrorCode.ServiceUnavailable, UNAVAILABLE);
    if (!req.headers.cookie || !actorOnly(req.method, req.path)) return fullChain(req, res, next);
    reader.read(req.headers.cookie).then(
      (session) => {
        if (!session) return fullChain(req, res, next);
        attachSession(req, session);
        next();
      },
      () => sendError(res, ErrorCode.ServiceUnavailable, UNAVAILABLE),
    );
  };
}
