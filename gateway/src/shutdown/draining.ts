import { Injectable } from '@nestjs/common';

/**
 * Set when the gateway starts to shut down: open event streams end (the browser's EventSource reconnects to another
 * gateway) and generation requests waiting for their job answer 202 at once, so draining is not held up by them.
 */
@Injectable()
export class Draining {
  private readonly controller = new AbortController();

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  start(): void {
    this.controller.abort();
  }
}

/** Resolves when `signal` aborts; never when `cancel` aborts first (its listener is then removed). */
export function whenAborted(signal: AbortSignal | undefined, cancel: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (!signal) return;
    if (signal.aborted) return resolve();
    const done = () => resolve();
    signal.addEventListener('abort', done, { once: true });
    cancel.addEventListener('abort', () => signal.removeEventListener('abort', done), { once: true });
  });
}
