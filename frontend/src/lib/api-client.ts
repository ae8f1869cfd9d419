import type { QueryFunction, QueryKey } from '@tanstack/react-query';

/**
 * The one HTTP client of the SPA (spec §7, §8).
 *
 * Every call sends the session cookie. A non-OK answer throws an {@link ApiError} whose message is
 * `${status}: ${responseText || statusText}`; when the body is the API's JSON error
 * (`{ message, code }`) the parsed fields are exposed as `serverMessage` and `code` so the UI can
 * show the server's words.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status code. */
    readonly status: number,
    /** The raw response text (or the status text when the body was empty). */
    readonly responseText: string,
    /** `code` of the JSON error body, when there is one. */
    readonly code?: string,
    /** `message` of the JSON error body, when there is one. */
    readonly serverMessage?: string,
  ) {
    super(`${status}: ${responseText}`);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function parseErrorBody(text: string): { code?: string; message?: string } {
  if (!text) return {};
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null) return {};
    const { code, message } = body as Record<string, unknown>;
    return {
      code: typeof code === 'string' ? code : undefined,
      message: typeof message === 'string' && message.length > 0 ? message : undefined,
    };
  } catch {
    return {};
  }
}

/** Throws an {@link ApiError} for any non-OK response; returns the response untouched otherwise. */
export async function throwIfResNotOk(res: Response): Promise<Response> {
  if (res.ok) return res;
  let text = '';
  try {
    text = await res.text();
  } catch {
    text = '';
  }
  throw apiErrorFrom(res.status, res.statusText, text);
}

/** The {@link ApiError} for a failed answer, from its status, status text and body text. */
export function apiErrorFrom(status: number, statusText: string, text: string): ApiError {
  const parsed = parseErrorBody(text);
  return new ApiError(status, text || statusText, parsed.code, parsed.message);
}

async function readBody<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  if (!text) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) return JSON.parse(text) as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Sends one request and returns the parsed JSON answer (undefined for an empty body).
 * A plain object body is sent as JSON; a FormData body as multipart.
 */
export async function apiRequest<T = unknown>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json' } };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(url, init);
  await throwIfResNotOk(res);
  return readBody<T>(res);
}

/**
 * The URL a query key stands for: string segments joined with '/', and a trailing plain object,
 * if any, turned into the query string. `['/api/user/credits']` → `/api/user/credits`.
 */
export function urlFromQueryKey(queryKey: QueryKey): string {
  const segments: string[] = [];
  let params: Record<string, unknown> | undefined;
  for (const part of queryKey) {
    if (typeof part === 'string' || typeof part === 'number') segments.push(String(part));
    else if (part && typeof part === 'object' && !Array.isArray(part)) params = part as Record<string, unknown>;
  }
  let url = segments.join('/');
  if (params) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
    }
    const query = search.toString();
    if (query) url += `${url.includes('?') ? '&' : '?'}${query}`;
  }
  return url;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default read of the query client: GET the URL of the query key. With `on401: 'returnNull'`
 * a 401 answer resolves to `null` (signed out) instead of an error.
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(urlFromQueryKey(queryKey), {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal,
    });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return readBody<T>(res);
  };
}

/** What a toast should say for a failed call: the server's message, else the given fallback. */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return fallback;
}
