import { API_ENDPOINTS, DomainError, ErrorCode, SESSION_COOKIE_BASE_NAME as SESSION_COOKIE } from '@studyforge/contracts';
import { createLogger, sessionCookieSecrets, type RpcClient } from '@studyforge/service-kit';
import express from 'express';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { connect, type AddressInfo } from 'node:net';
import type { RedisClientType } from 'redis';
import { afterEach, describe, expect, it } from 'vitest';
import type { GatewayConfig } from '../gateway-config.js';
import { SessionReader } from '../session/session-reader.js';
import { SESSION_KEY_PREFIX } from '../session/session-registry.js';
import { sessionMiddleware } from '../session/session.middleware.js';
import { compressionMiddleware } from './compression.middleware.js';
import { EndpointRouter, isPlainForward } from './endpoint-router.js';
import { fastLane, installFastLane, requestProtocol, type FastLaneDeps, type RequestListener, type TrustProxy } from './fast-lane.js';
import { jsonBodyMiddleware } from './json-body.middleware.js';
import { requestIdMiddleware } from './request-context.js';
import { securityHeaders, securityHeaderSetter } from './security-headers.js';
import { signedInHintMiddleware } from './signed-in-hint.middleware.js';
import { HttpDrain } from '../shutdown/http-drain.js';

const signature = createRequire(import.meta.url)('cookie-signature') as { sign(value: string, secret: string): string };

const logger = createLogger('gateway-test', 'silent');
const SECRET = 'fast-lane-test-session-secret-0123456789';
const TTL_HOURS = 24;
const USER_ID = '5b0e8c50-93c4-4f35-a44c-7f1c0c7d5e21';
const SESSION_ID = 'fast-lane-session-id';
const COOKIE = `${SESSION_COOKIE}=${encodeURIComponent(`s:${signature.sign(SESSION_ID, sessionCookieSecrets(SECRET)[0])}`)}`;
const STORED = JSON.stringify({
  cookie: { originalMaxAge: 3_600_000, expires: new Date(Date.now() + 3_600_000).toISOString(), httpOnly: true, path: '/', sameSite: 'lax' },
  passport: { user: USER_ID },
  indexedFor: USER_ID,
});

type Rpc = (subject: string, data: unknown, context: unknown, timeoutMs: number | undefined) => Promise<unknown>;

interface Stack {
  url: string;
  server: Server;
  /** The URLs Express saw. */
  throughExpress: string[];
  rpcCalls: Array<{ subject: string; data: unknown; context: unknown; timeoutMs: number | undefined }>;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** The gateway's middleware chain as main.ts builds it (for the credits forwards), with the fast lane in front. */
async function stack(options: { rpc: Rpc; redisGet?: (key: string) => Promise<string | null>; trustProxy?: string }): Promise<Stack> {
  const redis = {
    isReady: true,
    get: options.redisGet ?? (async (key: string) => (key === `${SESSION_KEY_PREFIX}${SESSION_ID}` ? STORED : null)),
  } as unknown as RedisClientType;
  const config = { SESSION_SECRET: SECRET, SESSION_TTL_HOURS: TTL_HOURS } as GatewayConfig;
  const sessions = new SessionReader(redis, sessionCookieSecrets(SECRET), SESSION_COOKIE);
  const setHeaders = securityHeaderSetter();
  const compression = compressionMiddleware();
  const throughExpress: string[] = [];
  const rpcCalls: Stack['rpcCalls'] = [];
  const rpc = {
    request: (subject: string, data: unknown, context: unknown, timeoutMs?: number) => {
      rpcCalls.push({ subject, data, context, timeoutMs });
      return options.rpc(subject, data, context, timeoutMs);
    },
  } as unknown as RpcClient;
  const endpoints = { getCredits: API_ENDPOINTS.getCredits, getCreditStats: API_ENDPOINTS.getCreditStats };
  const router = new EndpointRouter(endpoints, {}, { rpc, uploads: {} as never, quota: {} as never, credits: {} as never, logger });

  const app = express();
  app.set('x-powered-by', false);
  if (options.trustProxy) app.set('trust proxy', options.trustProxy);
  app.use((req, _res, next) => {
    throughExpress.push(req.url);
    next();
  });
  app.use(requestIdMiddleware);
  app.use(securityHeaders(setHeaders));
  app.use(compression);
  app.use(jsonBodyMiddleware);
  app.use(sessionMiddleware(config, redis, sessions));
  app.use(signedInHintMiddleware(TTL_HOURS, SESSION_COOKIE));
  router.register(app);

  const listener = app as unknown as RequestListener;
  const deps: FastLaneDeps = {
    endpoints: API_ENDPOINTS,
    router,
    sessions,
    sessionsReady: () => true,
    securityHeaders: setHeaders,
    compression: compression as unknown as FastLaneDeps['compression'],
    trustProxy: app.get('trust proxy fn') as TrustProxy,
    hintMaxAgeMs: TTL_HOURS * 3600 * 1000,
  };
  const server = createServer(listener);
  installFastLane(server, listener, fastLane(deps, listener));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, throughExpress, rpcCalls };
}

/** Status, headers and body, leaving out what differs between any two answers (Date, the cookie's expiry second). */
async function answerOf(response: Response) {
  const headers = Object.fromEntries(response.headers);
  delete headers.date;
  if (headers['set-cookie']) headers['set-cookie'] = headers['set-cookie'].replace(/Expires=[^;]+/, 'Expires=(set)');
  return { status: response.status, headers, body: await response.text() };
}

/** The same call through the fast lane and (with a trailing slash, which the lane leaves to Express) through Express. */
async function bothPaths(target: Stack, path: string, headers: Record<string, string>) {
  const fast = await fetch(`${target.url}${path}`, { headers: { ...headers, 'x-request-id': 'request-fast-1' } });
  const slow = await fetch(`${target.url}${path}/`, { headers: { ...headers, 'x-request-id': 'request-fast-1' } });
  return { fast: await answerOf(fast), slow: await answerOf(slow) };
}

describe('the fast lane for plain forwards', () => {
  it('answers a signed-in GET /api/user/credits without Express, with the very answer Express gives', async () => {
    const target = await stack({ rpc: async () => ({ credits: 42 }) });
    const { fast, slow } = await bothPaths(target, '/api/user/credits', { cookie: COOKIE });
    expect(target.throughExpress).toEqual(['/api/user/credits/']);
    expect(fast).toEqual(slow);
    expect(fast.status).toBe(200);
    expect(JSON.parse(fast.body)).toEqual({ credits: 42 });
    expect(fast.headers).toMatchObject({
      'x-request-id': 'request-fast-1',
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'vary': 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'set-cookie': 'studyforge.signed-in=1; Max-Age=86400; Path=/; Expires=(set); SameSite=Lax',
    });
    expect(fast.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(fast.headers['permissions-policy']).toContain('microphone=()');
    expect(fast.headers.etag).toBeUndefined();
    expect(target.rpcCalls.map(({ subject, data, context, timeoutMs }) => ({ subject, data, context, timeoutMs }))).toEqual([
      { subject: 'credits.balance', data: { userId: USER_ID }, context: { requestId: 'request-fast-1', actor: { userId: USER_ID } }, timeoutMs: undefined },
      { subject: 'credits.balance', data: { userId: USER_ID }, context: { requestId: 'request-fast-1', actor: { userId: USER_ID } }, timeoutMs: undefined },
    ]);
  });

  it('leaves the signed-in hint alone when the browser holds it, as Express does', async () => {
    const target = await stack({ rpc: async () => ({ credits: 1 }) });
    const { fast, slow } = await bothPaths(target, '/api/user/stats', { cookie: `${COOKIE}; studyforge.signed-in=1` });
    expect(target.throughExpress).toEqual(['/api/user/stats/']);
    expect(fast).toEqual(slow);
    expect(fast.headers['set-cookie']).toBeUndefined();
  });

  it('answers a failed call with the same error as Express: the service unavailable, or an unexpected failure hidden', async () => {
    for (const failure of [new DomainError(ErrorCode.ServiceUnavailable, 'The credits service did not answer in time.'), new Error('socket hang up')]) {
      const target = await stack({ rpc: () => Promise.reject(failure) });
      const { fast, slow } = await bothPaths(target, '/api/user/credits', { cookie: COOKIE });
      expect(target.throughExpress).toEqual(['/api/user/credits/']);
      expect(fast).toEqual(slow);
      expect(fast.status).toBe(failure instanceof DomainError ? 503 : 500);
      expect(JSON.parse(fast.body).code).toBe(failure instanceof DomainError ? 'SERVICE_UNAVAILABLE' : 'INTERNAL');
      expect(fast.headers.etag).toBeUndefined();
    }
  });

  it('gives HSTS and a Secure hint cookie when a trusted proxy says the call came over HTTPS, as Express does', async () => {
    const target = await stack({ rpc: async () => ({ credits: 3 }), trustProxy: 'loopback' });
    const { fast, slow } = await bothPaths(target, '/api/user/credits', { cookie: COOKIE, 'x-forwarded-proto': 'https' });
    expect(target.throughExpress).toEqual(['/api/user/credits/']);
    expect(fast).toEqual(slow);
    expect(fast.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(fast.headers['set-cookie']).toContain('; Secure; SameSite=Lax');
  });

  it('hands Express every call it does not take: no or unknown session, another spelling, HEAD, a body, other endpoints', async () => {
    const target = await stack({ rpc: async () => ({ credits: 5 }) });
    const unknownSession = `${SESSION_COOKIE}=${encodeURIComponent(`s:${signature.sign('gone', sessionCookieSecrets(SECRET)[0])}`)}`;
    const calls: Array<[string, RequestInit, number]> = [
      ['/api/user/credits', {}, 401],
      ['/api/user/credits', { headers: { cookie: unknownSession } }, 401],
      ['/api/user/credits/', { headers: { cookie: COOKIE } }, 200],
      ['/api/User/Credits', { headers: { cookie: COOKIE } }, 200],
      ['/api/user/credits', { method: 'HEAD', headers: { cookie: COOKIE } }, 200],
      ['/api/credits/prices', { headers: { cookie: COOKIE } }, 404],
    ];
    for (const [path, init, status] of calls) {
      const response = await fetch(`${target.url}${path}`, init);
      expect(response.status, `${init.method ?? 'GET'} ${path}`).toBe(status);
    }
    expect(await rawGetWithBody(target.url, '/api/user/credits', COOKIE)).toBe(200);
    expect(target.throughExpress).toEqual([
      '/api/user/credits',
      '/api/user/credits',
      '/api/user/credits/',
      '/api/User/Credits',
      '/api/user/credits',
      '/api/credits/prices',
      '/api/user/credits',
    ]);
  });

  it('is counted by the draining of a stopping gateway: a call in flight finishes before the server closes', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const target = await stack({ rpc: () => new Promise((resolve) => (answer = resolve)) });
    const drain = new HttpDrain(target.server);
    const call = fetch(`${target.url}/api/user/credits`, { headers: { cookie: COOKIE } });
    while (target.rpcCalls.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(drain.requestsInFlight).toBe(1);
    const drained = drain.drain(5000);
    setTimeout(() => answer({ credits: 9 }), 50);
    const response = await call;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ credits: 9 });
    expect(await drained).toEqual({ cut: 0 });
    expect(target.throughExpress).toEqual([]);
  });

  it('hands the call to Express when the session store fails, which answers 503', async () => {
    const target = await stack({ rpc: async () => ({ credits: 5 }), redisGet: () => Promise.reject(new Error('connection lost')) });
    const response = await fetch(`${target.url}/api/user/credits`, { headers: { cookie: COOKIE } });
    expect(response.status).toBe(503);
    expect((await response.json()).code).toBe('SERVICE_UNAVAILABLE');
    expect(target.throughExpress).toEqual(['/api/user/credits']);
    expect(target.rpcCalls).toEqual([]);
  });
});

describe('what the fast lane takes', () => {
  it('takes only signed-in GET forwards of fixed paths that change nothing and answer no-store JSON', () => {
    const plain = Object.entries(API_ENDPOINTS)
      .filter(([, endpoint]) => isPlainForward(endpoint))
      .map(([name]) => name);
    expect(plain).toContain('getCredits');
    expect(plain).toContain('getCreditStats');
    for (const name of plain) {
      const endpoint = API_ENDPOINTS[name as keyof typeof API_ENDPOINTS];
      expect(endpoint.method, name).toBe('GET');
      expect(endpoint.path, name).not.toContain('{');
      expect(endpoint.cacheControl, name).toMatch(/no-store/);
      expect(endpoint.costly || endpoint.changesState || endpoint.body !== null || endpoint.auth !== 'signed-in', name).toBe(false);
    }
    expect(isPlainForward(API_ENDPOINTS.getPrices)).toBe(false);
    expect(isPlainForward({ ...API_ENDPOINTS.getCredits, cacheControl: 'private, max-age=60' })).toBe(false);
    expect(isPlainForward({ ...API_ENDPOINTS.getCredits, changesState: true })).toBe(false);
    expect(isPlainForward({ ...API_ENDPOINTS.getCredits, auth: 'public' })).toBe(false);
  });

  it("reads the protocol as Express does: the socket's, or a trusted proxy's first X-Forwarded-Proto", () => {
    const request = (headers: Record<string, string>, encrypted = false) => ({ headers, socket: { encrypted, remoteAddress: '10.0.0.2' } }) as never;
    const trusted: TrustProxy = () => true;
    const untrusted: TrustProxy = () => false;
    expect(requestProtocol(request({ 'x-forwarded-proto': 'https' }), untrusted)).toBe('http');
    expect(requestProtocol(request({}, true), untrusted)).toBe('https');
    expect(requestProtocol(request({ 'x-forwarded-proto': 'https, http' }), trusted)).toBe('https');
    expect(requestProtocol(request({}), trusted)).toBe('http');
    let asked = 0;
    const counting: TrustProxy = () => ++asked > 0;
    expect(requestProtocol(request({}, true), counting)).toBe('https');
    expect(asked).toBe(0);
  });

  it('refuses to start when Express is not the server listener it replaces', () => {
    const server = createServer(() => undefined);
    expect(() => installFastLane(server, () => undefined, () => undefined)).toThrow(/no Express listener/);
  });
});

/** A GET carrying a JSON body (fetch will not send one). */
function rawGetWithBody(base: string, path: string, cookie: string): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nCookie: ${cookie}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`);
    });
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('end', () => resolve(Number(text.split(' ')[1])));
    socket.on('error', reject);
  });
}
