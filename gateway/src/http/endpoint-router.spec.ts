import {
  API_ENDPOINTS,
  authMessages,
  bookMessages,
  defineEndpoint,
  DomainError,
  ErrorCode,
  jsonBody,
  jsonReply,
  MAX_REQUEST_WAIT_MS,
  multipartBody,
  type AnyHttpEndpoint,
} from '@studyforge/contracts';
import { createLogger, type MediaLinkSigner, type RpcClient } from '@studyforge/service-kit';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AccountDataHandlers } from '../account-data/account-data.handlers.js';
import { AccountHandlers } from '../auth/account.handlers.js';
import { AuthHandlers } from '../auth/auth.handlers.js';
import type { AuthRateLimits } from '../auth/auth-rate-limits.js';
import type { CurrentUserService } from '../auth/current-user.service.js';
import { ProviderSignInHandlers } from '../auth/oidc/provider-sign-in.handlers.js';
import { BillingHandlers } from '../billing/billing.handlers.js';
import { BooksHandlers } from '../books/books.handlers.js';
import { CreditsHandlers } from '../credits/credits.handlers.js';
import { loadGatewayConfig } from '../gateway-config.js';
import { AudioHandlers } from '../generation/audio.handlers.js';
import { AudioRecapHandlers } from '../generation/audio-recap.handlers.js';
import { TutorHandlers } from '../generation/tutor.handlers.js';
import { GenerationHandlers } from '../generation/generation.handlers.js';
import { StudyToolHandlers } from '../generation/study-tool.handlers.js';
import { JobEventsHandlers } from '../generation/job-events.handlers.js';
import { JobLauncher } from '../generation/job-launcher.js';
import { HealthHandlers } from '../health/health.handlers.js';
import { ProfileHandlers } from '../profile/profile.handlers.js';
import { SiteHandlers } from '../site/site.handlers.js';
import { StudyPlanHandlers } from '../study-plan/study-plan.handlers.js';
import { mergeHandlers, StatusAnswer, type EndpointHandler } from './endpoint-handler.js';
import { RateLimitError } from '../auth/rate-limiter.js';
import { UploadCreditCheck } from '../quota/upload-credit-check.js';
import { assertEndpointsAnswered, EndpointRouter, type CostlyWorkGate } from './endpoint-router.js';
import { jsonBodyMiddleware } from './json-body.middleware.js';
import { requestIdMiddleware } from './request-context.js';
import type { UploadReceiver } from './upload-receiver.js';

const logger = createLogger('gateway-test', 'silent');
const USER_ID = '5b0e8c50-93c4-4f35-a44c-7f1c0c7d5e21';
const QUIZ_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

type Sent = { subject: string; data: unknown; actor: unknown; timeoutMs: number | undefined };
type Reply = (subject: string, data: unknown) => Promise<unknown>;

const noUploads: UploadReceiver = {
  receive: () => Promise.reject(new Error('no uploads in this test')),
  discard: () => Promise.resolve(),
};

/** Lets every costly call through, noting which job slots it was asked for and freed. */
function recordingGate(refuse?: RateLimitError) {
  const admitted: string[] = [];
  const released: string[] = [];
  const gate: CostlyWorkGate = {
    admit: async (_userId, jobId) => {
      if (refuse) throw refuse;
      admitted.push(jobId);
    },
    release: async (_userId, jobId) => {
      released.push(jobId);
    },
    releaseWhenEnded: async (_userId, jobId) => {
      released.push(jobId);
      return 'never-started' as const;
    },
  };
  return { gate, admitted, released };
}

const ping: EndpointHandler<AnyHttpEndpoint> = () => ({ pong: true });
const pingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ping',
  auth: 'public',
  reply: jsonReply(z.object({ pong: z.boolean() }), 'Pong'),
  summary: 'Ping',
  tag: 'Test',
  errors: [],
});

describe('endpoint router start-up check', () => {
  it('refuses to start when a declared endpoint has no handler and no forward', () => {
    expect(() => new EndpointRouter({ ping: pingEndpoint }, {}, { rpc: {} as RpcClient, uploads: noUploads, quota: recordingGate().gate, credits: new UploadCreditCheck({} as RpcClient), logger })).toThrow(
      /ping \(GET \/api\/ping\) has no handler and no forward/,
    );
  });

  it('refuses a handler that names no endpoint, and an endpoint that is both a forward and handled', () => {
    expect(() => assertEndpointsAnswered({ ping: pingEndpoint }, { ping, pong: ping })).toThrow(/the handler pong names no declared endpoint/);
    expect(() => assertEndpointsAnswered({ getCredits: API_ENDPOINTS.getCredits }, { getCredits: ping })).toThrow(/getCredits is a forward and has a handler/);
  });

  it('refuses uploads from callers without a session', () => {
    const upload = defineEndpoint({
      method: 'POST',
      path: '/api/upload',
      auth: 'public',
      body: multipartBody({ files: { description: 'Files', files: true } }, z.object({})),
      reply: jsonReply(z.object({}), 'Stored'),
      summary: 'Upload',
      tag: 'Test',
      errors: [],
    });
    expect(() => assertEndpointsAnswered({ upload }, { upload: ping })).toThrow(/upload takes uploads without a session/);
  });

  it("starts with the gateway's handlers: every declared endpoint is answered", () => {
    const rpc = {} as RpcClient;
    const jobs = new JobLauncher(rpc);
    const config = loadGatewayConfig({});
    const sets = [
      new AuthHandlers(rpc, {} as AuthRateLimits, {} as CurrentUserService, {} as never),
      new AccountHandlers(rpc, {} as never, {} as never),
      new ProviderSignInHandlers({} as never, {} as never),
      new CreditsHandlers(),
      new GenerationHandlers(jobs),
      new StudyToolHandlers(rpc, jobs),
      new AudioHandlers(jobs, {} as never, {} as MediaLinkSigner),
      new AudioRecapHandlers(rpc, jobs, {} as never),
      new TutorHandlers(rpc, jobs, {} as never),
      new JobEventsHandlers(rpc),
      new BooksHandlers(rpc, config, logger),
      new BillingHandlers(rpc, config),
      new HealthHandlers(rpc, {} as never, {} as never),
      new SiteHandlers(config),
      new AccountDataHandlers(rpc, {} as never, {} as never, {} as never, logger),
      new ProfileHandlers(rpc, {} as never),
      new StudyPlanHandlers(rpc, jobs, config),
    ];
    expect(() => assertEndpointsAnswered(API_ENDPOINTS, mergeHandlers(sets))).not.toThrow();
    expect(() => mergeHandlers([new CreditsHandlers(), new CreditsHandlers()])).toThrow(/getPrices has two handlers/);
  });
});

describe('endpoint router', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  /** Serves the endpoints on a free port; `x-test-user` stands for a signed-in session. */
  async function serve(
    endpoints: Record<string, AnyHttpEndpoint>,
    handlersOf: (rpc: RpcClient) => Record<string, EndpointHandler<AnyHttpEndpoint>>,
    reply: Reply,
    gate: CostlyWorkGate = recordingGate().gate,
  ) {
    const sent: Sent[] = [];
    const rpc = {
      request: (subject: string, data: unknown, context: { actor: unknown }, timeoutMs?: number) => {
        sent.push({ subject, data, actor: context.actor, timeoutMs });
        return reply(subject, data);
      },
    } as unknown as RpcClient;
    const app = express();
    app.use(requestIdMiddleware, jsonBodyMiddleware, (req, _res, next) => {
      const user = req.header('x-test-user');
      req.isAuthenticated = (() => Boolean(user)) as typeof req.isAuthenticated;
      if (user) req.user = { id: user };
      next();
    });
    new EndpointRouter(endpoints, handlersOf(rpc), { rpc, uploads: noUploads, quota: gate, credits: new UploadCreditCheck(rpc), logger }).register(app);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    close = () => server.close();
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const call = async (path: string, init: { method?: string; body?: unknown; signedIn?: boolean; headers?: Record<string, string> } = {}) => {
      const headers: Record<string, string> = { ...init.headers, ...(init.signedIn === false ? {} : { 'x-test-user': USER_ID }) };
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${base}${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
      return { status: response.status, headers: response.headers, body: await response.json() };
    };
    return { call, sent };
  }

  it('asks for a session before anything else', async () => {
    const { call, sent } = await serve({ getCredits: API_ENDPOINTS.getCredits }, () => ({}), async () => ({ credits: 1 }));
    expect(await call('/api/user/credits', { signedIn: false })).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED', message: authMessages.signedOut },
    });
    expect(sent).toEqual([]);
  });

  it('forwards to the NATS subject with the request the declaration builds, and answers with its status and Cache-Control', async () => {
    const { call, sent } = await serve(
      { getCredits: API_ENDPOINTS.getCredits, recordQuizAttempt: API_ENDPOINTS.recordQuizAttempt, startSubjectTrivia: API_ENDPOINTS.startSubjectTrivia },
      () => ({}),
      async (subject) => (subject === 'credits.balance' ? { credits: 42 } : { recorded: true }),
    );
    const credits = await call('/api/user/credits');
    expect(credits).toMatchObject({ status: 200, body: { credits: 42 } });
    expect(credits.headers.get('cache-control')).toBe('no-store');
    expect((await call(`/api/quizzes/${QUIZ_ID}/attempts`, { method: 'POST', body: { answers: [2, null] } })).status).toBe(201);
    await call('/api/generate-enhanced-trivia', { method: 'POST', body: { subject: 'Volcanoes', questionCount: 5 } });
    expect(sent).toEqual([
      { subject: 'credits.balance', data: { userId: USER_ID }, actor: { userId: USER_ID }, timeoutMs: undefined },
      { subject: 'generation.record-quiz-attempt', data: { quizId: QUIZ_ID, answers: [2, null] }, actor: { userId: USER_ID }, timeoutMs: undefined },
      {
        subject: 'trivia.start',
        data: { mode: 'subject', topic: { label: 'Volcanoes', major: null, course: null, description: null }, count: 5 },
        actor: { userId: USER_ID },
        timeoutMs: MAX_REQUEST_WAIT_MS,
      },
    ]);
  });

  it('answers a fixed path the same whether it is taken from the map (exact spelling) or from the routes (other spellings)', async () => {
    const { call, sent } = await serve({ getCredits: API_ENDPOINTS.getCredits }, () => ({}), async () => ({ credits: 7 }));
    for (const path of ['/api/user/credits', '/api/user/credits/', '/API/User/Credits']) {
      const answer = await call(path);
      expect(answer, path).toMatchObject({ status: 200, body: { credits: 7 } });
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
      expect(answer.headers.get('content-type'), path).toBe('application/json; charset=utf-8');
      expect(answer.headers.get('content-length'), path).toBe(String(JSON.stringify({ credits: 7 }).length));
      expect(answer.headers.get('etag'), path).toBeNull();
    }
    expect(await call('/api/user/credits', { signedIn: false })).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    expect(sent).toHaveLength(3);
  });

  it('refuses invalid params and bodies in the words of the contract, without asking the service', async () => {
    const { call, sent } = await serve({ recordQuizAttempt: API_ENDPOINTS.recordQuizAttempt, startSubjectTrivia: API_ENDPOINTS.startSubjectTrivia }, () => ({}), async () => ({}));
    expect(await call('/api/quizzes/not-a-uuid/attempts', { method: 'POST', body: { answers: [1] } })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'Validation failed (uuid is expected)' },
    });
    expect(await call('/api/generate-enhanced-trivia', { method: 'POST', body: { questionCount: 5 } })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'Select a subject or book' },
    });
    expect(sent).toEqual([]);
  });

  it('counts a costly call against its quotas before asking the service, under its job id, and frees the slot after', async () => {
    const { gate, admitted, released } = recordingGate();
    const jobId = '7d444840-9dc0-11d1-b245-5ffdce74fad2';
    const trivia = { startSubjectTrivia: API_ENDPOINTS.startSubjectTrivia };
    const { call } = await serve(trivia, () => ({}), async () => ({}), gate);
    await call('/api/generate-enhanced-trivia', { method: 'POST', body: { subject: 'Volcanoes', questionCount: 5 }, headers: { 'x-job-id': jobId } });
    await call('/api/generate-enhanced-trivia', { method: 'POST', body: { subject: 'Volcanoes', questionCount: 5 } });
    expect(admitted).toHaveLength(2);
    expect(admitted[0]).toBe(jobId);
    expect(admitted[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(released).toEqual(admitted);
  });

  it('answers 429 with the message and Retry-After when the quota refuses, without asking the service', async () => {
    const { gate } = recordingGate(new RateLimitError('You already have 2 jobs running. Please wait for one to finish and try again.', 15));
    const { call, sent } = await serve({ startSubjectTrivia: API_ENDPOINTS.startSubjectTrivia }, () => ({}), async () => ({}), gate);
    const refused = await call('/api/generate-enhanced-trivia', { method: 'POST', body: { subject: 'Volcanoes', questionCount: 5 } });
    expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED', message: 'You already have 2 jobs running. Please wait for one to finish and try again.' } });
    expect(refused.headers.get('retry-after')).toBe('15');
    expect(sent).toEqual([]);
  });

  it('maps a DomainError from the service to its status and body, and lets a handler choose another status', async () => {
    const health = { ping: pingEndpoint };
    const { call } = await serve({ ...health, getCredits: API_ENDPOINTS.getCredits }, () => ({ ping: () => new StatusAnswer(503, { pong: false }) }), async () => {
      throw new DomainError(ErrorCode.ServiceUnavailable, 'The credits service could not be reached.');
    });
    expect(await call('/api/user/credits')).toMatchObject({
      status: 503,
      body: { code: 'SERVICE_UNAVAILABLE', message: 'The credits service could not be reached.' },
    });
    expect(await call('/api/ping')).toMatchObject({ status: 503, body: { pong: false } });
  });

  describe('books', () => {
    const endpoints = { searchBooks: API_ENDPOINTS.searchBooks, randomBooks: API_ENDPOINTS.randomBooks, listBookSubjects: API_ENDPOINTS.listBookSubjects, getBooksConfig: API_ENDPOINTS.getBooksConfig };
    const booksHandlers = (env: Record<string, string> = {}) => (rpc: RpcClient) =>
      new BooksHandlers(rpc, loadGatewayConfig(env), logger).handlers as Record<string, EndpointHandler<AnyHttpEndpoint>>;
    const booksServer = (reply: Reply, env?: Record<string, string>) => serve(endpoints, booksHandlers(env), reply);

    it('answers search and random with no books when the books service is unreachable', async () => {
      const { call } = await booksServer(async () => {
        throw new DomainError(ErrorCode.ServiceUnavailable, 'The books service could not be reached.');
      });
      const search = await call('/api/catalogue/search?q=biology');
      expect(search.body).toEqual({ books: [] });
      expect(search.headers.get('cache-control')).toBe('no-store');
      expect((await call('/api/open-library/random?maxResults=8')).body).toEqual({ books: [] });
      expect((await call('/api/catalogue/subjects')).body.code).toBe('SERVICE_UNAVAILABLE');
    });

    it('sends the validated query to the books service', async () => {
      const { call, sent } = await booksServer(async () => ({ books: [] }));
      expect((await call('/api/google-books/search?q=%20cells%20&subject=Biology&maxResults=12')).headers.get('cache-control')).toBe('private, max-age=30');
      await call('/api/catalogue/random?subject=Law');
      expect(sent.map(({ subject, data }) => ({ subject, data }))).toEqual([
        { subject: 'books.search', data: { source: 'google-books', q: 'cells', subject: 'Biology', maxResults: 12 } },
        { subject: 'books.random', data: { source: 'catalogue', subject: 'Law', maxResults: 20 } },
      ]);
    });

    it('refuses an unknown source with 404 and a bad query with 400, without calling the service', async () => {
      const { call, sent } = await booksServer(async () => {
        throw new Error('must not be called');
      });
      expect((await call('/api/goodreads/search')).body).toEqual({ code: 'NOT_FOUND', message: bookMessages.unknownSource('goodreads') });
      expect((await call('/api/books/subjects')).body).toEqual({ code: 'NOT_FOUND', message: bookMessages.unknownSource('books') });
      expect((await call('/api/catalogue/search?maxResults=41')).body.code).toBe('VALIDATION_FAILED');
      expect((await call('/api/catalogue/random?maxResults=1&maxResults=2')).body.code).toBe('VALIDATION_FAILED');
      expect(sent).toEqual([]);
    });

    it('serves the default source and affiliate tag from the environment', async () => {
      const { call } = await booksServer(async () => ({}), { BOOKS_SOURCE: 'open-library', AFFILIATE_TAG: 'campus-21' });
      const settings = await call('/api/books/config', { signedIn: false });
      expect(settings.body).toEqual({ defaultSource: 'open-library', affiliateTag: 'campus-21' });
      expect(settings.headers.get('cache-control')).toBe('public, max-age=300');
    });
  });
});
