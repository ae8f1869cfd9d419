import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_ENDPOINTS } from '@studyforge/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, apiCall, apiErrorFrom, ApiReplyError, errorMessageOf } from './api-client';
import { endpointQuery, endpointQueryKey, publicEndpointQuery } from './endpoint-query';
import { createQueryClient } from './query-client';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

const ADA = {
  id: '0b7f3c1e-4d5a-4c1b-9a3e-2f6d8e9a1b2c',
  email: 'ada@example.edu',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  major: null,
  username: null,
  country: null,
  school: null,
  bio: null,
  plan: 'Free',
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  credits: 50,
};

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** What the last request to the test server looked like. */
let last: { url: string; contentType: string | undefined; cookie: string | undefined; body: string } | null = null;

const routes: Record<string, Handler> = {
  'GET /api/auth/user': (_req, res) => json(res, 401, { message: 'You are not signed in.', code: 'UNAUTHENTICATED' }),
  'GET /api/user/credits': (_req, res) => json(res, 200, { credits: 50, extra: 'not in the contract' }),
  'GET /api/user/stats': (_req, res) => json(res, 200, { credits: 'fifty', totalGranted: 50, totalSpent: 0, totalRefunded: 0 }),
  'GET /api/credits/prices': (_req, res) => {
    res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end('Something broke');
  },
  'GET /api/trivia/stats': (_req, res) => {
    res.writeHead(503, 'Service Unavailable');
    res.end();
  },
  'POST /api/auth/signin': (_req, res, body) => {
    const { password } = JSON.parse(body) as { password: string };
    if (password !== 'Secret123') json(res, 401, { message: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' });
    else json(res, 200, ADA);
  },
  'GET /api/catalogue/search': (_req, res) => json(res, 200, { books: [] }),
  'GET /api/books/config': (_req, res) => json(res, 401, { message: 'Not for you.', code: 'UNAUTHENTICATED' }),
};

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      last = { url: req.url ?? '', contentType: req.headers['content-type'], cookie: req.headers.cookie, body };
      const path = (req.url ?? '/').split('?')[0];
      const handler = routes[`${req.method} ${path}`];
      if (handler) handler(req, res, body);
      else json(res, 404, { message: 'Not found', code: 'NOT_FOUND' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The client calls the endpoints' own paths, as in the browser; here they go to the test server.
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => realFetch(new URL(url, base), init));
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

describe('apiCall', () => {
  it('returns the reply checked against the endpoint, without fields the contract does not name', async () => {
    await expect(apiCall(API_ENDPOINTS.getCredits)).resolves.toEqual({ credits: 50 });
  });

  it('sends the body as JSON', async () => {
    const user = await apiCall(API_ENDPOINTS.signIn, { body: { email: 'ada@example.edu', password: 'Secret123' } });
    expect(user.firstName).toBe('Ada');
    expect(last?.contentType).toBe('application/json');
    expect(JSON.parse(last?.body ?? '')).toEqual({ email: 'ada@example.edu', password: 'Secret123' });
  });

  it('fills in the path parameters and the query', async () => {
    await apiCall(API_ENDPOINTS.searchBooks, { params: { source: 'catalogue' }, query: { q: 'a&b', subject: 'Computer Science', maxResults: 20 } });
    expect(last?.url).toBe('/api/catalogue/search?q=a%26b&subject=Computer+Science&maxResults=20');
  });

  it('throws an ApiError carrying the JSON error code and server message', async () => {
    const error = await failureOf(apiCall(API_ENDPOINTS.signIn, { body: { email: 'ada@example.edu', password: 'wrong-password' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      serverMessage: 'Invalid email or password.',
      message: '401: {"message":"Invalid email or password.","code":"INVALID_CREDENTIALS"}',
    });
  });

  it('throws `500: text` for a text error and uses the status text for an empty one', async () => {
    const text = await failureOf(apiCall(API_ENDPOINTS.getPrices));
    expect(text).toMatchObject({ message: '500: Something broke', status: 500, code: undefined, serverMessage: undefined });
    const empty = await failureOf(apiCall(API_ENDPOINTS.getTriviaStats));
    expect(empty).toMatchObject({ message: '503: Service Unavailable', responseText: 'Service Unavailable' });
  });

  it('refuses an answer that does not match the reply schema, naming the endpoint and the field', async () => {
    const error = await failureOf(apiCall(API_ENDPOINTS.getCreditStats));
    expect(error).toBeInstanceOf(ApiReplyError);
    expect((error as ApiReplyError).message).toMatch(/^The answer of GET \/api\/user\/stats is not in the expected format \(credits: .+\)\.$/);
  });
});

describe('endpoint queries', () => {
  it('key a query by its path, then its parameters and query', () => {
    expect(endpointQueryKey(API_ENDPOINTS.getCredits)).toEqual(['/api/user/credits']);
    expect(endpointQuery(API_ENDPOINTS.searchBooks, { params: { source: 'catalogue' }, query: { q: 'cells', maxResults: 20 } }).queryKey).toEqual([
      '/api/{source}/search',
      { params: { source: 'catalogue' }, query: { q: 'cells', maxResults: 20 } },
    ]);
  });

  it('read a 401 of a signed-in endpoint as null (signed out) and any other failure as an error', async () => {
    const client = createQueryClient();
    await expect(client.fetchQuery(endpointQuery(API_ENDPOINTS.getCurrentUser))).resolves.toBeNull();
    await expect(client.fetchQuery(endpointQuery(API_ENDPOINTS.getCreditStats))).rejects.toBeInstanceOf(ApiReplyError);
  });

  it('read every failure of a public endpoint as an error', async () => {
    const client = createQueryClient();
    await expect(client.fetchQuery(publicEndpointQuery(API_ENDPOINTS.getPrices))).rejects.toThrow('500: Something broke');
    await expect(client.fetchQuery(publicEndpointQuery(API_ENDPOINTS.getBooksConfig))).rejects.toThrow('401: ');
  });
});

describe('createQueryClient', () => {
  it('uses the spec defaults: 30 s stale, no retry, no refetch on focus', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(30_000);
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });
});

describe('errorMessageOf', () => {
  it('prefers the server message and falls back otherwise', () => {
    expect(errorMessageOf(new ApiError(401, '{}', 'INVALID_CREDENTIALS', 'Invalid email or password.'), 'x')).toBe(
      'Invalid email or password.',
    );
    expect(errorMessageOf(new ApiError(500, 'oops'), 'Please try again.')).toBe('Please try again.');
    expect(errorMessageOf(new TypeError('Failed to fetch'), 'Please try again.')).toBe('Please try again.');
  });
});

describe('apiErrorFrom', () => {
  it('builds the same error as a failed fetch', () => {
    const error = apiErrorFrom(402, 'Payment Required', '{"message":"Not enough credits.","code":"INSUFFICIENT_CREDITS"}');
    expect(error.status).toBe(402);
    expect(error.code).toBe('INSUFFICIENT_CREDITS');
    expect(error.serverMessage).toBe('Not enough credits.');
    expect(apiErrorFrom(502, 'Bad Gateway', '').message).toBe('502: Bad Gateway');
  });
});
