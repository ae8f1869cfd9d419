import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivateStorage, type ResolvedStorage } from '../src/index.js';

const BODY_BYTES = 200_000;
const CHUNK = Buffer.alloc(20_000, 1);
let storage: ResolvedStorage;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'studyforge-s3-'));
  storage = await startPrivateStorage(join(dir, 's3', 'objects'), 'studyforge');
});

afterAll(async () => {
  await storage.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** An upload streamed in chunks, as the gateway streams a student's file. */
function streamedPut(key: string): Promise<number | string> {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(storage.endpoint);
    const request = http.request({ hostname, port, path: `/studyforge/${key}`, method: 'PUT', headers: { 'content-length': BODY_BYTES } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    let sent = 0;
    const pump = () => {
      if (sent >= BODY_BYTES) return void request.end();
      sent += CHUNK.length;
      request.write(CHUNK);
      setImmediate(pump);
    };
    pump();
  });
}

const remove = (key: string) =>
  fetch(`${storage.endpoint}/studyforge/${key}`, { method: 'DELETE' }).then(
    (response) => response.status,
    (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
  );

describe('the private object storage of npm start and npm test', () => {
  it('takes a student’s next upload while the file before it in their folder is deleted, and keeps serving', async () => {
    const answers: Record<string, number> = {};
    for (let round = 0; round < 60; round += 1) {
      expect(await streamedPut(`uploads/student/old-${round}`)).toBe(200);
      const settled = await Promise.all([streamedPut(`uploads/student/new-${round}`), remove(`uploads/student/old-${round}`), remove(`uploads/student/new-${round - 1}`)]);
      for (const answer of settled) answers[answer] = (answers[answer] ?? 0) + 1;
    }
    expect(answers).toEqual({ 200: 60, 204: 120 });
    const listed = await fetch(`${storage.endpoint}/studyforge?list-type=2&prefix=uploads/student/`).then((response) => response.text());
    expect(listed).toContain('<Key>uploads/student/new-59</Key>');
    expect(listed).not.toContain('old-');
  });
});
