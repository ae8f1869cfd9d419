import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAnswer {
  status?: number;
  /** A value is sent as JSON; a string is sent as is (for broken JSON). */
  body?: unknown;
  delayMs?: number;
}

/**
 * A local HTTP server on 127.0.0.1 that answers like Google Books or Open Library: each request is
 * recorded and answered by the handler the test sets.
 */
export class FakeBooksApi {
  readonly requests: URL[] = [];
  handler: (url: URL) => FakeAnswer = () => ({ status: 404, body: { error: 'not found' } });
  private server: Server | null = null;
  private baseUrl = '';

  async start(): Promise<this> {
    this.server = createServer((req: IncomingMessage, res) => {
      const url = new URL(req.url ?? '/', this.baseUrl);
      this.requests.push(url);
      const answer = this.handler(url);
      const send = () => {
        if (res.destroyed) return;
        const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {});
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(body);
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  url(path = ''): string {
    return `${this.baseUrl}${path}`;
  }

  reset(): void {
    this.requests.length = 0;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
