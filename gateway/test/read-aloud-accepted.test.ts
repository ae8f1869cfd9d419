import { JOB_ACCEPTED_MESSAGE, jobAcceptedReplySchema, jobStatusSchema, readAloudAudioPath, type JobStatus } from '@studyforge/contracts';
import { call, endedJob, signedInStudent, useGatewayAcceptingAtOnce } from '@studyforge/test-support';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

/** A gateway whose wait for jobs (GENERATION_SYNC_WAIT_MS) is 0: every read-aloud job outlives it. */
const gateway = useGatewayAcceptingAtOnce();

async function followed(jobId: string, cookie: string): Promise<JobStatus> {
  const finished = jobStatusSchema.parse(await endedJob(jobId, cookie, gateway.url));
  expect(finished.stage, JSON.stringify(finished.error)).toBe('done');
  return finished;
}

async function audioAt(path: string, cookie: string): Promise<Response> {
  return fetch(new URL(path, gateway.url), { headers: { cookie } });
}

describe('read-aloud audio that outlives the wait', () => {
  it('answers 202 with its job; the job goes on and its audio is served once done, to its owner only', async () => {
    const { cookie } = await signedInStudent({ baseUrl: gateway.url });
    const credits = async () => (await call<{ credits: number }>('/api/user/credits', { cookie, baseUrl: gateway.url })).body.credits;
    const balance = await credits();
    const jobId = randomUUID();
    const asked = await call('/api/text-to-speech', {
      cookie,
      baseUrl: gateway.url,
      headers: { 'X-Job-Id': jobId },
      body: { text: 'Osmosis moves water across a membrane toward the side with more dissolved particles.' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    expect(jobAcceptedReplySchema.parse(asked.body)).toEqual({
      jobId,
      stage: expect.any(String),
      message: JOB_ACCEPTED_MESSAGE,
      job: `/api/jobs/${jobId}`,
      events: `/api/jobs/${jobId}/events`,
    });

    await followed(jobId, cookie);
    const audio = await audioAt(readAloudAudioPath(jobId), cookie);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect(await credits(), 'read-aloud stays free').toBe(balance);

    const stranger = await signedInStudent({ baseUrl: gateway.url });
    expect((await audioAt(readAloudAudioPath(jobId), stranger.cookie)).status).toBe(404);
  });
});
