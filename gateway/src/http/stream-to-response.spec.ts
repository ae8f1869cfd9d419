import type { Response } from 'express';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { streamToResponse } from './stream-to-response.js';

let server: Server | null = null;

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = null;
});

/** A server that sends `source` with streamToResponse; `sent` settles when streamToResponse does. */
async function serving(source: PassThrough): Promise<{ url: string; sent: Promise<unknown> }> {
  let settle!: (value: unknown) => void;
  const sent = new Promise((resolve) => (settle = resolve));
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'audio/mpeg' });
    streamToResponse(source, res as unknown as Response).then(() => settle('sent'), settle);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, sent };
}

describe('streamToResponse', () => {
  it('destroys the source (its storage socket) when the browser leaves halfway', async () => {
    const source = new PassThrough();
    const { url, sent } = await serving(source);
    source.write(Buffer.alloc(1024));
    await new Promise<void>((resolve) => {
      const request = get(url, (response) => response.once('data', () => (request.destroy(), resolve())));
    });
    expect(await sent).toBe('sent');
    await expect.poll(() => source.destroyed).toBe(true);
  });

  it('ends the response when the source fails halfway, so the browser sees a broken answer and no hang', async () => {
    const source = new PassThrough();
    const { url, sent } = await serving(source);
    source.write(Buffer.alloc(1024));
    const outcome = new Promise<string>((resolve) => {
      get(url, (response) => {
        response.on('error', () => resolve('broken'));
        response.on('end', () => resolve('ended'));
        response.once('data', () => source.destroy(new Error('storage stalled')));
        response.resume();
      }).on('error', () => resolve('broken'));
    });
    expect(await outcome).toBe('broken');
    expect(await sent).toBe('sent');
  });

  it('sends the whole body when nothing goes wrong', async () => {
    const source = new PassThrough();
    const { url, sent } = await serving(source);
    source.end(Buffer.from('ID3 audio bytes'));
    const body = await new Promise<string>((resolve) => get(url, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve(text));
    }));
    expect(body).toBe('ID3 audio bytes');
    expect(await sent).toBe('sent');
  });
});
