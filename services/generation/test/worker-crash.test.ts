import { createCanvas } from '@napi-rs/canvas';
import type { Stack } from '@studyforge/scripts';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIsolatedSideStack, waitUntil, call, signedInStudent, postForm } from '@studyforge/test-support';
import { BIOLOGY_SECTIONS } from './support/study-material.js';

// A stack of its own (its own NATS and Redis, so no other stack's worker takes the job) whose worker
// gives up a dead worker's jobs after 3 s (instead of 60 s).
let stack: Stack;
let stopStack: (() => Promise<void>) | undefined;
let db: pg.Pool;

beforeAll(async () => {
  ({ stack, stop: stopStack } = await startIsolatedSideStack('worker-crash', {
    extraEnv: { WORKER_LOCK_MS: '3000', WORKER_STALLED_CHECK_MS: '1000', WORKER_CONCURRENCY: '1' },
  }));
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
});

afterAll(async () => {
  await db?.end();
  await stopStack?.();
});

/** A photo of a page of notes: OCR makes extracting it take a moment. */
function photoOfNotes(section: (typeof BIOLOGY_SECTIONS)[number]): Buffer {
  const canvas = createCanvas(1400, 900);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 1400, 900);
  context.fillStyle = '#111111';
  context.font = 'bold 40px sans-serif';
  context.fillText(section.heading, 60, 90);
  context.font = '26px sans-serif';
  let y = 170;
  for (const paragraph of section.paragraphs) {
    const words = paragraph.split(' ');
    let line = '';
    for (const word of words) {
      if ((line + word).length > 80) {
        context.fillText(line, 60, y);
        y += 40;
        line = '';
      }
      line += `${word} `;
    }
    context.fillText(line, 60, y);
    y += 60;
  }
  return canvas.toBuffer('image/png');
}

describe('a worker that dies mid-job', () => {
  it('leaves the job to be retried to completion, and the student is charged once', async () => {
    const baseUrl = stack.url;
    const { cookie } = await signedInStudent({ baseUrl });
    const jobId = randomUUID();
    const files = BIOLOGY_SECTIONS.map((section, index) => ({ name: `notes-${index + 1}.png`, bytes: photoOfNotes(section) }));
    const request = postForm('/api/generate-flashcards', { cookie, files, fields: { count: '5' }, jobId, baseUrl });

    const started = await waitUntil(async () => {
      const job = await call(`/api/jobs/${jobId}`, { cookie, baseUrl });
      return job.status === 200 && ['extracting', 'generating'].includes(job.body.stage);
    }, 60_000);
    expect(started).toBe(true);
    const worker = stack.apps.get('generation-worker')!;
    await worker.kill('SIGKILL');
    const interrupted = await call(`/api/jobs/${jobId}`, { cookie, baseUrl });
    expect(interrupted.body.stage, 'the job must still be running when its worker dies').not.toBe('done');
    worker.start();

    const response = await request;
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.flashcards.length).toBeGreaterThan(0);

    const { rows } = await db.query<{ kind: string; delta: number }>(
      `SELECT kind, delta FROM credits.ledger WHERE idempotency_key LIKE $1 ORDER BY created_at`,
      [`job:${jobId}:%`],
    );
    expect(rows.filter((row) => row.kind === 'debit')).toEqual([{ kind: 'debit', delta: -5 }]);
    const balance = (await call('/api/user/credits', { cookie, baseUrl })).body.credits;
    expect(balance).toBe(50 - response.body.creditsUsed);
    const decks = (await call('/api/user/flashcards', { cookie, baseUrl })).body;
    expect(decks).toHaveLength(1);
  });
});
