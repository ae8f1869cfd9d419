import {
  audioRecapReplyFromJob,
  audioRecapReplySchema,
  flashcardsReplyFromJob,
  gradeEssayReplyFromJob,
  gradeEssayReplySchema,
  flashcardsReplySchema,
  JOB_ACCEPTED_MESSAGE,
  jobAcceptedReplySchema,
  jobStatusSchema,
  type JobStatus,
} from '@studyforge/contracts';
import { freePort, type Stack } from '@studyforge/scripts';
import { call, CELL_BIOLOGY_NOTES, postForm, signedInStudent, startExtraGateway, waitUntil } from '@studyforge/test-support';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recapMaterial } from '../../services/generation/test/support/recap-material.js';
import { STRONG_ESSAY } from '../../services/generation/test/support/study-tool-material.js';

/** A gateway that answers every generation request with 202 at once (GENERATION_SYNC_WAIT_MS=0), beside the test run's stack (which keeps the 25 s default). */
let gateway: Stack;
let baseUrl: string;

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  gateway = await startExtraGateway(port, { GENERATION_SYNC_WAIT_MS: '0' });
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
});

const flashcards = (cookie: string, jobId: string, url?: string) =>
  postForm('/api/generate-flashcards', { cookie, jobId, baseUrl: url, fields: { text: CELL_BIOLOGY_NOTES, count: '5' } });

describe('a generation request that would outlive the proxies', () => {
  it('answers 202 with the job to follow; the job finishes without its request, charged once, and its result is the reply', async () => {
    const { cookie } = await signedInStudent({ baseUrl });
    const jobId = randomUUID();
    const answer = await flashcards(cookie, jobId, baseUrl);
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(jobAcceptedReplySchema.parse(answer.body)).toEqual({
      jobId,
      stage: expect.any(String),
      message: JOB_ACCEPTED_MESSAGE,
      job: `/api/jobs/${jobId}`,
      events: `/api/jobs/${jobId}/events`,
    });

    let finished: JobStatus | null = null;
    const done = await waitUntil(async () => {
      const read = await call(`/api/jobs/${jobId}`, { cookie, baseUrl });
      finished = jobStatusSchema.parse(read.body);
      return finished.stage === 'done' || finished.stage === 'failed';
    }, 60_000);
    expect(done, 'the job finishes without its request').toBe(true);
    expect(finished!.stage).toBe('done');
    const reply = flashcardsReplySchema.parse(flashcardsReplyFromJob(finished!));
    expect(reply.jobId).toBe(jobId);
    expect(reply.flashcards.length).toBeGreaterThan(0);

    const credits = await call('/api/user/credits', { cookie, baseUrl });
    expect(credits.body.credits).toBe(50 - reply.creditsUsed);
  });

  it('answers an audio recap (minutes of speech) with 202 too; the finished job becomes the recap reply, its audio served', async () => {
    const { cookie } = await signedInStudent({ baseUrl });
    const jobId = randomUUID();
    const answer = await postForm('/api/generate-audio-recap', {
      cookie,
      jobId,
      baseUrl,
      files: [{ name: 'notes.txt', bytes: Buffer.from(recapMaterial(2600)), type: 'text/plain' }],
      fields: { length: 'short', type: 'summary' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(jobAcceptedReplySchema.parse(answer.body).jobId).toBe(jobId);

    let finished: JobStatus | null = null;
    expect(
      await waitUntil(async () => {
        finished = jobStatusSchema.parse((await call(`/api/jobs/${jobId}`, { cookie, baseUrl })).body);
        return finished.stage === 'done' || finished.stage === 'failed';
      }, 180_000),
    ).toBe(true);
    expect(finished!.stage, JSON.stringify(finished!.error)).toBe('done');
    const read = async (path: string) => (await call(path, { cookie, baseUrl })).body;
    const reply = audioRecapReplySchema.parse(await audioRecapReplyFromJob(finished!, read));
    expect(reply.jobId).toBe(jobId);
    const audio = await fetch(`${baseUrl}${reply.audioUrl}`, { headers: { cookie } });
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect((await call('/api/user/credits', { cookie, baseUrl })).body.credits).toBe(50 - reply.creditsUsed);
  }, 240_000);

  it('answers the study tools (an essay to grade) with 202 too; the finished job is the grading reply', async () => {
    const { cookie } = await signedInStudent({ baseUrl });
    const jobId = randomUUID();
    const answer = await postForm('/api/grade-essay', { cookie, jobId, baseUrl, fields: { essayType: 'argumentative', essayText: STRONG_ESSAY } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    let finished: JobStatus | null = null;
    expect(
      await waitUntil(async () => {
        finished = jobStatusSchema.parse((await call(`/api/jobs/${jobId}`, { cookie, baseUrl })).body);
        return finished.stage === 'done' || finished.stage === 'failed';
      }, 60_000),
    ).toBe(true);
    const reply = gradeEssayReplySchema.parse(gradeEssayReplyFromJob(finished!));
    expect(reply).toMatchObject({ jobId, essayType: 'argumentative' });
    expect((await call('/api/user/credits', { cookie, baseUrl })).body.credits).toBe(50 - reply.creditsUsed);
  });

  it('answers with the result itself when the job is done within the wait (the main stack waits 25 s)', async () => {
    const { cookie } = await signedInStudent();
    const jobId = randomUUID();
    const answer = await flashcards(cookie, jobId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(flashcardsReplySchema.parse(answer.body).jobId).toBe(jobId);
  });
});
