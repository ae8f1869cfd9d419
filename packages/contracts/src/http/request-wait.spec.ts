import { describe, expect, it } from 'vitest';
import { API_ENDPOINTS, MAX_TRIVIA_QUESTION_WAIT_MS } from './index.js';
import { DEFAULT_REQUEST_WAIT_MS, MAX_REQUEST_WAIT_MS, PROXY_READ_TIMEOUT_SECONDS, readAloudAudioPath } from './request-wait.js';

const endpoints = Object.entries(API_ENDPOINTS);

describe('how long a request is held', () => {
  it('stays safely below the proxies’ read timeout', () => {
    expect(MAX_REQUEST_WAIT_MS).toBeLessThanOrEqual(PROXY_READ_TIMEOUT_SECONDS * 1000 - 5000);
    expect(DEFAULT_REQUEST_WAIT_MS).toBeLessThanOrEqual(MAX_REQUEST_WAIT_MS);
  });

  it('is never longer for a forward to a service than the bound', () => {
    const longer = endpoints.filter(([, endpoint]) => (endpoint.forward?.timeoutMs ?? 0) > MAX_REQUEST_WAIT_MS).map(([name]) => name);
    expect(longer).toEqual([]);
  });

  it('lets the trivia service give up on a session’s questions, charging nothing, before the gateway stops waiting for them', () => {
    for (const name of ['startCourseTrivia', 'startBookTrivia', 'startSubjectTrivia'] as const) {
      expect(MAX_TRIVIA_QUESTION_WAIT_MS).toBeLessThan(API_ENDPOINTS[name].forward!.timeoutMs!);
    }
  });

  it('is bounded for every costly endpoint that is not a forward: its job outliving the wait is answered 202 (declared, so OpenAPI shows it)', () => {
    const unbounded = endpoints.filter(([, endpoint]) => endpoint.costly && !endpoint.forward && !endpoint.job).map(([name]) => name);
    expect(unbounded).toEqual([]);
  });

  it('answers read-aloud and an explanation’s audio link with 202 when the audio takes longer, then serves it by the job', async () => {
    for (const name of ['textToSpeech', 'getAudio', 'readAloudAudio'] as const) {
      const { job } = API_ENDPOINTS[name];
      expect(job, name).toBeDefined();
      const status = { id: '0b7c5a2e-1f3d-4e6a-9b8c-7d6e5f4a3b2c' } as never;
      expect(await job!.fromJob(status, () => Promise.reject(new Error('nothing to read')))).toBe('/api/read-aloud/0b7c5a2e-1f3d-4e6a-9b8c-7d6e5f4a3b2c');
    }
    expect(API_ENDPOINTS.readAloudAudio.path.replace('{id}', 'x')).toBe(readAloudAudioPath('x'));
  });
});
