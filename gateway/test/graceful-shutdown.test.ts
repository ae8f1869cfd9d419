import { jobAcceptedReplySchema } from '@studyforge/contracts';
import { freePort, type Stack } from '@studyforge/scripts';
import { CELL_BIOLOGY_NOTES, signedInStudent, startExtraGateway, waitUntil } from '@studyforge/test-support';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { createClient, type RedisClientType } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A gateway of its own beside the test run's stack, so stopping it disturbs no other test. */
let gateway: Stack;
let baseUrl: string;
let redis: RedisClientType;

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  gateway = await startExtraGateway(port, {});
  redis = createClient({ url: process.env.REDIS_URL });
  await redis.connect();
}, 120_000);

afterAll(async () => {
  await redis?.quit();
  await gateway?.stop();
});

const BOUNDARY = 'shutdown-test-boundary';

/** A flashcards upload sent in two halves: the gateway has it in flight between them. */
function uploadInTwoHalves(cookie: string, jobId: string) {
  const upload = request(new URL('/api/generate-flashcards', baseUrl), {
    method: 'POST',
    headers: { cookie, 'x-job-id': jobId, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  const answer = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    upload.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      response.on('error', reject);
    });
    upload.on('error', reject);
  });
  const half = Math.floor(CELL_BIOLOGY_NOTES.length / 2);
  upload.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\n${CELL_BIOLOGY_NOTES.slice(0, half)}`);
  return {
    answer,
    finish: () => upload.end(`${CELL_BIOLOGY_NOTES.slice(half)}\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="count"\r\n\r\n5\r\n--${BOUNDARY}--\r\n`),
  };
}

async function refusesConnections(): Promise<boolean> {
  try {
    await fetch(`${baseUrl}/api/health/ready`, { signal: AbortSignal.timeout(3000) });
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
  }
}

describe('SIGTERM on the gateway', () => {
  it('refuses new connections, ends event streams politely, finishes the request in flight, then exits', async () => {
    const { cookie } = await signedInStudent({ baseUrl });
    const jobId = randomUUID();
    const upload = uploadInTwoHalves(cookie, jobId);
    expect(await waitUntil(async () => (await redis.exists(`job-upload:${jobId}`)) === 1, 20_000), 'the upload is under way').toBe(true);
    const events = await fetch(`${baseUrl}/api/jobs/${jobId}/events`, { headers: { cookie } });
    expect(events.status).toBe(200);

    const exited = gateway.apps.get('gateway')!.kill('SIGTERM');
    expect(await waitUntil(refusesConnections, 15_000), 'new connections are refused').toBe(true);
    expect(await events.text()).toMatch(/retry: 1000\n\n$/);

    upload.finish();
    const answer = await upload.answer;
    expect([200, 202], JSON.stringify(answer.body)).toContain(answer.status);
    if (answer.status === 202) expect(jobAcceptedReplySchema.parse(answer.body).jobId).toBe(jobId);
    await exited;
  });
});
