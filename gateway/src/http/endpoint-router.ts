import { DomainError, endpointKey, ErrorCode, type AnyHttpEndpoint, type PricedFeature, type SignedInActor, type RpcRequest, type RpcSubject, type UploadedFile } from '@studyforge/contracts';
import type { RpcClient, RpcContext } from '@studyforge/service-kit';
import type { IRoute, NextFunction, Request, RequestHandler, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { requestedJobId } from '../generation/job-announcements.js';
import { signedInActor } from '../session/signed-in.js';
import { StatusAnswer, type EndpointCall, type EndpointHandler } from './endpoint-handler.js';
import { answerError, type ErrorSubject } from './error-answer.js';
import { writeJson } from './json-answer.js';
import { parseInput } from './request-validation.js';
import { actorOf, rpcContextOf } from './request-context.js';
import type { UploadReceiver } from './upload-receiver.js';

/** Cache-Control that forbids keeping the answer at all. */
const NEVER_STORED = /(^|,)\s*no-store\s*(,|$)/i;

type Endpoints = Readonly<Record<string, AnyHttpEndpoint>>;
type Handlers = Readonly<Record<string, EndpointHandler<AnyHttpEndpoint>>>;

/** The quotas of costly endpoints: a call is admitted (or refused with a RateLimitError) before its upload is stored. */
export interface CostlyWorkGate {
  admit(userId: string, jobId: string): Promise<void>;
  /** The call succeeded: its job is done. */
  release(userId: string, jobId: string): Promise<void>;
  /** The call failed: its job may never have started, have failed, or still be running (then its slot is kept until it ends). */
  releaseWhenEnded(userId: string, jobId: string, context: RpcContext): Promise<'never-started' | 'started' | 'unknown'>;
}

/** The balance check of an upload that will be charged, before its files are stored. */
export interface UploadCreditGate {
  ensureAffordable(feature: PricedFeature, userId: string, context: RpcContext): Promise<void>;
}

export interface EndpointRouterDeps {
  rpc: Pick<RpcClient, 'request'>;
  uploads: UploadReceiver;
  quota: CostlyWorkGate;
  credits: UploadCreditGate;
  logger: Logger;
}

/** What the router needs of the Express app. */
export interface RouteTarget {
  route(path: string): IRoute;
  use(handler: RequestHandler): unknown;
}

/**
 * Refuses to start when the declarations and the gateway's code disagree: every endpoint is a forward
 * or has one handler, every handler names an endpoint, and uploads are only taken from signed-in users.
 */
export function assertEndpointsAnswered(endpoints: Endpoints, handlers: Handlers): void {
  const problems: string[] = [];
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const handled = name in handlers;
    if (endpoint.forward && handled) problems.push(`${name} is a forward and has a handler`);
    if (!endpoint.forward && !handled) problems.push(`${name} (${endpointKey(endpoint)}) has no handler and no forward`);
    if (endpoint.forward && endpoint.reply.kind !== 'json') problems.push(`${name} forwards but does not answer JSON`);
    if (endpoint.body?.kind === 'multipart' && endpoint.auth !== 'signed-in') problems.push(`${name} takes uploads without a session`);
    if (endpoint.costly && endpoint.auth !== 'signed-in') problems.push(`${name} starts costly work without a session`);
    if (endpoint.costly && endpoint.body?.kind === 'multipart' && !endpoint.charges) problems.push(`${name} takes uploads for costly work without naming the feature it charges`);
  }
  for (const name of Object.keys(handlers)) {
    if (!(name in endpoints)) problems.push(`the handler ${name} names no declared endpoint`);
  }
  if (problems.length) throw new Error(`The HTTP endpoints and their handlers disagree: ${problems.join('; ')}.`);
}

/** `/api/jobs/{id}` → `/api/jobs/:id`. */
export function expressPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Serves every declared endpoint: the session check from `auth`, params, query and body validated with
 * the contract's schemas, uploads stored before the fields are checked, then the NATS forward or the
 * gateway's handler, and the answer with the declared status and Cache-Control.
 */
export class EndpointRouter {
  constructor(
    private readonly endpoints: Endpoints,
    private readonly handlers: Handlers,
    private readonly deps: EndpointRouterDeps,
  ) {
    assertEndpointsAnswered(endpoints, handlers);
  }

  /**
   * Fixed paths first, so `/api/books/config` is never taken for `/api/{source}/…`. A request for a fixed
   * path spelled exactly as declared is served straight from a map (the same `serve`); any other spelling,
   * HEAD, and every parameterised path walk Express's routes below.
   */
  register(app: RouteTarget): void {
    app.use(this.fixedPathDispatch());
    const byParams = ([, endpoint]: [string, AnyHttpEndpoint]) => endpoint.path.split('{').length;
    const ordered = Object.entries(this.endpoints).sort((a, b) => byParams(a) - byParams(b));
    for (const [name, endpoint] of ordered) {
      const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      const handler = this.handlers[name];
      app.route(expressPath(endpoint.path))[method]((req: Request, res: Response) => this.serve(endpoint, handler, req, res));
    }
  }

  private fixedPathDispatch(): RequestHandler {
    const byMethod = new Map<string, Map<string, { endpoint: AnyHttpEndpoint; handler: EndpointHandler<AnyHttpEndpoint> | undefined }>>();
    for (const [name, endpoint] of Object.entries(this.endpoints)) {
      if (endpoint.path.includes('{')) continue;
      if (!byMethod.has(endpoint.method)) byMethod.set(endpoint.method, new Map());
      byMethod.get(endpoint.method)!.set(endpoint.path, { endpoint, handler: this.handlers[name] });
    }
    return (req: Request, res: Response, next: NextFunction) => {
      const found = byMethod.get(req.method)?.get(req.path);
      if (!found) return next();
      req.params = {};
      this.serve(found.endpoint, found.handler, req, res).catch(next);
    };
  }

  private async serve(endpoint: AnyHttpEndpoint, handler: EndpointHandler<AnyHttpEndpoint> | undefined, req: Request, res: Response): Promise<void> {
    let stored: UploadedFile[] = [];
    let admitted: { userId: string; jobId: string } | null = null;
    try {
      const actor = endpoint.auth === 'signed-in' ? signedInActor(req) : actorOf(req);
      const paramsError = endpoint.invalidParams === 'NOT_FOUND' ? ErrorCode.NotFound : ErrorCode.ValidationFailed;
      const params = parseInput(endpoint.params, req.params, paramsError);
      const query = parseInput(endpoint.query, req.query);
      let body: unknown;
      if (endpoint.body?.kind === 'json') body = parseInput(endpoint.body.schema, req.body);
      if (endpoint.costly) {
        const candidate = { userId: signedInActor(req).userId, jobId: jobIdOf(req) };
        await this.deps.quota.admit(candidate.userId, candidate.jobId);
        admitted = candidate;
      }
      if (endpoint.body?.kind === 'multipart' && endpoint.charges) {
        await this.deps.credits.ensureAffordable(endpoint.charges, signedInActor(req).userId, rpcContextOf(req));
      }
      if (endpoint.body?.kind === 'multipart') {
        const upload = await this.deps.uploads.receive(req, signedInActor(req).userId, endpoint.body.fields);
        stored = upload.files;
        const fields = parseInput(endpoint.body.schema, withoutBlanks(upload.fields)) as Record<string, unknown>;
        body = { ...fields, files: upload.files };
      }
      const call = { req, res, params, query, body, actor, context: rpcContextOf(req) } as EndpointCall<AnyHttpEndpoint>;
      const result = endpoint.forward ? await this.forward(endpoint, call) : await handler!(call);
      await this.freeSlot(admitted, req, 'succeeded');
      admitted = null;
      if (endpoint.reply.kind === 'json' || result instanceof StatusAnswer) this.sendJson(endpoint, res, result);
    } catch (error) {
      const job = await this.freeSlot(admitted, req, 'failed');
      const refused = (error instanceof DomainError && error.code === ErrorCode.ValidationFailed) || job === 'never-started';
      if (stored.length && refused) {
        await this.deps.uploads.discard(stored).catch((cleanup: unknown) => this.deps.logger.warn({ err: cleanup }, 'could not remove a refused upload'));
      }
      answerError(error, req, res, this.deps.logger);
    }
  }

  /** Before answering, so the student's next call finds the slot free; a job that outlasts its call (a long recap) keeps it. */
  private async freeSlot(admitted: { userId: string; jobId: string } | null, req: Request, outcome: 'succeeded' | 'failed'): Promise<'never-started' | 'started' | 'unknown'> {
    if (!admitted) return 'unknown';
    const { userId, jobId } = admitted;
    try {
      if (outcome === 'failed') return await this.deps.quota.releaseWhenEnded(userId, jobId, rpcContextOf(req));
      await this.deps.quota.release(userId, jobId);
      return 'started';
    } catch (error) {
      this.deps.logger.warn({ err: error, jobId }, 'could not free a job slot');
      return 'unknown';
    }
  }

  /**
   * The fast lane's share of `serve` (fast-lane.ts) for a plain forward (isPlainForward) called by a URL
   * without query, for an actor whose session was read: the NATS call with its timeout, then the same
   * answer or error as `serve` gives.
   */
  async answerPlainForward(endpoint: AnyHttpEndpoint, input: PlainForwardInput, res: ServerResponse): Promise<void> {
    try {
      if (!isPlainForward(endpoint)) throw new Error(`${endpointKey(endpoint)} is not a plain forward`);
      const params = parseInput(endpoint.params, {}, endpoint.invalidParams === 'NOT_FOUND' ? ErrorCode.NotFound : ErrorCode.ValidationFailed);
      const query = parseInput(endpoint.query, {});
      const result = await this.forward(endpoint, { params, query, body: undefined, actor: input.actor, context: input.context });
      this.sendUnstoredJson(endpoint, res, result);
    } catch (error) {
      answerError(error, input.subject, res, this.deps.logger);
    }
  }

  private forward(endpoint: AnyHttpEndpoint, call: Pick<EndpointCall<AnyHttpEndpoint>, 'params' | 'query' | 'body' | 'actor' | 'context'>): Promise<unknown> {
    const { subject, request, timeoutMs } = endpoint.forward!;
    return this.deps.rpc.request(subject, request(call as EndpointCall<AnyHttpEndpoint>) as RpcRequest<RpcSubject>, call.context, timeoutMs);
  }

  private sendJson(endpoint: AnyHttpEndpoint, res: Response, result: unknown): void {
    const answer = result instanceof StatusAnswer ? result : new StatusAnswer(endpoint.status, result);
    if (!neverStored(endpoint) || answer.status === 204) {
      if (endpoint.cacheControl) res.setHeader('Cache-Control', endpoint.cacheControl);
      res.status(answer.status).json(answer.body);
      return;
    }
    this.sendUnstoredJson(endpoint, res, answer);
  }

  // An answer no cache may keep is never revalidated, so Express's ETag (a hash of every body) would buy nothing.
  private sendUnstoredJson(endpoint: AnyHttpEndpoint, res: ServerResponse, result: unknown): void {
    const answer = result instanceof StatusAnswer ? result : new StatusAnswer(endpoint.status, result);
    res.setHeader('Cache-Control', endpoint.cacheControl!);
    writeJson(res, answer.status, answer.body);
  }
}

/** What the fast lane knows of a call: who asks, its RPC context, and what an error answer tells of it. */
export interface PlainForwardInput {
  actor: SignedInActor;
  context: RpcContext;
  subject: ErrorSubject;
}

function neverStored(endpoint: AnyHttpEndpoint): boolean {
  return NEVER_STORED.test(endpoint.cacheControl ?? '');
}

/**
 * An endpoint `answerPlainForward` may serve: a signed-in GET forward of a fixed path that changes nothing
 * and takes no body or quota slot, answering JSON that no cache may keep. Its query (none, on a URL without
 * one) is still checked against the declaration, as Express's path checks it.
 */
export function isPlainForward(endpoint: AnyHttpEndpoint): boolean {
  return (
    endpoint.method === 'GET' &&
    Boolean(endpoint.forward) &&
    endpoint.auth === 'signed-in' &&
    !endpoint.path.includes('{') &&
    !endpoint.body &&
    !endpoint.costly &&
    !endpoint.changesState &&
    endpoint.origin !== 'any' &&
    endpoint.reply.kind === 'json' &&
    neverStored(endpoint)
  );
}

/**
 * The id of a costly call's job: the browser's X-Job-Id, or one chosen here and set on the request so the
 * handler starts its job under it and the job's quota slot follows that job.
 */
function jobIdOf(req: Request): string {
  const jobId = requestedJobId(req) ?? randomUUID();
  req.headers['x-job-id'] = jobId;
  return jobId;
}

/** A blank form field is an absent one (the contract's default applies). */
function withoutBlanks(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
}
