import type { AnyHttpEndpoint, ApiEndpoints, BodyOutput, EndpointActor, EndpointName, JobAcceptedReply, JsonReply } from '@studyforge/contracts';
import type { RpcContext } from '@studyforge/service-kit';
import type { Request, Response } from 'express';
import type { z } from 'zod';

/** A JSON answer with another status than the endpoint's usual one (e.g. a health report that is 503). */
export class StatusAnswer<T> {
  constructor(
    readonly status: number,
    readonly body: T,
  ) {}
}

/** One validated HTTP call, as a handler receives it. */
export interface EndpointCall<E extends AnyHttpEndpoint> {
  req: Request;
  res: Response;
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: BodyOutput<E['body']>;
  actor: EndpointActor<E['auth']>;
  context: RpcContext;
}

/**
 * A JSON endpoint's handler returns its reply; a binary, event-stream or redirect one writes the response itself, or
 * returns the 202 of a job that outlived the wait (a job-backed binary endpoint, such as read-aloud audio).
 */
export type EndpointResult<E extends AnyHttpEndpoint> = E['reply'] extends JsonReply<infer S>
  ? z.output<S> | StatusAnswer<z.output<S>> | StatusAnswer<JobAcceptedReply>
  : void | undefined | StatusAnswer<JobAcceptedReply>;

export type EndpointHandler<E extends AnyHttpEndpoint> = (call: EndpointCall<E>) => Promise<EndpointResult<E>> | EndpointResult<E>;

/** Handlers keyed by endpoint name; an endpoint with a `forward` needs none. */
export type EndpointHandlers = { [N in EndpointName]?: EndpointHandler<ApiEndpoints[N]> };

/** What every group of handlers provides to the router. */
export interface EndpointHandlerSet {
  readonly handlers: EndpointHandlers;
}

/** Handlers typed by their endpoint's declaration (and refused at compile time for a name no endpoint has). */
export function defineHandlers(handlers: EndpointHandlers): EndpointHandlers {
  return handlers;
}

/** One registry from every group; the same endpoint handled twice is a start-up error. */
export function mergeHandlers(sets: readonly EndpointHandlerSet[]): Record<string, EndpointHandler<AnyHttpEndpoint>> {
  const merged: Record<string, EndpointHandler<AnyHttpEndpoint>> = {};
  for (const set of sets) {
    for (const [name, handler] of Object.entries(set.handlers)) {
      if (name in merged) throw new Error(`The endpoint ${name} has two handlers.`);
      merged[name] = handler as EndpointHandler<AnyHttpEndpoint>;
    }
  }
  return merged;
}
