import { RECAP_LENGTHS, RECAP_TYPES, recapMessages } from '@studyforge/contracts';
import { BASE_URL, call, postForm, signedInStudent, waitUntil } from '@studyforge/test-support';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mp3Seconds } from '../src/audio-recap/mp3-duration.js';
import { recapMaterial } from './support/recap-material.js';

const MATERIAL = recapMaterial(2600);

function recapForm(cookie: string, fields: Record<string, string>, text = MATERIAL, jobId?: string) {
  return postForm('/api/generate-audio-recap', { cookie, files: [{ name: 'notes.txt', bytes: Buffer.from(text), type: 'text/plain' }], fields, jobId });
}

async function audio(path: string, cookie: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${BASE_URL}${path}`, { headers: { cookie, ...headers } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('audio recaps', () => {
  it('lasts the chosen length within 10 % for every type, in one voice or (podcast) two', { timeout: 600_000 }, async () => {
    for (const [index, type] of RECAP_TYPES.entries()) {
      const { cookie } = await signedInStudent();
      const length = index % 2 === 0 ? 'medium' : 'short';
      const response = await recapForm(cookie, { length, type, voice: 'echo' });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.creditsUsed).toBe(10);
      const target = RECAP_LENGTHS[length] * 60;
      const played = mp3Seconds((await audio(response.body.audioUrl, cookie)).bytes);
      expect(Math.abs(played - target) / target, `${type} ${length}: ${played} s`).toBeLessThanOrEqual(0.1);
      expect(Math.abs(response.body.recap.durationSeconds - played)).toBeLessThan(2);
      expect(response.body.recap).toMatchObject({ type, length, voiceStyle: 'echo', duration: RECAP_LENGTHS[length] });
      expect((await call('/api/user/credits', { cookie })).body.credits).toBe(40);
    }
  });

  it('says before charging when the material cannot fill the length, and offers the longest honest one', { timeout: 120_000 }, async () => {
    const { cookie } = await signedInStudent();
    const response = await recapForm(cookie, { length: 'ultra', type: 'audiobook' }, recapMaterial(2000));
    expect(response.status).toBe(422);
    expect(response.body.message).toMatch(/honestly fill a Long \(12 min\) audiobook, not 45 minutes.*you were not charged/);
    expect((await call('/api/user/credits', { cookie })).body.credits).toBe(50);
  });

  it('asks for a length and a type, and for content', async () => {
    const { cookie } = await signedInStudent();
    const noType = await recapForm(cookie, { length: 'short' });
    expect(noType.status).toBe(400);
    expect(noType.body.message).toContain(recapMessages.selectionRequiredDetail);
    const nothing = await postForm('/api/generate-audio-recap', { cookie, fields: { length: 'short', type: 'summary' } });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toContain(recapMessages.noContent);
  });

  it('serves range requests and downloads, lists and deletes, and refuses another student', { timeout: 300_000 }, async () => {
    const { cookie } = await signedInStudent();
    const made = await recapForm(cookie, { length: 'short', type: 'lecture', voice: 'fable' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const url: string = made.body.audioUrl;
    const whole = await audio(url, cookie);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const part = await audio(url, cookie, { range: 'bytes=1000-1999' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${whole.bytes.length}`);
    expect(part.bytes.equals(whole.bytes.subarray(1000, 2000))).toBe(true);
    const tail = await audio(url, cookie, { range: 'bytes=-500' });
    expect(tail.bytes.equals(whole.bytes.subarray(whole.bytes.length - 500))).toBe(true);
    expect((await audio(url, cookie, { range: `bytes=${whole.bytes.length + 10}-` })).status).toBe(416);
    const download = await audio(`${url}?download=1`, cookie);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="audio-recap-\d{4}-\d\d-\d\dT[\d-]+Z\.mp3"$/);

    const list = await call('/api/user/audio-recaps', { cookie });
    expect(list.body.recaps).toHaveLength(1);
    expect(list.body.recaps[0]).toMatchObject({ id: made.body.recap.id, voiceStyle: 'fable', duration: 3, audioUrl: url });

    const other = await signedInStudent();
    expect((await audio(url, other.cookie)).status).toBe(404);
    expect((await call(`/api/user/audio-recaps/${made.body.recap.id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    expect((await call('/api/user/audio-recaps', { cookie: other.cookie })).body.recaps).toEqual([]);

    expect((await call(`/api/user/audio-recaps/${made.body.recap.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect((await call('/api/user/audio-recaps', { cookie })).body.recaps).toEqual([]);
    expect((await audio(url, cookie)).status).toBe(404);
  });

  it('can be cancelled while it is made, and the credits come back', { timeout: 300_000 }, async () => {
    const { cookie } = await signedInStudent();
    const jobId = randomUUID();
    const pending = recapForm(cookie, { length: 'ultra', type: 'podcast' }, recapMaterial(7500), jobId);
    const speaking = await waitUntil(async () => {
      const job = await call(`/api/jobs/${jobId}`, { cookie });
      return job.status === 200 && job.body.stage === 'generating' && job.body.progress >= 35;
    }, 120_000);
    expect(speaking).toBe(true);
    const cancelled = await call(`/api/jobs/${jobId}/cancel`, { method: 'POST', cookie });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ stage: 'failed', error: { code: 'CANCELLED', message: recapMessages.cancelled } });
    // The waiting request answers 409 CANCELLED, or was already answered 202 with the job if it outlived GENERATION_SYNC_WAIT_MS.
    const answer = await pending;
    if (answer.status !== 202) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(answer.body).toEqual({ code: 'CANCELLED', message: recapMessages.cancelled });
    }
    expect((await call('/api/user/credits', { cookie })).body.credits).toBe(50);
    expect((await call('/api/user/audio-recaps', { cookie })).body.recaps).toEqual([]);
    const other = await signedInStudent();
    expect((await call(`/api/jobs/${jobId}/cancel`, { method: 'POST', cookie: other.cookie })).status).toBe(404);
  });
});
