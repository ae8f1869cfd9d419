import { ClientNats, type NatsOptions, type ReadPacket, type WritePacket } from '@nestjs/microservices';

interface NatsRequester {
  request(subject: string, payload: unknown, options: { timeout: number; headers?: unknown }): Promise<unknown>;
}

type NatsClientOptions = NonNullable<NatsOptions['options']> & { requestTimeoutMs: number };

/**
 * Nest's NATS client, sending each request with nats.js `request()`: one shared reply subscription
 * instead of a subscribe/unsubscribe per call, a timeout on every call, and an immediate error when no
 * service listens on the subject (NATS "no responders") instead of a wait for the timeout.
 */
export class MuxedClientNats extends ClientNats {
  private readonly requestTimeoutMs: number;

  constructor(options: NatsClientOptions) {
    super(options);
    this.requestTimeoutMs = options.requestTimeoutMs;
  }

  protected override publish(partialPacket: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const packet = this.assignPacketId(partialPacket);
    let cancelled = false;
    try {
      const subject = this.normalizePattern(partialPacket.pattern);
      const serialized = this.serializer.serialize(packet) as { data: unknown; headers?: unknown };
      const handle = this.createSubscriptionHandler(packet, (reply) => !cancelled && callback(reply));
      const nats = this.natsClient as unknown as NatsRequester;
      nats
        .request(subject, serialized.data, { timeout: this.requestTimeoutMs, headers: this.mergeHeaders(serialized.headers as never) })
        .then(
          (message) => handle(undefined as never, message as never),
          (error: unknown) => !cancelled && callback({ err: error }),
        );
    } catch (error) {
      callback({ err: error });
    }
    return () => {
      cancelled = true;
    };
  }
}
