import type { INestMicroservice } from '@nestjs/common';
import type { Logger } from 'pino';

const LOOK_AGAIN_MS = 50;

/**
 * Counts the NATS messages being handled (from arrival until the reply is sent, or the handler settles for an
 * event), so a stopping service can let them answer before it closes NATS. LeanServerNats does the counting.
 */
export class InFlightHandlers {
  private running = 0;

  get count(): number {
    return this.running;
  }

  /** Counts one message in; the returned function counts it out, once however often it is called. */
  enter(): () => void {
    this.running++;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.running--;
    };
  }

  /** Resolves once no message is handled, or after `graceMs`; with how many were still running. */
  async idle(graceMs: number): Promise<number> {
    const deadline = Date.now() + graceMs;
    while (this.running > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, LOOK_AGAIN_MS));
    return this.running;
  }
}

/**
 * SIGTERM/SIGINT for a NATS service: the handlers running finish and answer (at most `graceMs`), then Nest closes
 * (its shutdown hooks close the database pool, NATS last) and the process exits.
 */
export function stopGracefullyOnSignals(app: INestMicroservice, inFlight: InFlightHandlers, logger: Logger, graceMs: number): void {
  const stop = async (signal: NodeJS.Signals) => {
    logger.info({ signal, inFlight: inFlight.count, graceMs }, 'service stopping: letting running handlers answer');
    const cut = await inFlight.idle(graceMs);
    if (cut > 0) logger.warn({ cut }, 'grace period over: handlers still running were cut');
    await app.close().catch((error: Error) => logger.warn({ err: error.message }, 'closing the service failed'));
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
