import { JOB_ACCEPTED_MESSAGE, type JobStatus } from '@studyforge/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { fetchAudio } from './job-audio';
import { textToSpeech } from './text-to-speech';

const JOB_ID = '0b7c5a2e-1f3d-4e6a-9b8c-7d6e5f4a3b2c';
const MP3 = new Uint8Array([0x49, 0x44, 0x33, 1, 2, 3]);
const at = '2026-01-01T00:00:00.000Z';
const job = (stage: JobStatus['stage'], extra: Partial<JobStatus> = {}): JobStatus => ({
  id: JOB_ID,
  kind: 'read-aloud',
  stage,
  progress: stage === 'done' ? 100 : 40,
  error: null,
  result: stage === 'done' ? { audioKey: `audio/${JOB_ID}.mp3` } : null,
  createdAt: at,
  updatedAt: at,
  ...extra,
});
const accepted = { jobId: JOB_ID, stage: 'generating', message: JOB_ACCEPTED_MESSAGE, job: `/api/jobs/${JOB_ID}`, events: `/api/jobs/${JOB_ID}/events` };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const audio = () => new Response(MP3, { status: 200, headers: { 'Content-Type': 'audio/mpeg' } });

/** The server: each path answers in turn from its list; the paths asked are kept. */
function serve(answers: Record<string, Array<() => Response>>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const path = String(input);
    asked.push(path);
    const next = answers[path]?.shift();
    if (!next) throw new Error(`nothing answers ${path}`);
    return next();
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('read-aloud audio answered 202', () => {
  it('follows the job to its end, then reads its audio', async () => {
    const asked = serve({
      '/api/text-to-speech': [() => json(202, accepted)],
      [`/api/jobs/${JOB_ID}`]: [() => json(200, job('done'))],
      [`/api/read-aloud/${JOB_ID}`]: [audio],
    });
    const blob = await textToSpeech('Cells divide by mitosis.');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(MP3);
    expect(asked).toEqual(['/api/text-to-speech', `/api/jobs/${JOB_ID}`, `/api/read-aloud/${JOB_ID}`]);
  });

  it("follows an explanation's audio link the same way", async () => {
    const link = `/api/audio/${JOB_ID}?expires=1&signature=abc`;
    serve({ [link]: [() => json(202, accepted)], [`/api/jobs/${JOB_ID}`]: [() => json(200, job('done'))], [`/api/read-aloud/${JOB_ID}`]: [audio] });
    expect(new Uint8Array(await (await fetchAudio(link)).arrayBuffer())).toEqual(MP3);
  });

  it("fails with the job's own error when the job fails", async () => {
    serve({
      '/api/text-to-speech': [() => json(202, accepted)],
      [`/api/jobs/${JOB_ID}`]: [() => json(200, job('failed', { error: { code: 'AI_PROVIDER_FAILED', message: 'The voice is unavailable. Please try again.' } }))],
    });
    const failure = await textToSpeech('Cells divide by mitosis.').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 502, serverMessage: 'The voice is unavailable. Please try again.' });
  });
});
