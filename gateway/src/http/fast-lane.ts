import type { AnyHttpEndpoint } from '@studyforge/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { SignedInSession } from '../session/session-reader.js';
import { isPlainForward, type EndpointRouter } from './endpoint-router.js';
import { requestIdFrom } from './request-context.js';
import type { SecurityHeaderSetter } from './security-headers.js';
import { holdsHint, setHint } from './signed-in-hint.middleware.js';

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** Express's "trust proxy fn": whether the hop at `index` (0: the socket's peer) is a trusted proxy. */
export type TrustProxy = (address: string | undefined, index: number) => boolean;

export interface FastLaneDeps {
  endpoints: Readonly<Record<string, AnyHttpEndpoint>>;
  router: Pick<EndpointRouter, 'answerPlainForward'>;
  /** The lean session read of session.middleware.ts; null or a rejection hands the request to Express. */
  sessions: { read(cookieHeader: string): Promise<SignedInSession | null> };
  sessionsReady: () => boolean;
  securityHeaders: SecurityHeaderSetter;
  /** The very compression middleware Express runs (compression.middleware.ts). */
  compression: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  trustProxy: TrustProxy;
  /** The signed-in hint cookie's lifetime (the session's). */
  hintMaxAgeMs: number;
}

/**
 * A request listener in front of Express for the plain forwards (endpoint-router.ts isPlainForward):
 * `GET /api/user/credits` and the like, spelled exactly as declared, without query or body, from a
 * browser whose session the lean reader finds signed in. Such a call gets what Express's middleware
 * would give it (request id, security headers, compression, the signed-in hint; the origin check and
 * the body parser pass a GET that changes nothing) from the same functions, and the router's own
 * forward and answer. Anything else, and any call whose session is missing, not plain or unreadable,
 * goes to Express untouched, which then decides exactly as before.
 */
export function fastLane(deps: FastLaneDeps, express: RequestListener): RequestListener {
  const routes = new Map<string, AnyHttpEndpoint>();
  for (const endpoint of Object.values(deps.endpoints)) if (isPlainForward(endpoint)) routes.set(endpoint.path, endpoint);

  const answer = (endpoint: AnyHttpEndpoint, session: SignedInSession, req: IncomingMessage, res: ServerResponse, cookie: string): void => {
    const requestId = requestIdFrom(req.headers['x-request-id']);
    const secure = requestProtocol(req, deps.trustProxy) === 'https';
    res.setHeader('X-Request-Id', requestId);
    deps.securityHeaders(res, endpoint.path, secure);
    if (!holdsHint(cookie)) setHint(res, 'set', secure, deps.hintMaxAgeMs);
    const actor = { userId: session.userId };
    const subject = { requestId, path: endpoint.path, method: 'GET', originalUrl: endpoint.path };
    deps.compression(req, res, () => void deps.router.answerPlainForward(endpoint, { actor, context: { requestId, actor }, subject }, res));
  };

  return (req, res) => {
    const endpoint = req.method === 'GET' ? routes.get(req.url ?? '') : undefined;
    const cookie = req.headers.cookie;
    if (!endpoint || !cookie || carriesBody(req) || !deps.sessionsReady()) return express(req, res);
    deps.sessions.read(cookie).then(
      (session) => (session ? answer(endpoint, session, req, res, cookie) : express(req, res)),
      () => express(req, res),
    );
  };
}

function carriesBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Express's req.protocol: the socket's, or a trusted proxy's first X-Forwarded-Proto. */
export function requestProtocol(req: IncomingMessage, trust: TrustProxy): string {
  const own = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  const forwarded = req.headers['x-forwarded-proto'] as string | undefined;
  // Without the header the answer is the socket's whether the peer is trusted or not (and parsing its address costs).
  if (!forwarded || !trust(req.socket.remoteAddress, 0)) return own;
  const header = forwarded;
  const comma = header.indexOf(',');
  return (comma === -1 ? header : header.slice(0, comma)).trim();
}

/** Puts `lane` in place of the server's Express listener (refusing to start when Express is not found there). */
export function installFastLane(server: { listeners(event: 'request'): unknown[]; removeListener(event: 'request', listener: RequestListener): unknown; prependListener(event: 'request', listener: RequestListener): unknown }, express: RequestListener, lane: RequestListener): void {
  if (!server.listeners('request').includes(express)) throw new Error('The fast lane found no Express listener on the HTTP server.');
  server.removeListener('request', express);
  server.prependListener('request', lane);
}
