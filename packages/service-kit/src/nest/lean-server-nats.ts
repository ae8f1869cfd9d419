import { NatsContext, NatsRecord, ServerNats } from '@nestjs/microservices';
import type { NatsOptions } from '@nestjs/microservices';
import { finalize, isObservable } from 'rxjs';
import type { InFlightHandlers } from './in-flight-handlers.js';

interface NatsMessage {
  subject: string;
  reply?: string;
  headers?: unknown;
  json<T>(): T;
  respond(data: string): boolean;
}

/**
 * Nest's NATS server (same subscriptions, queue groups, options, status handling and handler pipeline:
 * guards, pipes, interceptors and exception filters such as RpcErrorFilter) with a shorter path for a
 * request whose handler answers one plain value: one decode, the handler, one encode and the reply in
 * Nest's wire format, without building an RxJS stream per message. Anything else (events, an observable
 * or a failure, which Nest's filters turn into an observable, a record with headers, an unknown subject
 * or a foreign payload) takes Nest's own path.
 *
 * Every message is counted in `inFlight` from its arrival until its last reply is sent (for an event, or a
 * request that fails before it can answer, until its handling settles), on both paths, so a stopping service
 * can let the running handlers answer.
 */
export class LeanServerNats extends ServerNats {
  /** Count-out functions of the messages on Nest's path whose publisher has not been made yet. */
  private readonly exits = new WeakMap<object, () => void>();
  /** Each subscribed pattern's route, worked out once (Nest's parse of a plain subject throws and catches a SyntaxError per message). */
  private readonly routes = new Map<string, string>();
  /** Short-path replies ready in this event-loop turn, sent together at its end (setImmediate): one socket write for them all. */
  private queued: Array<{ natsMsg: NatsMessage; text: string; exit: () => void }> = [];

  constructor(
    options: NonNullable<NatsOptions['options']>,
    private readonly inFlight: InFlightHandlers,
  ) {
    super(options);
  }

  override async handleMessage(channel: string, natsMsg: NatsMessage): Promise<unknown> {
    const exit = this.inFlight.enter();
    try {
      return await this.route(channel, natsMsg, exit);
    } catch (error) {
      exit();
      throw error;
    }
  }

  /** Nest's publisher of a message's replies, counting the message out with its last reply. */
  override getPublisher(natsMsg: NatsMessage, id: string, ctx: NatsContext): (response: object) => unknown {
    const publish = super.getPublisher(natsMsg as never, id, ctx) as (response: object) => unknown;
    const exit = this.exits.get(natsMsg);
    if (!exit) return publish;
    this.exits.delete(natsMsg);
    return (response: { isDisposed?: boolean; status?: string }) => {
      try {
        return publish(response);
      } finally {
        if (response.isDisposed || response.status === 'error') exit();
      }
    };
  }

  override getRouteFromPattern(pattern: string): string {
    let route = this.routes.get(pattern);
    if (route === undefined) {
      route = super.getRouteFromPattern(pattern);
      if (this.routes.size < ROUTE_CACHE_LIMIT) this.routes.set(pattern, route);
    }
    return route;
  }

  private async route(channel: string, natsMsg: NatsMessage, exit: () => void): Promise<unknown> {
    const handler = this.getHandlerByPattern(channel);
    if (!natsMsg.reply || !handler || handler.isEventHandler) return this.viaNest(channel, natsMsg, exit);
    let packet: { id?: unknown; pattern?: unknown; data?: unknown } | null;
    try {
      packet = natsMsg.json();
    } catch {
      return this.viaNest(channel, natsMsg, exit);
    }
    if (!isNestPacket(packet)) return this.viaNest(channel, natsMsg, exit);
    const { id, data } = packet;
    const context = new NatsContext([natsMsg.subject, natsMsg.headers]);
    const reply = (response: { response?: unknown; isDisposed?: boolean }): void => {
      try {
        natsMsg.respond(JSON.stringify({ ...response, id }));
      } finally {
        if (response.isDisposed) exit();
      }
    };
    // Returns the hooks' promise (typed void by Nest), so a failure reaches Nest's handler of message errors.
    return this.runWithProcessingHooks(context, async (runEndHook) => {
      const result: unknown = await handler(data, context);
      if (isObservable(result) || result instanceof Promise || result instanceof NatsRecord) {
        this.send(this.transformToObservable(result).pipe(finalize(runEndHook)), reply);
        return;
      }
      runEndHook();
      this.replySoon(natsMsg, JSON.stringify({ response: result, isDisposed: true, id }), exit);
    });
  }

  /**
   * nats.js writes what was published since its last write one microtask later; a reply is queued to this turn's
   * end instead, so the replies of every request whose work ended in this turn leave in one write (and one read
   * for nats-server). The message stays counted in flight until its reply is sent.
   */
  private replySoon(natsMsg: NatsMessage, text: string, exit: () => void): void {
    if (this.queued.length === 0) setImmediate(() => this.sendQueued());
    this.queued.push({ natsMsg, text, exit });
  }

  private sendQueued(): void {
    const batch = this.queued;
    this.queued = [];
    for (const { natsMsg, text, exit } of batch) {
      try {
        natsMsg.respond(text);
      } catch (error) {
        this.logger.error(`Could not send a reply: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        exit();
      }
    }
  }

  /** Nest's own path; a message that gets no publisher there (an event, a payload without id) is counted out once handled. */
  private async viaNest(channel: string, natsMsg: NatsMessage, exit: () => void): Promise<unknown> {
    this.exits.set(natsMsg, exit);
    try {
      return await super.handleMessage(channel, natsMsg as never);
    } finally {
      if (this.exits.delete(natsMsg)) exit();
    }
  }
}

/** More distinct patterns than any service subscribes to: beyond this, routes are worked out per message as Nest does. */
const ROUTE_CACHE_LIMIT = 1000;

/** What Nest's NATS client sends for a request: exactly `pattern`, `data` and an `id`. */
function isNestPacket(value: unknown): value is { id: string; pattern: unknown; data: unknown } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (value as { id?: unknown }).id !== undefined && keys.every((key) => key === 'id' || key === 'pattern' || key === 'data') && 'pattern' in value;
}
