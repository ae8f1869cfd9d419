import { creditMessages, studyPlanMessages } from '@studyforge/contracts';
import { freePort, type Stack } from '@studyforge/scripts';
import { loadConfig, ObjectStorage, RpcClient, s3EnvSchema } from '@studyforge/service-kit';
import { call, postForm, signedInStudent, startExtraGateway, waitUntil } from '@studyforge/test-support';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { createClient, type RedisClientType } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A gateway of its own with small quotas, beside the test run's stack (the main one keeps the defaults). */
let gateway: Stack;
let baseUrl: string;
let redis: RedisClientType;
let rpc: RpcClient;
let storage: ObjectStorage;

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  gateway = await startExtraGateway(port, { AI_LIMIT_PER_STUDENT: '3', AI_CONCURRENT_JOBS_PER_STUDENT: '1', PROGRESS_STREAMS_PER_STUDENT: '2' });
  redis = createClient({ url: process.env.REDIS_URL });
  await redis.connect();
  rpc = new RpcClient({ natsUrl: process.env.NATS_URL!, timeoutMs: 15_000 });
  storage = new ObjectStorage(loadConfig(s3EnvSchema));
}, 120_000);

afterAll(async () => {
  await rpc?.close();
  await redis?.quit();
  await gateway?.stop();
});

const student = () => signedInStudent({ baseUrl });

/** A costly call that is cheap to make: without study goals the plan is refused at once, after the quotas counted it. */
function generatePlan(cookie: string) {
  const body = { availableHoursPerDay: 2, startDate: new Date().toISOString().slice(0, 10), timeZone: 'America/New_York' };
  return call('/api/generate-study-plan', { body, cookie, baseUrl });
}

/** An upload to a generation endpoint that never finishes arriving: its job is in flight until it is stopped. */
async function slowUpload(cookie: string) {
  const jobId = randomUUID();
  const boundary = 'quota-test-boundary';
  const upload = request(new URL('/api/generate-flashcards', baseUrl), {
    method: 'POST',
    headers: { cookie, 'x-job-id': jobId, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  upload.on('error', () => undefined);
  upload.write(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\nCells divide by mitosis. `);
  // The upload's job is announced once it is admitted and its files start arriving.
  expect(await waitUntil(async () => (await redis.exists(`job-upload:${jobId}`)) === 1, 20_000), 'the upload is under way').toBe(true);
  return { jobId, stop: () => upload.destroy() };
}

async function openStream(cookie: string, jobId: string) {
  const left = new AbortController();
  const response = await fetch(`${baseUrl}/api/jobs/${jobId}/events`, { headers: { cookie }, signal: left.signal });
  const body = response.status === 200 ? null : await response.json();
  return { status: response.status, body, retryAfter: response.headers.get('retry-after'), close: () => left.abort() };
}

describe('quotas on costly work', () => {
  it('limits the costly calls a student makes per window with 429, a clear message and Retry-After; another student is unaffected', async () => {
    const [busy, other] = await Promise.all([student(), student()]);
    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await generatePlan(busy.cookie);
      expect(refused.body.message).toBe(studyPlanMessages.noGoals);
    }
    const limited = await generatePlan(busy.cookie);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(limited.body.message).toMatch(/^You have started a lot of AI work in a short time\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Read-aloud shares the quota: refused before any speech is made.
    const readAloud = await call('/api/text-to-speech', { body: { text: 'Cells divide by mitosis.' }, cookie: busy.cookie, baseUrl });
    expect(readAloud.status).toBe(429);
    expect((await generatePlan(other.cookie)).body.message).toBe(studyPlanMessages.noGoals);
  });

  it('allows one job in flight per student here: another waits with 429 until the first ends', async () => {
    const [busy, other] = await Promise.all([student(), student()]);
    const upload = await slowUpload(busy.cookie);
    try {
      const refused = await generatePlan(busy.cookie);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ code: 'RATE_LIMITED', message: 'You already have 1 job running. Please wait for one to finish and try again.' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await generatePlan(other.cookie)).body.message).toBe(studyPlanMessages.noGoals);
    } finally {
      upload.stop();
    }
    const freed = await waitUntil(async () => (await generatePlan(busy.cookie)).status === 400, 20_000);
    expect(freed, 'the slot is freed once the interrupted upload ends').toBe(true);
  });

  it('caps the progress streams a student keeps open, and opens another once one closes', async () => {
    const { cookie } = await student();
    const upload = await slowUpload(cookie);
    const open: Awaited<ReturnType<typeof openStream>>[] = [];
    try {
      open.push(await openStream(cookie, upload.jobId), await openStream(cookie, upload.jobId));
      expect(open.map((stream) => stream.status)).toEqual([200, 200]);
      const third = await openStream(cookie, upload.jobId);
      expect(third.status).toBe(429);
      expect(third.body).toEqual({ code: 'RATE_LIMITED', message: 'You are following 2 jobs already. Close a tab or wait for one to finish, then try again.' });
      expect(Number(third.retryAfter)).toBeGreaterThan(0);
      open.shift()!.close();
      const reopened = await waitUntil(async () => {
        const stream = await openStream(cookie, upload.jobId);
        if (stream.status === 200) open.push(stream);
        return stream.status === 200;
      }, 20_000);
      expect(reopened, 'a closed stream frees its place').toBe(true);
    } finally {
      for (const stream of open) stream.close();
      upload.stop();
    }
  });
});

describe('the credit check of an upload', () => {
  it('refuses a student who cannot pay before their file is stored', async () => {
    const { cookie, user } = await student();
    await rpc.request('credits.debit', { userId: user.id, amount: user.credits - 5, reason: 'test: spend', idempotencyKey: `quota-test-${user.id}` }, { requestId: 'quota-test', actor: null });
    const essay = Buffer.from('Cells divide by mitosis, and each daughter cell keeps the full set of chromosomes. '.repeat(20));
    const refused = await postForm('/api/grade-essay', { cookie, baseUrl, files: [{ field: 'essay', name: 'essay.txt', bytes: essay, type: 'text/plain' }], fields: { essayType: 'informative' } });
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({ code: 'INSUFFICIENT_CREDITS', message: creditMessages.insufficient(8, 5) });
    expect(await storage.list(`uploads/${user.id}/`)).toEqual([]);
  });

  it('removes the files of an upload whose job is never started (a job id that is someone else’s)', async () => {
    const [owner, other] = await Promise.all([student(), student()]);
    const jobId = randomUUID();
    const spoken = await call('/api/text-to-speech', { body: { text: 'Cells divide by mitosis.' }, cookie: owner.cookie, baseUrl, headers: { 'x-job-id': jobId } });
    expect(spoken.status).toBe(200);
    const notes = Buffer.from('Cells divide by mitosis, and each daughter cell keeps the full set of chromosomes. '.repeat(20));
    const refused = await postForm('/api/generate-flashcards', { cookie: other.cookie, baseUrl, jobId, files: [{ name: 'notes.txt', bytes: notes, type: 'text/plain' }] });
    expect(refused.status).toBe(403);
    expect(await storage.list(`uploads/${other.user.id}/`)).toEqual([]);
  });
});
