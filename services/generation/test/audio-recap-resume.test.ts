import { audioRecapReplyFromJob, jobStatusSchema } from '@studyforge/contracts';
import type { Stack } from '@studyforge/scripts';
import { call, endedJob, postForm, signedInStudent, startIsolatedSideStack, waitUntil } from '@studyforge/test-support';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp3Seconds } from '../src/audio-recap/mp3-duration.js';
import { recapMaterial } from './support/recap-material.js';

// A stack of its own (its own NATS and Redis, so no other stack's worker takes the job) whose worker
// gives up a dead worker's jobs after 3 s (instead of 60 s).
let stack: Stack;
let stopStack: (() => Promise<void>) | undefined;
let db: pg.Pool;

beforeAll(async () => {
  ({ stack, stop: stopStack } = await startIsolatedSideStack('audio-recap-resume', { extraEnv: { WORKER_LOCK_MS: '3000', WORKER_STALLED_CHECK_MS: '1000' } }));
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
});

afterAll(async () => {
  await db?.end();
  await stopStack?.();
});

const chunkRows = async (jobId: string) =>
  (await db.query<{ chunk_index: number; audio_key: string }>(`SELECT chunk_index, audio_key FROM generation.audio_recap_chunks WHERE job_id = $1 ORDER BY chunk_index`, [jobId])).rows;

describe('an audio recap whose worker dies mid-speech', () => {
  it('resumes from the chunks already spoken, lasts its length, and charges once', { timeout: 600_000 }, async () => {
    const baseUrl = stack.url;
    const { cookie } = await signedInStudent({ baseUrl });
    const jobId = randomUUID();
    const request = postForm('/api/generate-audio-recap', {
      cookie,
      baseUrl,
      jobId,
      files: [{ name: 'notes.txt', bytes: Buffer.from(recapMaterial(4000)), type: 'text/plain' }],
      fields: { length: 'extended', type: 'audiobook', voice: 'onyx' },
    });

    expect(await waitUntil(async () => (await chunkRows(jobId)).length >= 3, 240_000), 'some chunks must be spoken before the worker dies').toBe(true);
    const worker = stack.apps.get('generation-worker')!;
    await worker.kill('SIGKILL');
    const before = await chunkRows(jobId);
    const job = await call(`/api/jobs/${jobId}`, { cookie, baseUrl });
    expect(job.body.stage, 'the job must still be running when its worker dies').toBe('generating');
    worker.start();

    // On a busy machine the resumed recap can outlive GENERATION_SYNC_WAIT_MS: then the request was answered
    // 202 with the job, and the finished job becomes the recap reply.
    const response = await request;
    expect([200, 202], JSON.stringify(response.body)).toContain(response.status);
    let audioUrl: string = response.body.audioUrl;
    if (response.status === 202) {
      const ended = await endedJob(jobId, cookie, baseUrl, 480_000);
      expect(ended, 'the resumed recap finishes').not.toBeNull();
      const read = async (path: string) => (await call(path, { cookie, baseUrl })).body;
      audioUrl = (await audioRecapReplyFromJob(jobStatusSchema.parse(ended), read)).audioUrl;
    }
    const audio = Buffer.from(await (await fetch(`${baseUrl}${audioUrl}`, { headers: { cookie } })).arrayBuffer());
    expect(Math.abs(mp3Seconds(audio) - 24 * 60) / (24 * 60)).toBeLessThanOrEqual(0.1);

    // The chunks spoken before the crash were reused, not spoken again; their rows are cleared once the recap is saved.
    const finished = await call(`/api/jobs/${jobId}`, { cookie, baseUrl });
    expect(finished.body.result.resumedChunks).toBe(before.length);
    expect(finished.body.result.chunks).toBeGreaterThan(before.length);
    expect(await chunkRows(jobId)).toEqual([]);
    const { rows: ledger } = await db.query<{ kind: string; delta: number }>(`SELECT kind, delta FROM credits.ledger WHERE idempotency_key LIKE $1 ORDER BY created_at`, [`job:${jobId}:%`]);
    expect(ledger.filter((row) => row.kind === 'debit')).toEqual([{ kind: 'debit', delta: -10 }]);
    expect((await call('/api/user/credits', { cookie, baseUrl })).body.credits).toBe(40);
    expect((await call('/api/user/audio-recaps', { cookie, baseUrl })).body.recaps).toHaveLength(1);
  });
});
