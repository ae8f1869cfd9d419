import { call, CELL_BIOLOGY_NOTES, postForm, signedInStudent, BASE_URL } from '@studyforge/test-support';
import { describe, expect, it } from 'vitest';
import { mp3Seconds } from '../src/audio-recap/mp3-duration.js';

async function audioSeconds(path: string, cookie: string) {
  const response = await fetch(`${BASE_URL}${path}`, { headers: { cookie } });
  return { status: response.status, seconds: response.ok ? mp3Seconds(Buffer.from(await response.arrayBuffer())) : 0 };
}

describe('Tutor Me', () => {
  it('asks for files or a topic', async () => {
    const { cookie } = await signedInStudent();
    const response = await postForm('/api/generate-voice-lecture', { cookie, fields: { voice: 'nova', includeAudio: 'true' } });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('Input Required');
    expect((await call('/api/user/credits', { cookie })).body.credits).toBe(50);
  });

  it('lectures on uploaded notes with audio, then answers questions from them, or says they do not cover it', { timeout: 180_000 }, async () => {
    const { cookie } = await signedInStudent();
    const lecture = await postForm('/api/generate-voice-lecture', {
      cookie,
      files: [{ name: 'cells.txt', bytes: Buffer.from(CELL_BIOLOGY_NOTES), type: 'text/plain' }],
      fields: { topic: 'Cell Biology', voice: 'shimmer', includeAudio: 'true' },
    });
    expect(lecture.status, JSON.stringify(lecture.body)).toBe(200);
    expect(lecture.body.creditsUsed).toBe(6);
    expect(lecture.body.structured.keyIdeas.map((idea: { heading: string }) => idea.heading)).toEqual(['Mitochondria', 'Photosynthesis', 'Cell division']);
    expect(lecture.body.structured.keyIdeas[0].citation).toMatchObject({ fileName: 'cells.txt' });
    expect(lecture.body.lecture).toMatch(/^Welcome\. Today's lecture is about Cell Biology\./);
    expect(lecture.body.lecture).toContain('To sum up:');
    expect((await audioSeconds(lecture.body.audioUrl, cookie)).seconds).toBeGreaterThan(20);
    expect((await call('/api/user/credits', { cookie })).body.credits).toBe(44);

    const ask = (message: string) =>
      call('/api/voice-tutor-chat', {
        cookie,
        body: { message, context: lecture.body.lecture, voice: 'shimmer', previousMessages: [{ role: 'assistant', content: lecture.body.lecture }], lectureId: lecture.body.lectureId },
      });
    const covered = await ask('What does chlorophyll absorb?');
    expect(covered.status, JSON.stringify(covered.body)).toBe(200);
    expect(covered.body).toMatchObject({ grounded: true, creditsUsed: 1 });
    expect(covered.body.response).toContain('Chlorophyll absorbs light most strongly in the blue and red wavelengths.');
    expect(covered.body.response.match(/Chlorophyll absorbs/g), 'each passage is said once').toHaveLength(1);
    expect((await audioSeconds(covered.body.audioUrl, cookie)).seconds).toBeGreaterThan(2);
    const uncovered = await ask('Who won the football world cup in 1998?');
    expect(uncovered.body.grounded).toBe(false);
    expect(uncovered.body.response).toMatch(/does not cover that, so I will not guess/);
    expect((await call('/api/user/credits', { cookie })).body.credits).toBe(42);

    const other = await signedInStudent();
    expect((await audioSeconds(lecture.body.audioUrl, other.cookie)).status).toBe(404);
    const foreign = await call('/api/voice-tutor-chat', { cookie: other.cookie, body: { message: 'What does chlorophyll absorb?', lectureId: lecture.body.lectureId } });
    expect(foreign.body.grounded, 'another student’s lecture material is not searched').toBe(false);
    expect((await call('/api/voice-tutor-chat', { cookie, body: { message: '   ' } })).status).toBe(400);
  });

  it('lectures on a topic from the course knowledge base', { timeout: 120_000 }, async () => {
    const { cookie } = await signedInStudent();
    const lecture = await postForm('/api/generate-voice-lecture', { cookie, fields: { topic: 'Cell Biology', voice: 'onyx', includeAudio: 'false' } });
    expect(lecture.status, JSON.stringify(lecture.body)).toBe(200);
    expect(lecture.body.audioUrl).toBeNull();
    expect(lecture.body.structured.keyIdeas.length).toBeGreaterThan(0);
    expect(lecture.body.lecture).toContain('Cell Biology');
  });
});
