import { NatsContext, NatsRecord, ServerNats } from '@nestjs/microservices';
import { finalize, isObservable } from 'rxjs';

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
 */
export class LeanServerNats extends ServerNats {
  override async handleMessage(channel: string, natsMsg: NatsMessage): Promise<unknown> {
    const handler = this.getHandlerByPattern(channel);
    if (!natsMsg.reply || !handler || handler.isEventHandler) return super.handleMessage(channel, natsMsg);
    let packet: { id?: unknown; pattern?: unknown; data?: unknown } | null;
    try {
      packet = natsMsg.json();
    } catch {
      return super.handleMessage(channel, natsMsg);
    }
    if (!isNestPacket(packet)) return super.handleMessage(channel, natsMsg);
    const { id, data } = packet;
    const context = new NatsContext([natsMsg.subject, natsMsg.headers]);
    const reply = (response: object): void => {
      natsMsg.respond(JSON.stringify({ ...response, id }));
    };
    // Returns the hooks' promise (typed void by Nest), so a failure reaches Nest's handler of message errors.
    return this.runWithProcessingHooks(context, async (runEndHook) => {
      const result: unknown = await handler(data, context);
      if (isObservable(result) || result instanceof Promise || result instanceof NatsRecord) {
        this.send(this.transformToObservable(result).pipe(finalize(runEndHook)), reply);
        return;
      }
      runEndHook();
      reply({ response: result, isDisposed: true });
    });
  }
}

/** What Nest's NATS client sends for a request: exactly `pattern`, `data` and an `id`. */
function isNestPacket(value: unknown): value is { id: string; pattern: unknown; data: unknown } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (value as { id?: unknown }).id !== undefined && keys.every((key) => key === 'id' || key === 'pattern' || key === 'data') && 'pattern' in value;
}
