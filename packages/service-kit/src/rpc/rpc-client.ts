import { MuxedClientNats } from './muxed-client-nats.js';
import {
  DomainError,
  ErrorCode,
  isErrorBody,
  rpcMessages,
  type Actor,
  type Check,
  type RpcReply,
  type RpcRequest,
  type RpcSubject,
} from '@studyforge/contracts';
import { TimeoutError } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { withTimeout } from '../async/with-timeout.js';
import { natsConnectionOptions } from './nats-options.js';
import { ReplyInbox, type InboxMessage } from './reply-inbox.js';

export interface RpcContext {
  requestId: string;
  actor: Actor;
}

export interface RpcClientOptions {
  natsUrl: string;
  timeoutMs: number;
  logger?: Logger;
}

interface NatsMessageLike {
  string(): string;
}

interface NatsSubscriptionLike {
  unsubscribe(): void;
}

interface NatsConnectionLike {
  flush(): Promise<void>;
  isClosed(): boolean;
  publish(subject: string, payload: string, options?: { reply: string }): void;
  subscribe(subject: string, options: { callback: (error: Error | null, message: NatsMessageLike & InboxMessage) => void }): NatsSubscriptionLike;
}

/** What a Nest NATS server answers a request with (one message: the handler's value or its error). */
interface NestReply {
  err?: unknown;
  response?: unknown;
}

/** The reply did not carry a value (the handler returned nothing). */
class EmptyReplyError extends Error {}

/** Ends a subscription made with `RpcClient.subscribe`. */
export type Unsubscribe = () => void;

/**
 * Typed request/reply over NATS: validates the reply, bounds every call by a timeout, maps failures to
 * DomainError. The same connection also publishes and subscribes to plain JSON messages (events).
 */
export class RpcClient {
  private readonly client: MuxedClientNats;
  /** The open connection once made (nats.js reconnects it by itself); until then every call waits for it within its timeout. */
  private ready: NatsConnectionLike | null = null;
  /** The reply subscription of the requests on `ready`. */
  private inbox: ReplyInbox | null = null;
  private readonly inboxPrefix: string | undefined;

  constructor(private readonly options: RpcClientOptions) {
    const connectionOptions = natsConnectionOptions(options.natsUrl);
    this.inboxPrefix = connectionOptions.inboxPrefix;
    this.client = new MuxedClientNats({
      ...connectionOptions,
      name: 'rpc-client',
      // The per-call timeout below governs; this only bounds how long nats.js keeps a forgotten request.
      requestTimeoutMs: 120_000,
    });
  }

  async request<S extends RpcSubject>(
    subject: S,
    data: RpcRequest<S>,
    context: RpcContext,
    timeoutMs: number = this.options.timeoutMs,
  ): Promise<RpcReply<S>> {
    let reply: unknown;
    try {
      reply = await this.call(subject, { requestId: context.requestId, actor: context.actor, data }, timeoutMs);
    } catch (error) {
      throw this.toDomainError(subject, error, context);
    }
    const parsed = rpcMessages[subject].reply.safeParse(reply);
    if (!parsed.success) {
      this.options.logger?.error({ subject, requestId: context.requestId, issues: parsed.error.issues }, 'unexpected rpc reply');
      throw new DomainError(ErrorCode.Internal, `The ${serviceOf(subject)} service sent an unexpected reply.`);
    }
    return parsed.data as RpcReply<S>;
  }

  /** Whether the NATS connection is up: a round trip to the server, bounded by the timeout. */
  async ping(timeoutMs = 1000): Promise<Check> {
    try {
      const connection = await withTimeout(this.connection(), timeoutMs);
      if (connection.isClosed()) return { status: 'down', detail: 'connection closed' };
      await withTimeout(connection.flush(), timeoutMs);
      return { status: 'up' };
    } catch (error) {
      return { status: 'down', detail: error instanceof Error ? error.message : 'unreachable' };
    }
  }

  /**
   * Publishes one JSON message; like every NATS publish, it reaches only those subscribed at that
   * moment. Fails (after the call timeout) only when there has never been a connection.
   */
  async publish(subject: string, message: unknown): Promise<void> {
    const connection = await withTimeout(this.connection(), this.options.timeoutMs);
    connection.publish(subject, JSON.stringify(message));
  }

  /**
   * Hands each JSON message on the subject to `onMessage` until unsubscribed. Resolves once the NATS
   * server holds the subscription (bounded by the call timeout), so anything published after that is
   * heard. A message that is not JSON is dropped and logged.
   */
  async subscribe(subject: string, onMessage: (message: unknown) => void): Promise<Unsubscribe> {
    const unavailable = new DomainError(ErrorCode.ServiceUnavailable, 'Live updates are not available right now. Please try again in a moment.');
    const connection = await withTimeout(this.connection(), this.options.timeoutMs).catch(() => {
      throw unavailable;
    });
    const subscription = connection.subscribe(subject, {
      callback: (error, message) => {
        if (error) return;
        let parsed: unknown;
        try {
          parsed = JSON.parse(message.string());
        } catch {
          this.options.logger?.warn({ subject }, 'dropped a message that is not JSON');
          return;
        }
        onMessage(parsed);
      },
    });
    try {
      await withTimeout(connection.flush(), this.options.timeoutMs);
    } catch {
      subscription.unsubscribe();
      throw unavailable;
    }
    return () => subscription.unsubscribe();
  }

  async close(): Promise<void> {
    this.ready = null;
    this.inbox?.close();
    this.inbox = null;
    await this.client.close();
  }

  /**
   * One request in the wire format of Nest's NATS transport (`{ pattern, data, id }` out, `{ err, response }`
   * back), straight on nats.js with one reply subscription (reply-inbox.ts): one JSON encode and one decode, no
   * RxJS. The whole call (the wait for a first connection included) is bounded by `timeoutMs`; no responders
   * fails at once.
   */
  private async call(subject: string, envelope: unknown, timeoutMs: number): Promise<unknown> {
    const started = Date.now();
    let connection = this.ready;
    if (!connection || connection.isClosed()) {
      connection = await withTimeout(this.connection(), timeoutMs).catch((error: unknown) => {
        throw error instanceof Error && error.message.startsWith('no answer within') ? new TimeoutError() : error;
      });
      this.ready = connection;
    }
    const left = Math.max(1, timeoutMs - (Date.now() - started));
    if (!this.inbox || this.inbox.connection !== connection || !this.inbox.usable) this.inbox = new ReplyInbox(connection, this.inboxPrefix);
    const message = await this.inbox.request(subject, JSON.stringify({ pattern: subject, data: envelope, id: randomUUID() }), left);
    const reply = JSON.parse(message.string()) as NestReply;
    if (reply.err !== undefined && reply.err !== null) throw reply.err;
    if (reply.response === undefined) throw new EmptyReplyError(`${subject} answered nothing`);
    return reply.response;
  }

  private async connection(): Promise<NatsConnectionLike> {
    await this.client.connect();
    return this.client.unwrap<NatsConnectionLike>();
  }

  private toDomainError(subject: RpcSubject, error: unknown, context: RpcContext): DomainError {
    if (error instanceof DomainError) return error;
    if (isErrorBody(error)) return new DomainError(error.code, error.message);
    const service = serviceOf(subject);
    if (error instanceof TimeoutError) {
      this.options.logger?.warn({ subject, requestId: context.requestId }, 'rpc timed out');
      return new DomainError(
        ErrorCode.ServiceUnavailable,
        `The ${service} service is not answering right now. Please try again in a moment.`,
      );
    }
    this.options.logger?.error({ subject, requestId: context.requestId, err: error }, 'rpc failed');
    return new DomainError(ErrorCode.ServiceUnavailable, `The ${service} service could not be reached. Please try again in a moment.`);
  }
}

function serviceOf(subject: string): string {
  return subject.split('.')[0] ?? subject;
}
