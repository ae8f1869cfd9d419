import { API_ENDPOINTS, readAloudAudioPath, type JobStatus } from '@studyforge/contracts';
import { createLogger, MediaLinkSigner, type ObjectStorage, type RpcClient } from '@studyforge/service-kit';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeHandlers } from '../http/endpoint-handler.js';
import { EndpointRouter, type CostlyWorkGate } from '../http/endpoint-router.js';
import { jsonBodyMiddleware } from '../http/json-body.middleware.js';
import { requestIdMiddleware } from '../http/request-context.js';
import type { UploadReceiver } from '../http/upload-receiver.js';
import { UploadCreditCheck } from '../quota/upload-credit-check.js';
import { AudioHandlers } from './audio.handlers.js';
import { JobLauncher } from './job-launcher.js';

const logger = createLogger('gateway-test', 'silent');
const USER_ID = '5b0e8c50-93c4-4f35-a44c-7f1c0c7d5e21';
const JOB_ID = '0b7c5a2e-1f3d-4e6a-9b8c-7d6e5f4a3b2c';
const MP3 = Buffer.from('ID3 spoken words');
const at = new Date().toISOString();
const speaking: JobStatus = { id: JOB_ID, kind: 'read-aloud', stage: 'generating', progress: 40, error: null, result: null, createdAt: at, updatedAt: at };
const spoken: JobStatus = { ...speaking, stage: 'done', progress: 100, result: { audioKey: `audio/${JOB_ID}.mp3` } };
const signer = new MediaLinkSigner('a media link secret of at least thirty-two characters');

const noUploads: UploadReceiver = { receive: () => Promise.reject(new Error('no uploads here')), discard: () => Promise.resolve() };
const openGate: CostlyWorkGate = { admit: async () => undefined, release: async () => undefined, releaseWhenEnded: async () => 'never-started' as const };
const storage = { getStream: async () => Readable.from([MP3]) } as unknown as ObjectStorage;

describe('read-aloud audio', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  /**
   * The audio endpoints served as the gateway serves them, with one read-aloud job whose status is `job.status` (a
   * job that never finishes unless the test says so: its status is published to no one) and a wait of `waitMs`.
   */
  async function serve(job: { status: JobStatus }, waitMs: number) {
    const created: unknown[] = [];
    const rpc = {
      request: async (subject: string, data: unknown) => {
        if (subject === 'generation.create-job') return created.push(data), job.status;
        return job.status;
      },
      subscribe: async () => () => undefined,
      publish: async () => undefined,
    } as unknown as RpcClient;
    const handlers = new AudioHandlers(new JobLauncher(rpc, { GENERATION_SYNC_WAIT_MS: waitMs }), storage, signer);
    const endpoints = { textToSpeech: API_ENDPOINTS.textToSpeech, getAudio: API_ENDPOINTS.getAudio, readAloudAudio: API_ENDPOINTS.readAloudAudio };
    const app = express();
    app.use(requestIdMiddleware, jsonBodyMiddleware, (req, _res, next) => {
      req.isAuthenticated = (() => true) as typeof req.isAuthenticated;
      req.user = { id: USER_ID };
      next();
    });
    new EndpointRouter(endpoints, mergeHandlers([handlers]), { rpc, uploads: noUploads, quota: openGate, credits: new UploadCreditCheck(rpc), logger }).register(app);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    close = () => server.close();
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const call = (path: string, body?: unknown) =>
      fetch(`${base}${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json', 'x-job-id': JOB_ID }, body: JSON.stringify(body) });
    return { call, created };
  }

  it('answers 202 with the job when the audio outlives the wait, then serves it from the job once done', async () => {
    const job = { status: speaking };
    const { call, created } = await serve(job, 20);

    const asked = await call('/api/text-to-speech', { text: 'A long passage to read aloud.' });
    expect(asked.status).toBe(202);
    expect(await asked.json()).toMatchObject({ jobId: JOB_ID, job: `/api/jobs/${JOB_ID}`, events: `/api/jobs/${JOB_ID}/events` });
    expect(created).toHaveLength(1);
    expect((await call(readAloudAudioPath(JOB_ID))).status).toBe(202);

    job.status = spoken;
    const audio = await call(readAloudAudioPath(JOB_ID));
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await audio.arrayBuffer())).toEqual(MP3);
    expect(created).toHaveLength(1);
  });

  it("answers an explanation's signed link with 202 while its audio is being made, and with the audio once done", async () => {
    const job = { status: speaking };
    const { call } = await serve(job, 20);
    const link = signer.sign(JOB_ID);
    const waiting = await call(link);
    expect(waiting.status).toBe(202);
    expect(await waiting.json()).toMatchObject({ jobId: JOB_ID, stage: 'generating' });

    job.status = spoken;
    const audio = await call(link);
    expect(audio.status).toBe(200);
    expect(Buffer.from(await audio.arrayBuffer())).toEqual(MP3);
  });

  it('reads a finished job even when the wait is 0, and serves only read-aloud audio', async () => {
    const job = { status: spoken };
    const { call } = await serve(job, 0);
    expect((await call(readAloudAudioPath(JOB_ID))).status).toBe(200);

    job.status = { ...spoken, kind: 'flashcards', result: { deckId: JOB_ID } };
    const other = await call(readAloudAudioPath(JOB_ID));
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This audio does not exist.' });
  });
});
