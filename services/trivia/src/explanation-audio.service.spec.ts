import { DomainError, ErrorCode } from '@studyforge/contracts';
import { createLogger, MediaLinkSigner, uuidFromKey, type RpcClient } from '@studyforge/service-kit';
import { describe, expect, it } from 'vitest';
import { ExplanationAudioService } from './explanation-audio.service.js';

const secret = 'trivia-spec-media-link-secret-0123456789';
const context = { requestId: 'req-1', actor: { userId: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d' } };
const answer = { sessionId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', questionNumber: 2, explanation: 'A stack is last in, first out.' };

function service(request: (...args: unknown[]) => Promise<unknown>) {
  const calls: unknown[][] = [];
  const rpc = {
    request: async (...args: unknown[]) => {
      calls.push(args);
      return request(...args);
    },
  } as unknown as RpcClient;
  return { audio: new ExplanationAudioService(rpc, new MediaLinkSigner(secret), createLogger('test', 'silent')), calls };
}

describe('ExplanationAudioService', () => {
  it('starts one read-aloud job per answered question, as the student, and answers a signed link to it', async () => {
    const { audio, calls } = service(async () => ({}));
    const link = await audio.linkFor(answer, context);
    const jobId = uuidFromKey(`trivia:${answer.sessionId}:${answer.questionNumber}`);
    expect(calls).toEqual([
      [
        'generation.create-job',
        { jobId, kind: 'read-aloud', files: [], text: answer.explanation, count: null, voice: null, topic: null },
        context,
      ],
    ]);
    const url = new URL(link!, 'http://localhost');
    expect(url.pathname).toBe(`/api/audio/${jobId}`);
    const expires = url.searchParams.get('expires') ?? undefined;
    const signature = url.searchParams.get('signature') ?? undefined;
    expect(new MediaLinkSigner(secret).verify(jobId, expires, signature)).toBe(true);
    expect(new MediaLinkSigner(secret).verify(jobId, expires, signature, Date.now() + 61 * 60_000)).toBe(false);
  });

  it('answers no link, without failing, when the audio cannot be started', async () => {
    const { audio } = service(async () => {
      throw new DomainError(ErrorCode.ServiceUnavailable, 'The generation service could not be reached.');
    });
    await expect(audio.linkFor(answer, context)).resolves.toBeNull();
  });
});
