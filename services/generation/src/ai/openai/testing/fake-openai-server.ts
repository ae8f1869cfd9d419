import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: any;
}

/** What the server does with the next request, in the order scripted. */
export type ScriptedReply =
  | { status?: number; headers?: Record<string, string>; json: unknown }
  | { status?: number; headers?: Record<string, string>; bytes: Buffer }
  | { hang: true }
  | { dropConnection: true };

/** A chat-completions reply whose message content is `content` (a JSON string, or anything to test bad output). */
export function chatReply(content: string, finishReason = 'stop'): ScriptedReply {
  return {
    json: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'test-model',
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: finishReason }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  };
}

export function errorReply(status: number, message: string, headers: Record<string, string> = {}, code: string | null = null): ScriptedReply {
  return { status, headers, json: { error: { message, type: 'test_error', param: null, code } } };
}

/**
 * A local stand-in for the OpenAI API on 127.0.0.1: records every request and answers from a script.
 * A request with nothing scripted gets a 599 so a test never waits on it.
 */
export class FakeOpenAiServer {
  readonly requests: RecordedRequest[] = [];
  private readonly script: ScriptedReply[] = [];

  private constructor(private readonly server: Server) {}

  static async start(): Promise<FakeOpenAiServer> {
    const server = createServer();
    const fake = new FakeOpenAiServer(server);
    server.on('request', (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        fake.requests.push({
          method: request.method ?? '',
          path: request.url ?? '',
          headers: request.headers,
          body: text === '' ? null : JSON.parse(text),
        });
        const reply = fake.script.shift() ?? errorReply(599, 'Nothing scripted for this request');
        if ('hang' in reply) return;
        if ('dropConnection' in reply) {
          request.socket.destroy();
          return;
        }
        const isJson = 'json' in reply;
        const body = isJson ? Buffer.from(JSON.stringify(reply.json)) : reply.bytes;
        response.writeHead(reply.status ?? 200, {
          'content-type': isJson ? 'application/json' : 'audio/mpeg',
          'content-length': String(body.length),
          ...reply.headers,
        });
        response.end(body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  reply(...replies: ScriptedReply[]): void {
    this.script.push(...replies);
  }

  /** Closes hanging connections too, so the test process can exit. */
  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
