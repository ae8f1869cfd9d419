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
} from '@studyforge/contracts';
import { call, CELL_BIOLOGY_NOTES, endedJob, postForm, signedInStudent, useGatewayAcceptingAtOnce } from '@studyforge/test-support';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recapMaterial } from '../../services/generation/test/support/recap-material.js';
import { STRONG_ESSAY } from '../../services/generation/test/support/study-tool-material.js';

/** The test run's own stack keeps the 25 s default wait; this gateway answers every generation with 202 at once. */
const gateway = useGatewayAcceptingAtOnce();

const flashcards = (cookie: string, jobId: string, url?: string) =>
  postForm('/api/generate-flashcards', { cookie, jobId, baseUrl: url, fields: { text: CELL_BIOLOGY_NOTES, count: '5' } });

describe('a generation request that would outlive the proxies', () => {
  it('answers 202 with the job to follow; the job finishes without its request, charged once, and its result is the reply', async () => {
    const { cookie } = await signedInStudent({ baseUrl: gateway.url });
    const jobId = randomUUID();
    const answer = await flashcards(cookie, jobId, gateway.url);
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(jobAcceptedReplySchema.parse(answer.body)).toEqual({
      jobId,
      stage: expect.any(String),
      message: JOB_ACCEPTED_MESSAGE,
      job: `/api/jobs/${jobId}`,
      events: `/api/jobs/${jobId}/events`,
    });

    const ended = await endedJob(jobId, cookie, gateway.url);
    expect(ended, 'the job finishes without its request').not.toBeNull();
    const finished = jobStatusSchema.parse(ended);
    expect(finished.stage).toBe('done');
    const reply = flashcardsReplySchema.parse(flashcardsReplyFromJob(finished));
    expect(reply.jobId).toBe(jobId);
    expect(reply.flashcards.length).toBeGreaterThan(0);

    const credits = await call('/api/user/credits', { cookie, baseUrl: gateway.url });
    expect(credits.body.credits).toBe(50 - reply.creditsUsed);
  });

  it('answers an audio recap (minutes of speech) with 202 too; the finished job becomes the recap reply, its audio served', async () => {
    const { cookie } = await signedInStudent({ baseUrl: gateway.url });
    const jobId = randomUUID();
    const answer = await postForm('/api/generate-audio-recap', {
      cookie,
      jobId,
      baseUrl: gateway.url,
      files: [{ name: 'notes.txt', bytes: Buffer.from(recapMaterial(2600)), type: 'text/plain' }],
      fields: { length: 'short', type: 'summary' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(jobAcceptedReplySchema.parse(answer.body).jobId).toBe(jobId);

    const ended = await endedJob(jobId, cookie, gateway.url, 180_000);
    expect(ended, 'the recap finishes without its request').not.toBeNull();
    const finished = jobStatusSchema.parse(ended);
    expect(finished.stage, JSON.stringify(finished.error)).toBe('done');
    const read = async (path: string) => (await call(path, { cookie, baseUrl: gateway.url })).body;
    const reply = audioRecapReplySchema.parse(await audioRecapReplyFromJob(finished, read));
    expect(reply.jobId).toBe(jobId);
    const audio = await fetch(`${gateway.url}${reply.audioUrl}`, { headers: { cookie } });
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect((await call('/api/user/credits', { cookie, baseUrl: gateway.url })).body.credits).toBe(50 - reply.creditsUsed);
  }, 240_000);

  it('answers the study tools (an essay to grade) with 202 too; the finished job is the grading reply', async () => {
    const { cookie } = await signedInStudent({ baseUrl: gateway.url });
    const jobId = randomUUID();
    const answer = await postForm('/api/grade-essay', { cookie, jobId, baseUrl: gateway.url, fields: { essayType: 'argumentative', essayText: STRONG_ESSAY } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    const ended = await endedJob(jobId, cookie, gateway.url);
    expect(ended, 'the grading finishes without its request').not.toBeNull();
    const reply = gradeEssayReplySchema.parse(gradeEssayReplyFromJob(jobStatusSchema.parse(ended)));
    expect(reply).toMatchObject({ jobId, essayType: 'argumentative' });
    expect((await call('/api/user/credits', { cookie, baseUrl: gateway.url })).body.credits).toBe(50 - reply.creditsUsed);
  });

  it('answers with the result itself when the job is done within the wait (the main stack waits 25 s)', async () => {
    const { cookie } = await signedInStudent();
    const jobId = randomUUID();
    const answer = await flashcards(cookie, jobId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(flashcardsReplySchema.parse(answer.body).jobId).toBe(jobId);
  });
});
