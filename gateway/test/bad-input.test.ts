import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BASE_URL, call, postForm, signedInStudent, testIp } from '@studyforge/test-support';

/** Opens a job's event stream and reads until it ends; the status and the event names heard. */
async function followEvents(jobId: string, cookie: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${BASE_URL}/api/jobs/${jobId}/events`, { headers: { cookie }, signal: AbortSignal.timeout(30_000) });
  return { status: response.status, body: await response.text() };
}

describe('a job event stream for a job that is not yours', () => {
  it('answers 404 (and does not hold the connection) when the job never appears', async () => {
    const { cookie } = await signedInStudent();
    const answer = await followEvents(randomUUID(), cookie);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ code: 'NOT_FOUND', message: 'This job does not exist.' });
  });

  it("answers 404 for another student's job, while its owner hears its progress to the end", async () => {
    const owner = await signedInStudent();
    const jobId = randomUUID();
    const audio = await fetch(`${BASE_URL}/api/text-to-speech`, {
      method: 'POST',
      headers: { cookie: owner.cookie, 'content-type': 'application/json', 'x-job-id': jobId },
      body: JSON.stringify({ text: 'Cells divide by mitosis.' }),
    });
    expect(audio.status).toBe(200);
    const stranger = await signedInStudent();
    expect((await followEvents(jobId, stranger.cookie)).status).toBe(404);
    const own = await followEvents(jobId, owner.cookie);
    expect(own.status).toBe(200);
    expect(own.body).toContain('"stage":"done"');
  });

  it('waits for a job whose upload is still arriving instead of answering 404', async () => {
    const { cookie } = await signedInStudent();
    const jobId = randomUUID();
    const events = followEvents(jobId, cookie);
    const upload = postForm('/api/generate-flashcards', {
      cookie,
      jobId,
      fields: { count: '2', text: 'Mitosis is the division of one cell into two identical daughter cells. '.repeat(20) },
    });
    const [stream, generated] = await Promise.all([events, upload]);
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    expect(stream.status).toBe(200);
    expect(stream.body).toContain('"stage":"done"');
  });
});

describe('read-aloud with nothing to say', () => {
  it.each(['-', '🎉🔥', '   ', '**'])("answers 400 'No text to read' for %j", async (text) => {
    const { cookie } = await signedInStudent();
    const answer = await call('/api/text-to-speech', { cookie, body: { text } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'VALIDATION_FAILED', message: 'No text to read' });
  });
});

describe('a NUL character in text', () => {
  it('is refused with 400 naming the field, in a JSON body, a form field and a query', async () => {
    const { cookie } = await signedInStudent();
    const speech = await call('/api/text-to-speech', { cookie, body: { text: 'Read\u0000me' } });
    expect(speech.status).toBe(400);
    expect(speech.body.message).toBe('The field "text" contains a NUL character (\\u0000), which text cannot hold.');

    const form = await postForm('/api/generate-notes', { cookie, fields: { text: 'Notes\u0000about cells' } });
    expect(form.status).toBe(400);
    expect(form.body.message).toContain('"text" contains a NUL character');

    const search = await call(`/api/catalogue/search?q=${encodeURIComponent('cells\u0000')}`, { cookie });
    expect(search.status).toBe(400);
    expect(search.body.message).toContain('contains a NUL character');
  });

  it('is refused at sign-up and sign-in instead of failing on the server', async () => {
    const ip = testIp();
    const signUp = await call('/api/auth/signup', {
      ip,
      body: { firstName: 'Ada\u0000', lastName: 'Lovelace', email: `nul.${randomUUID().slice(0, 8)}@example.edu`, password: 'Analytical99x' },
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body.message).toContain('"firstName" contains a NUL character');
    const signIn = await call('/api/auth/signin', { ip, body: { email: 'a\u0000@example.edu', password: 'whatever1' } });
    expect(signIn.status).toBe(400);
  });
});
