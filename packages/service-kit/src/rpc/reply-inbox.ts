import { createInbox, NoRespondersError, RequestError, TimeoutError } from '@nats-io/transport-node';

export interface InboxMessage {
  subject: string;
  data: Uint8Array;
  headers?: { code: number };
  string(): string;
}

export interface InboxConnection {
  publish(subject: string, payload: string, options: { reply: string }): void;
  subscribe(subject: string, options: { callback: (error: Error | null, message: InboxMessage) => void }): { unsubscribe(): void };
}

interface Pending {
  subject: string;
  resolve: (message: InboxMessage) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Request/reply over one wildcard reply subscription (`<inbox>.*`, under the connection's inbox prefix), as
 * nats.js's request() muxes them, at the cost of a token, a timer and one promise per call: nats.js also
 * builds a stack-traced RequestError for every call it completes (6 % of the gateway's CPU under load).
 * Every call ends by its reply, NATS "no responders" (at once), its timeout, a failure of the subscription,
 * or `close`.
 */
export class ReplyInbox {
  private readonly prefix: string;
  private readonly pending = new Map<string, Pending>();
  private readonly subscription: { unsubscribe(): void };
  private sent = 0;
  private failed = false;
  /** Requests made in this event-loop turn, published together at its end (setImmediate): one socket write for them all. */
  private outgoing: Array<{ token: string; subject: string; payload: string }> = [];

  constructor(
    readonly connection: InboxConnection,
    inboxPrefix?: string,
  ) {
    this.prefix = `${createInbox(inboxPrefix)}.`;
    this.subscription = connection.subscribe(`${this.prefix}*`, { callback: (error, message) => this.settle(error, message) });
  }

  get waiting(): number {
    return this.pending.size;
  }

  /** False once the subscription failed (a new inbox is needed) or the inbox was closed. */
  get usable(): boolean {
    return !this.failed;
  }

  request(subject: string, payload: string, timeoutMs: number): Promise<InboxMessage> {
    const token = (this.sent++).toString(36);
    return new Promise<InboxMessage>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(token);
        reject(new TimeoutError());
      }, timeoutMs);
      this.pending.set(token, { subject, resolve, reject, timer });
      if (this.outgoing.length === 0) setImmediate(() => this.publishOutgoing());
      this.outgoing.push({ token, subject, payload });
    });
  }

  /**
   * nats.js writes what was published since its last write one microtask later, so requests made in one turn by
   * separate callers (each after its own session read) would mostly leave in separate writes.
   */
  private publishOutgoing(): void {
    const batch = this.outgoing;
    this.outgoing = [];
    for (const { token, subject, payload } of batch) {
      if (!this.pending.has(token)) continue;
      try {
        this.connection.publish(subject, payload, { reply: `${this.prefix}${token}` });
      } catch (error) {
        this.fail(token, error instanceof Error ? error : new RequestError(String(error)));
      }
    }
  }

  /** Ends every call still waiting (the connection is closing) and the subscription. */
  close(): void {
    this.failed = true;
    this.failAll(new RequestError('connection closed'));
    this.subscription.unsubscribe();
  }

  private settle(error: Error | null, message: InboxMessage): void {
    if (error) {
      this.failed = true;
      return this.failAll(error);
    }
    const token = message.subject.slice(this.prefix.length);
    const call = this.pending.get(token);
    if (!call) return;
    if (message.data.length === 0 && message.headers?.code === 503) return this.fail(token, new NoRespondersError(call.subject));
    this.pending.delete(token);
    clearTimeout(call.timer);
    call.resolve(message);
  }

  private fail(token: string, error: Error): void {
    const call = this.pending.get(token);
    if (!call) return;
    this.pending.delete(token);
    clearTimeout(call.timer);
    call.reject(error);
  }

  private failAll(error: Error): void {
    for (const token of [...this.pending.keys()]) this.fail(token, error);
  }
}
