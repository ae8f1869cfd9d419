import type { Server } from 'node:http';

const LOOK_AGAIN_MS = 100;

/** Counts an HTTP server's requests in flight, and drains it: no new connections, then the requests finish. */
export class HttpDrain {
  private inFlight = 0;

  constructor(private readonly server: Server) {
    server.on('request', (_req, res) => {
      this.inFlight++;
      res.once('close', () => this.inFlight--);
    });
  }

  get requestsInFlight(): number {
    return this.inFlight;
  }

  /**
   * Stops listening (new connections are refused), lets the requests in flight finish for at most `graceMs` (closing
   * each connection as soon as it is idle), then cuts what is left. Resolves with how many requests were cut.
   */
  async drain(graceMs: number): Promise<{ cut: number }> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    const deadline = Date.now() + graceMs;
    while (this.inFlight > 0 && Date.now() < deadline) {
      this.server.closeIdleConnections();
      await new Promise((resolve) => setTimeout(resolve, LOOK_AGAIN_MS));
    }
    const cut = this.inFlight;
    this.server.closeAllConnections();
    await closed;
    return { cut };
  }
}
