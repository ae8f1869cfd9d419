import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ObjectStorage } from './object-storage.js';
import { StorageTimeoutError, STORAGE_TIMEOUT_MESSAGE } from './timed-transport.js';

/** An "object store" that accepts connections and then says nothing, or starts an answer and stalls. */
let server: Server | null = null;
const held: ServerResponse[] = [];

async function stalledStore(behaviour: 'silent' | 'stalls-mid-body'): Promise<string> {
  server = createServer((req, res) => {
    held.push(res);
    if (behaviour === 'stalls-mid-body') {
      res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': '1000000' });
      res.write(Buffer.alloc(1000));
    }
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  for (const res of held.splice(0)) res.destroy();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = null;
});

const storageAt = (endpoint: string) =>
  new ObjectStorage({
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY: 'key',
    S3_SECRET_KEY: 'secret',
    S3_BUCKET: 'studyforge',
    S3_REGION: 'us-east-1',
    S3_CONNECT_TIMEOUT_MS: 1000,
    S3_REQUEST_TIMEOUT_MS: 200,
  });

describe('object storage deadlines', () => {
  it('turns a store that never answers into a 503 StorageTimeoutError instead of a hang', async () => {
    const storage = storageAt(await stalledStore('silent'));
    const attempt = storage.size('uploads/x');
    await expect(attempt).rejects.toBeInstanceOf(StorageTimeoutError);
    await expect(attempt).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: STORAGE_TIMEOUT_MESSAGE, status: 503 });
  });

  it('ends a stream whose store stalls halfway with the same error, and closes its socket', async () => {
    const storage = storageAt(await stalledStore('stalls-mid-body'));
    const stream = await storage.getStream('audio/x.mp3');
    const ended = new Promise<unknown>((resolve) => stream.once('error', resolve));
    stream.resume();
    expect(await ended).toBeInstanceOf(StorageTimeoutError);
    expect(stream.destroyed).toBe(true);
  });
});
