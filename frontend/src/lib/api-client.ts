import {
  endpointKey,
  endpointUrl,
  type AnyHttpEndpoint,
  type EndpointBodyInput,
  type EndpointUrlInput,
  type JsonBody,
  type JsonReply,
} from '@studyforge/contracts';
import type { z } from 'zod';
import { finishedAcceptedJob, readApiJson } from './accepted-job';

/**
 * The one HTTP client of the SPA (spec §7, §8), built on the endpoint declarations of the contracts.
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

/**
 * The server answered, but not in the shape its endpoint declares: a clear error instead of data the
 * screens would misread.
 */
export class ApiReplyError extends Error {
  override readonly name = 'ApiReplyError';

  constructor(
    /** `GET /api/user/credits`. */
    readonly endpoint: string,
    /** What did not match, e.g. `credits: Invalid input: expected number, received string`. */
    readonly problems: string,
  ) {
    super(`The answer of ${endpoint} is not in the expected format (${problems}).`);
  }
}

/** An endpoint that answers JSON. */
export type JsonEndpoint = AnyHttpEndpoint & { reply: JsonReply };

/** An endpoint the client can call with `apiCall`: a JSON answer, and a JSON body or none. */
export type CallableEndpoint = JsonEndpoint & { body: JsonBody | null };

/** The checked reply of an endpoint. */
export type ReplyOf<E extends JsonEndpoint> = z.output<E['reply']['schema']>;

/** The path parameters, the query and the body of a call, each as its endpoint declares it. */
export type ApiCallInput<E extends CallableEndpoint> = EndpointUrlInput<E> &
  (E['body'] extends null ? { body?: undefined } : { body: EndpointBodyInput<E> });

/** The input may be left out when the endpoint needs neither path parameters nor a body. */
export type ApiCallArgs<E extends CallableEndpoint> = object extends ApiCallInput<E> ? [input?: ApiCallInput<E>] : [input: ApiCallInput<E>];

/** Checks a parsed answer against the endpoint's reply schema. */
export function parseReply<S extends z.ZodType>(endpoint: Pick<AnyHttpEndpoint, 'method' | 'path'>, schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'reply'}: ${issue.message}`)
    .join('; ');
  throw new ApiReplyError(endpointKey(endpoint), problems);
}

/** The answer's body as JSON (undefined when empty; the raw text when it is not JSON). */
function parseBodyText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends one call of an endpoint (with an optional abort signal) and returns its checked reply. */
export async function callEndpoint<E extends CallableEndpoint>(endpoint: E, input: ApiCallInput<E> | undefined, signal?: AbortSignal): Promise<ReplyOf<E>> {
  const init: RequestInit = { method: endpoint.method, credentials: 'include', headers: { Accept: 'application/json' }, signal };
  if (input?.body !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(input.body);
  }
  const res = await fetch(endpointUrl<AnyHttpEndpoint>(endpoint, { params: input?.params, query: input?.query }), init);
  return replyOfResponse(endpoint, res, signal);
}

/** The checked reply of an endpoint from its answer (an {@link ApiError} when not OK), e.g. of a request sent ahead. */
export async function replyOfResponse<E extends CallableEndpoint>(endpoint: E, res: Response, signal?: AbortSignal): Promise<ReplyOf<E>> {
  await throwIfResNotOk(res);
  const data = parseBodyText(await res.text());
  // A job-backed endpoint answers 202 when its job outlives the request: follow the job, then make the reply from it.
  if (res.status === 202 && endpoint.job) {
    const status = await finishedAcceptedJob(data, signal);
    return parseReply<E['reply']['schema']>(endpoint, endpoint.reply.schema, await endpoint.job.fromJob(status, (path) => readApiJson(path, signal)));
  }
  return parseReply<E['reply']['schema']>(endpoint, endpoint.reply.schema, data);
}

/**
 * Calls an endpoint: fills in its path parameters and query, sends the body as JSON, and checks the
 * answer against the endpoint's reply schema. A failed call throws an {@link ApiError}, an answer of
 * the wrong shape an {@link ApiReplyError}.
 */
export function apiCall<E extends CallableEndpoint>(endpoint: E, ...[input]: ApiCallArgs<E>): Promise<ReplyOf<E>> {
  return callEndpoint(endpoint, input);
}

/** What a toast should say for a failed call: the server's message, else the given fallback. */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return fallback;
}
