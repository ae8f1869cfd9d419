import { call, signedInStudent } from '@studyforge/test-support';
import { describe, expect, it } from 'vitest';

describe('the answer\'s spoken explanation', () => {
  it('comes as a link in the submit reply that plays the audio, expires in an hour and refuses a changed expiry', async () => {
    const { cookie } = await signedInStudent();
    const first = await call('/api/generate-structured-trivia', { cookie, body: { major: 'Computer Science', course: 'Data Structures', questionCount: 5 } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const answered = Math.floor(Date.now() / 1000);
    const answer = await call('/api/submit-trivia', { cookie, body: { sessionId: first.body.sessionId, selectedAnswer: first.body.options[1] } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(
      ['answeredCount', 'audioUrl', 'correctAnswer', 'correctCount', 'currentStreak', 'explanation', 'hasNext', 'isCorrect'],
    );

    const link = new URL(answer.body.audioUrl, process.env.STUDYFORGE_URL);
    const expires = Number(link.searchParams.get('expires'));
    expect(expires).toBeGreaterThanOrEqual(answered + 3600 - 5);
    expect(expires).toBeLessThanOrEqual(answered + 3600 + 5);

    const audio = await fetch(link, { headers: { cookie } });
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    const stretched = new URL(link);
    stretched.searchParams.set('expires', String(expires + 24 * 3600));
    expect((await call(`${stretched.pathname}${stretched.search}`, { cookie })).status).toBe(403);
    const lapsed = new URL(link);
    lapsed.searchParams.set('expires', String(answered - 60));
    expect((await call(`${lapsed.pathname}${lapsed.search}`, { cookie })).status).toBe(403);
  });
});
