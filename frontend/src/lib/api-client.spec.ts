import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom, apiRequest, errorMessageOf, getQueryFn, urlFromQueryKey } from './api-client';
import { createQueryClient } from './query-client';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

const routes: Record<string, Handler> = {
  'GET /api/auth/user': (_req, res) => {
    res.writeHead(401, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: 'You are not signed in.', code: 'UNAUTHENTICATED' }));
  },
  'GET /api/user/credits': (req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ credits: 50, cookie: req.headers.cookie ?? null }));
  },
  'GET /api/boom': (_req, res) => {
    res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end('Something broke');
  },
  'GET /api/empty-error': (_req, res) => {
    res.writeHead(503, 'Service Unavailable');
    res.end();
  },
  'POST /api/auth/signin': (_req, res, body) => {
    const { password } = JSON.parse(body) as { password: string };
    if (password !== 'Secret123') {
      res.writeHead(401, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' }));
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ id: 'u1', email: 'ada@example.edu' }));
  },
  'POST /api/echo': (req, res, body) => {
    res.writeHead(201, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ contentType: req.headers['content-type'], body: JSON.parse(body) as unknown }));
  },
  'DELETE /api/thing': (_req, res) => {
    res.writeHead(204);
    res.end();
  },
  'GET /api/search': (req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ url: req.url }));
  },
};

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0];
      const handler = routes[`${req.method} ${path}`];
      if (handler) handler(req, res, body);
      else {
        res.writeHead(404, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'Not found', code: 'NOT_FOUND' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const queryContext = (queryKey: readonly unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined, client: new QueryClient() }) as never;

/** Runs a query function for a key, always as a promise. */
const run = <T,>(read: (context: never) => T | Promise<T>, queryKey: readonly unknown[]): Promise<T> =>
  Promise.resolve(read(queryContext(queryKey)));

describe('getQueryFn', () => {
  it('resolves a 401 to null when on401 is returnNull', async () => {
    const read = getQueryFn<unknown>({ on401: 'returnNull' });
    await expect(run(read, [`${base}/api/auth/user`])).resolves.toBeNull();
  });

  it('throws the 401 when on401 is throw, with the parsed code and server message', async () => {
    const read = getQueryFn<unknown>({ on401: 'throw' });
    const error = await run(read, [`${base}/api/auth/user`]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('401: {"message":"You are not signed in.","code":"UNAUTHENTICATED"}');
    expect((error as ApiError).code).toBe('UNAUTHENTICATED');
    expect((error as ApiError).serverMessage).toBe('You are not signed in.');
  });

  it('returns the parsed JSON of a successful read', async () => {
    const read = getQueryFn<{ credits: number }>({ on401: 'returnNull' });
    await expect(run(read, [`${base}/api/user/credits`])).resolves.toMatchObject({ credits: 50 });
  });

  it('throws `500: text` for a failed read with a text body', async () => {
    const read = getQueryFn<unknown>({ on401: 'returnNull' });
    const error = (await run(read, [`${base}/api/boom`]).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('500: Something broke');
    expect(error.status).toBe(500);
    expect(error.code).toBeUndefined();
    expect(error.serverMessage).toBeUndefined();
  });

  it('uses the status text when the error body is empty', async () => {
    const read = getQueryFn<unknown>({ on401: 'returnNull' });
    const error = (await run(read, [`${base}/api/empty-error`]).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.responseText).toBe('Service Unavailable');
  });

  it('turns a trailing object in the key into the query string', async () => {
    const read = getQueryFn<{ url: string }>({ on401: 'throw' });
    const reply = await run(read, [`${base}/api/search`, { q: 'cells', maxResults: 20, empty: '' }]);
    expect(reply?.url).toBe('/api/search?q=cells&maxResults=20');
  });
});

describe('apiRequest', () => {
  it('sends JSON and returns the parsed reply', async () => {
    const reply = await apiRequest<{ contentType: string; body: unknown }>('POST', `${base}/api/echo`, { a: 1 });
    expect(reply.contentType).toBe('application/json');
    expect(reply.body).toEqual({ a: 1 });
  });

  it('throws an ApiError carrying the JSON error code and server message', async () => {
    const error = (await apiRequest('POST', `${base}/api/auth/signin`, {
      email: 'ada@example.edu',
      password: 'wrong-password',
    }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.code).toBe('INVALID_CREDENTIALS');
    expect(error.serverMessage).toBe('Invalid email or password.');
    expect(error.message).toBe('401: {"message":"Invalid email or password.","code":"INVALID_CREDENTIALS"}');
  });

  it('returns undefined for 204 No Content', async () => {
    await expect(apiRequest('DELETE', `${base}/api/thing`)).resolves.toBeUndefined();
  });

  it('throws `500: text` for a text error', async () => {
    await expect(apiRequest('GET', `${base}/api/boom`)).rejects.toThrow('500: Something broke');
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

describe('urlFromQueryKey', () => {
  it('joins string segments', () => {
    expect(urlFromQueryKey(['/api/profile', 'ada'])).toBe('/api/profile/ada');
  });
});

describe('createQueryClient', () => {
  it('uses the spec defaults: 30 s stale, no retry, no refetch on focus, 401 → null', async () => {
    const client = createQueryClient();
    const defaults = client.getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(30_000);
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
    await expect(client.fetchQuery({ queryKey: [`${base}/api/auth/user`] })).resolves.toBeNull();
    await expect(client.fetchQuery({ queryKey: [`${base}/api/boom`] })).rejects.toThrow('500: Something broke');
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
