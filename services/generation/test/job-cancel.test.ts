import { ErrorCode } from '@studyforge/contracts';
import { call, endedJob, postForm, signedInStudent, stackClients, waitUntil, BASE_URL } from '@studyforge/test-support';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SlowStatements } from './reliability/support/slow-statements.js';
import { queuedJobs } from './support/queued-jobs.js';
import { biologyText } from './support/study-material.js';

// issue 30, point 1: a job is cancelled only while it can still stop before its result is saved.
const clients = stackClients();
const queues = queuedJobs();
let slow: SlowStatements | null = null;

afterEach(async () => {
  await slow?.removeAll();
});

afterAll(async () => {
  await queues.close();
});

const chargesOf = async (jobId: string) =>
  (await clients.db.query<{ delta: number }>(`SELECT delta FROM credits.ledger WHERE kind = 'debit' AND idempotency_key LIKE $1`, [`job:${jobId}:%`])).rows;

const decksOf = async (jobId: string) =>
  Number((await clients.db.query<{ n: number }>('SELECT count(*)::int AS n FROM generation.flashcard_decks WHERE job_id = $1', [jobId])).rows[0]!.n);

describe('cancelling a job', () => {
  it('answers 409 CONFLICT naming the tool once the job has finished, and the job stays saved and charged', { timeout: 120_000 }, async () => {
    const { cookie } = await signedInStudent();
    const jobId = randomUUID();
    const made = await postForm('/api/generate-flashcards', { cookie, fields: { text: biologyText(), count: '5' }, jobId });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const cancel = await call(`/api/jobs/${jobId}/cancel`, { method: 'POST', cookie });
    expect(cancel.status).toBe(409);
    expect(cancel.body).toEqual({ code: ErrorCode.Conflict, message: 'Your flashcards are already saved, so this job can no longer be cancelled.' });
    expect((await call(`/api/jobs/${jobId}`, { cookie })).body).toMatchObject({ stage: 'done' });
    expect(await decksOf(jobId)).toBe(1);
    expect((await call('/api/user/credits', { cookie })).body.credits).toBe(50 - made.body.creditsUsed);
  });

  it('stops a flashcards job cancelled while it runs: no deck is saved and every credit comes back', { timeout: 120_000 }, async () => {
    const { cookie, user } = await signedInStudent();
    slow = new SlowStatements(clients.db);
    // The worker's step into 'generating' is held 3 s, so the cancel lands while the job runs (before it could save).
    await slow.sleepOn('generation.jobs', `NEW.user_id = '${user.id}' AND NEW.stage = 'generating'`, 3);
    const jobId = randomUUID();
    const pending = postForm('/api/generate-flashcards', { cookie, fields: { text: biologyText(), count: '5' }, jobId });
    expect(await waitUntil(() => slow!.sleeping(), 60_000), 'the job is running').toBe(true);
    const cancel = await call(`/api/jobs/${jobId}/cancel`, { method: 'POST', cookie });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(cancel.body).toMatchObject({ stage: 'failed', error: { code: 'CANCELLED', message: 'Flashcards cancelled; your credits were given back.' } });
    const answer = await pending;
    if (answer.status !== 202) expect(answer.body).toEqual({ code: 'CANCELLED', message: 'Flashcards cancelled; your credits were given back.' });
    // The worker has finished with the job (it may run on after the cancel): it stayed cancelled and saved nothing.
    expect(await waitUntil(() => queues.finished('flashcards', jobId), 60_000)).toBe(true);
    expect(await endedJob(jobId, cookie, BASE_URL)).toMatchObject({ stage: 'failed', error: { code: 'CANCELLED' } });
    expect(await decksOf(jobId)).toBe(0);
    expect((await call('/api/user/credits', { cookie })).body.credits).toBe(50);
    const again = await call(`/api/jobs/${jobId}/cancel`, { method: 'POST', cookie });
    expect(again.status, 'a second click answers the same').toBe(200);
    expect((await call('/api/user/credits', { cookie })).body.credits).toBe(50);
  });

  it('charges, and never gives back, a job whose deck was saved but that could not be marked done until its last attempt', { timeout: 120_000 }, async () => {
    const { cookie, user } = await signedInStudent();
    slow = new SlowStatements(clients.db);
    // Marking the job done fails on each of its 3 attempts (the deck is saved each time, once per job), as a database
    // that keeps dropping the connection would; the 4th change to 'done' is written.
    await slow.failTimesOn('generation.jobs', `NEW.user_id = '${user.id}' AND NEW.stage = 'done'`, 3);
    const jobId = randomUUID();
    await postForm('/api/generate-flashcards', { cookie, fields: { text: biologyText(), count: '5' }, jobId });
    expect(await waitUntil(() => queues.finished('flashcards', jobId), 90_000), 'the queue is done with the job').toBe(true);
    const ended = (await endedJob(jobId, cookie, BASE_URL)) as { stage: string; result: { deckId: string; creditsUsed: number } };
    expect(ended, 'a saved deck is delivered: the job is done, not failed').toMatchObject({ stage: 'done' });
    expect(ended.result.creditsUsed).toBeGreaterThan(0);
    expect(await decksOf(jobId)).toBe(1);
    expect(await chargesOf(jobId)).toEqual([{ delta: -ended.result.creditsUsed }]);
    expect((await call('/api/user/credits', { cookie })).body.credits).toBe(50 - ended.result.creditsUsed);
    expect((await call('/api/user/flashcards', { cookie })).body.map((deck: { id: string }) => deck.id)).toEqual([ended.result.deckId]);
  });
});
