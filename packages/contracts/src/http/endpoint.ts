import { z } from 'zod';
import type { Actor } from '../envelope.js';
import type { ErrorCode } from '../errors.js';
import type { PricedFeature } from '../credits.js';
import type { StudyFileType } from '../file-types.js';
import type { JobStatus, UploadedFile } from '../generation.js';
import type { RpcRequest, RpcSubject } from '../rpc.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `signed-in`: a session is required (401 otherwise); `public`: anyone may call. */
export type EndpointAuth = 'signed-in' | 'public';

export type SuccessStatus = 200 | 201 | 302;

/**
 * Which sites may call a state-changing endpoint from a browser. `same-origin` (the default): only the
 * app's own pages (the gateway refuses other `Origin`s with 403). `any`: every site, for endpoints
 * authenticated by signature rather than by the session cookie (webhooks from a payment provider).
 */
export type EndpointOrigin = 'same-origin' | 'any';

export interface JsonBody<S extends z.ZodType = z.ZodType> {
  readonly kind: 'json';
  readonly schema: S;
}

export interface MultipartField {
  readonly description: string;
  /** A file field, repeated once per file. */
  readonly files?: true;
  /** A field of one file with rules of its own instead of the study files' (types, size, the messages refusing it). */
  readonly file?: FileFieldRule;
}

/** One file of the listed types, at most `maxBytes`; anything else is refused with these messages. */
export interface FileFieldRule {
  readonly types: readonly StudyFileType[];
  readonly maxBytes: number;
  readonly invalidType: string;
  readonly tooLarge: string;
  readonly tooMany: string;
}

/** multipart/form-data: files go to storage first, then the text fields are checked with `schema`. */
export interface MultipartBody<S extends z.ZodType = z.ZodType> {
  readonly kind: 'multipart';
  readonly fields: Readonly<Record<string, MultipartField>>;
  readonly schema: S;
}

export type EndpointBody = JsonBody | MultipartBody;

export interface JsonReply<S extends z.ZodType = z.ZodType> {
  readonly kind: 'json';
  readonly schema: S;
  readonly description: string;
}

export interface BinaryReply {
  readonly kind: 'binary';
  readonly contentType: string;
  readonly description: string;
}

export interface EventStreamReply {
  readonly kind: 'event-stream';
  readonly description: string;
}

export interface RedirectReply {
  readonly kind: 'redirect';
  readonly description: string;
}

export type EndpointReply = JsonReply | BinaryReply | EventStreamReply | RedirectReply;

export interface SignedInActor {
  userId: string;
}

export type EndpointActor<A extends EndpointAuth> = A extends 'signed-in' ? SignedInActor : Actor;

/** The validated body: a JSON body's output, or a multipart form's fields with the files it stored. */
export type BodyOutput<B> =
  B extends JsonBody<infer S> ? z.output<S> : B extends MultipartBody<infer S> ? z.output<S> & { files: UploadedFile[] } : undefined;

/** What a forward (and a gateway handler) gets: the validated request and who asks. */
export interface EndpointInput<A extends EndpointAuth, Params extends z.ZodType, Query extends z.ZodType, Body> {
  params: z.output<Params>;
  query: z.output<Query>;
  body: BodyOutput<Body>;
  actor: EndpointActor<A>;
}

/** A pure pass-through: the endpoint is one NATS request, built from the HTTP request. */
export interface EndpointForward<S extends RpcSubject, Input> {
  readonly subject: S;
  readonly request: (input: Input) => RpcRequest<S>;
  /** How long the service may take, when more than the default. */
  readonly timeoutMs?: number;
}

export type NoFields = z.ZodObject<{}>;
const noFields: NoFields = z.object({});

export interface HttpEndpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  A extends EndpointAuth = EndpointAuth,
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends EndpointBody | null = EndpointBody | null,
  Reply extends EndpointReply = EndpointReply,
> {
  readonly method: M;
  /** OpenAPI style: `/api/jobs/{id}`. */
  readonly path: P;
  readonly auth: A;
  /** The path parameters, one key per `{name}` of the path. */
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  readonly reply: Reply;
  readonly status: SuccessStatus;
  /** Invalid path parameters answer 400 VALIDATION_FAILED, or 404 NOT_FOUND when they name something that does not exist. */
  readonly invalidParams: 'VALIDATION_FAILED' | 'NOT_FOUND';
  readonly summary: string;
  readonly tag: string;
  /** The error codes it can answer. */
  readonly errors: readonly ErrorCode[];
  /** The Cache-Control header of the answer. */
  readonly cacheControl?: string;
  readonly origin: EndpointOrigin;
  /** Whether a call changes something (a POST, PUT, PATCH or DELETE; or a GET such as the sign-out): then only the app's own pages may make it. */
  readonly changesState: boolean;
  /** Whether a call starts costly work (an AI model, speech, a charge): then it counts against the student's quotas and may answer 429. */
  readonly costly: boolean;
  /** The price-table feature a call charges: an upload is refused (402) before its files are stored when the balance is below one of it. */
  readonly charges?: PricedFeature;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each endpoint's forward is typed where it is declared
  readonly forward?: EndpointForward<RpcSubject, any>;
  /**
   * A job-backed endpoint: it may answer 202 with the job to follow (jobAcceptedReplySchema); this makes its reply from
   * the finished job (a binary endpoint's: the path to GET the finished job's result from, e.g. its audio).
   */
  readonly job?: JobBackedReply;
}

/**
 * How a finished job's result becomes the endpoint's reply (for a binary reply: the path it is read from); `read` GETs
 * a JSON path of the API (for what the job's result only names).
 */
export interface JobBackedReply<R = unknown> {
  readonly fromJob: (status: JobStatus, read: (path: string) => Promise<unknown>) => R | Promise<R>;
}

/** Any declared endpoint, for code that handles them all alike. */
export type AnyHttpEndpoint = HttpEndpoint;

export interface EndpointDeclaration<
  M extends HttpMethod,
  P extends string,
  A extends EndpointAuth,
  Params extends z.ZodType,
  Query extends z.ZodType,
  Body extends EndpointBody | null,
  Reply extends EndpointReply,
  S extends RpcSubject,
> {
  method: M;
  path: P;
  auth: A;
  params?: Params;
  query?: Query;
  body?: Body;
  reply: Reply;
  status?: SuccessStatus;
  invalidParams?: 'VALIDATION_FAILED' | 'NOT_FOUND';
  summary: string;
  tag: string;
  errors: readonly ErrorCode[];
  cacheControl?: string;
  /** `any` only for an endpoint authenticated by signature (a webhook); see EndpointOrigin. */
  origin?: EndpointOrigin;
  /** Only for a GET that changes something (the sign-out, reached by browser navigation); other methods always do. */
  changesState?: true;
  /** Costly work without a charge or an AI error to show it (otherwise derived, see isCostlyDeclaration). */
  costly?: boolean;
  charges?: PricedFeature;
  forward?: EndpointForward<S, EndpointInput<A, Params, Query, Body>>;
  job?: JobBackedReply<Reply extends JsonReply<infer R> ? z.input<R> : Reply extends BinaryReply ? string : never>;
}

/** Declares an endpoint, keeping its literal method and path and the types of its schemas. */
export function defineEndpoint<
  const M extends HttpMethod,
  const P extends string,
  const A extends EndpointAuth,
  Params extends z.ZodType = NoFields,
  Query extends z.ZodType = NoFields,
  Body extends EndpointBody | null = null,
  Reply extends EndpointReply = EndpointReply,
  S extends RpcSubject = RpcSubject,
>(declaration: EndpointDeclaration<M, P, A, Params, Query, Body, Reply, S>): HttpEndpoint<M, P, A, Params, Query, Body, Reply> {
  const costly = declaration.costly ?? isCostlyDeclaration(declaration.errors);
  return {
    ...declaration,
    errors: costly && !declaration.errors.includes('RATE_LIMITED') ? [...declaration.errors, 'RATE_LIMITED'] : declaration.errors,
    costly,
    params: declaration.params ?? (noFields as unknown as Params),
    query: declaration.query ?? (noFields as unknown as Query),
    body: declaration.body ?? (null as Body),
    status: declaration.status ?? 200,
    invalidParams: declaration.invalidParams ?? 'VALIDATION_FAILED',
    origin: declaration.origin ?? 'same-origin',
    changesState: declaration.method !== 'GET' || declaration.changesState === true,
  };
}

/**
 * An endpoint that may charge credits or fail in the AI provider starts costly work, so a new AI endpoint
 * is limited without anyone remembering to say so.
 */
export function isCostlyDeclaration(errors: readonly ErrorCode[]): boolean {
  return errors.includes('INSUFFICIENT_CREDITS') || errors.includes('AI_PROVIDER_FAILED');
}

export function jsonBody<S extends z.ZodType>(schema: S): JsonBody<S> {
  return { kind: 'json', schema };
}

export function multipartBody<S extends z.ZodType>(fields: Record<string, MultipartField>, schema: S): MultipartBody<S> {
  return { kind: 'multipart', fields, schema };
}

export function jsonReply<S extends z.ZodType>(schema: S, description: string): JsonReply<S> {
  return { kind: 'json', schema, description };
}

export function binaryReply(contentType: string, description: string): BinaryReply {
  return { kind: 'binary', contentType, description };
}

export function eventStreamReply(description: string): EventStreamReply {
  return { kind: 'event-stream', description };
}

export function redirectReply(description: string): RedirectReply {
  return { kind: 'redirect', description };
}

/** `GET /api/jobs/{id}`: how an endpoint is named in logs and start-up checks. */
export function endpointKey(endpoint: Pick<AnyHttpEndpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}

/** The parsed JSON reply of an endpoint (never for binary, event-stream or redirect answers). */
export type EndpointJsonReply<E extends AnyHttpEndpoint> = E['reply'] extends JsonReply<infer S> ? z.output<S> : never;

/** What a caller sends as the body: a JSON body's input, or a multipart form's text fields (files are added beside them). */
export type EndpointBodyInput<E extends AnyHttpEndpoint> =
  E['body'] extends JsonBody<infer S> ? z.input<S> : E['body'] extends MultipartBody<infer S> ? z.input<S> : undefined;

export type EndpointQueryInput<E extends AnyHttpEndpoint> = z.input<E['query']>;
