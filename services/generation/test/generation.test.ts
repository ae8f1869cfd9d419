import { generationMessages, type Flashcard, type QuizQuestion } from '@studyforge/contracts';
import { createCanvas } from '@napi-rs/canvas';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedInStudent, postForm } from '@studyforge/test-support';
import { biologyDocx, biologyPdf, biologyText } from './support/study-material.js';

let db: pg.Pool;
beforeAll(() => {
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
});
afterAll(async () => {
  await db.end();
});

async function balanceOf(cookie: string): Promise<number> {
  return (await call('/api/user/credits', { cookie })).body.credits;
}

async function ledgerOfJob(jobId: string) {
  const { rows } = await db.query<{ kind: string; delta: number; idempotency_key: string }>(
    `SELECT kind, delta, idempotency_key FROM credits.ledger WHERE idempotency_key LIKE $1 ORDER BY created_at`,
    [`job:${jobId}:%`],
  );
  return rows;
}

function blankPng(): Buffer {
  const canvas = createCanvas(400, 200);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 400, 200);
  return canvas.toBuffer('image/png');
}

describe('flashcards from files and text', () => {
  it('makes cited flashcards from a real PDF and DOCX together, charges 1 credit per card and saves the deck', async () => {
    const { cookie } = await signedInStudent();
    const response = await postForm('/api/generate-flashcards', {
      cookie,
      files: [
        { name: 'biology.pdf', bytes: await biologyPdf() },
        { name: 'biology-notes.docx', bytes: await biologyDocx() },
      ],
      fields: { count: '10' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const cards = response.body.flashcards as Flashcard[];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(10);
    expect(response.body.creditsUsed).toBe(cards.length);
    for (const card of cards) {
      expect(card.question.length).toBeGreaterThan(5);
      expect(card.answer.length).toBeGreaterThan(0);
      expect(['biology.pdf', 'biology-notes.docx']).toContain(card.citation.fileName);
      expect(card.citation.quote.length).toBeGreaterThan(10);
    }
    expect(cards.some((card) => card.citation.fileName === 'biology.pdf' && card.citation.page !== null)).toBe(true);
    expect(await balanceOf(cookie)).toBe(50 - cards.length);

    const decks = (await call('/api/user/flashcards', { cookie })).body;
    expect(decks[0]).toMatchObject({ id: response.body.deckId, flashcards: cards });
  });

  it('accepts pasted text alone, and never shows one student another student\'s decks', async () => {
    const owner = await signedInStudent();
    const response = await postForm('/api/generate-flashcards', { cookie: owner.cookie, fields: { text: biologyText(), count: '5' } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.flashcards.length).toBeGreaterThan(0);
    expect(response.body.flashcards[0].citation.fileName).toBe('Pasted text');

    const stranger = await signedInStudent();
    expect((await call('/api/user/flashcards', { cookie: stranger.cookie })).body).toEqual([]);
  });
});

describe('what the gateway refuses', () => {
  it('rejects a file whose bytes are not a supported type, whatever its name', async () => {
    const { cookie } = await signedInStudent();
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0)]);
    const response = await postForm('/api/generate-flashcards', { cookie, files: [{ name: 'lecture.pdf', bytes: exe, type: 'application/pdf' }] });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'VALIDATION_FAILED', message: generationMessages.invalidFileType('lecture.pdf') });
    expect(await balanceOf(cookie)).toBe(50);
  });

  it('rejects a file over 25 MB', async () => {
    const { cookie } = await signedInStudent();
    const big = Buffer.alloc(26 * 1024 * 1024, 'a');
    const response = await postForm('/api/generate-notes', { cookie, files: [{ name: 'huge.txt', bytes: big, type: 'text/plain' }] });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(generationMessages.fileTooLarge('huge.txt'));
  });

  it('asks for content when there is neither a file nor text', async () => {
    const { cookie } = await signedInStudent();
    const response = await postForm('/api/generate-quiz', { cookie, fields: { text: '   ', questionCount: '5' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'VALIDATION_FAILED', message: generationMessages.noContent });
  });

  it('refuses more files than allowed', async () => {
    const { cookie } = await signedInStudent();
    const files = Array.from({ length: 11 }, (_, index) => ({ name: `part-${index}.txt`, bytes: Buffer.from(biologyText()) }));
    const response = await postForm('/api/generate-notes', { cookie, files });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(generationMessages.tooManyFiles);
  });

  it('answers 402 before any work when credits are short, and charges nothing', async () => {
    const { cookie } = await signedInStudent();
    const response = await postForm('/api/generate-trivia', { cookie, fields: { text: biologyText(), count: '20' } });
    expect(response.status).toBe(402);
    expect(response.body).toEqual({ code: 'INSUFFICIENT_CREDITS', message: 'Not enough credits: this costs 60 credits and you have 50.' });
    expect(await balanceOf(cookie)).toBe(50);
  });

  it('answers 401 when signed out', async () => {
    const response = await postForm('/api/generate-flashcards', { cookie: '', fields: { text: biologyText() } });
    expect(response.status).toBe(401);
  });
});

describe('failures release the credits', () => {
  it('names the file that has no text, and gives the reserved credits back', async () => {
    const { cookie } = await signedInStudent();
    const jobId = randomUUID();
    const response = await postForm('/api/generate-notes', { cookie, files: [{ name: 'blank.png', bytes: blankPng() }], jobId });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('UNPROCESSABLE_CONTENT');
    expect(response.body.message).toContain('blank.png');
    expect(await balanceOf(cookie)).toBe(50);
    expect((await ledgerOfJob(jobId)).map((row) => [row.kind, row.delta])).toEqual([
      ['debit', -2],
      ['refund', 2],
    ]);
    const job = (await call(`/api/jobs/${jobId}`, { cookie })).body;
    expect(job).toMatchObject({ id: jobId, stage: 'failed', error: { code: 'UNPROCESSABLE_CONTENT' } });
  });
});

describe('quizzes', () => {
  it('makes four-option questions with exactly one correct answer, and scores attempts on the server', async () => {
    const { cookie } = await signedInStudent();
    const response = await postForm('/api/generate-quiz', { cookie, fields: { text: biologyText(), questionCount: '5' } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.creditsUsed).toBe(3);
    const questions = response.body.quiz.questions as QuizQuestion[];
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) {
      expect(question.options).toHaveLength(4);
      expect(new Set(question.options).size).toBe(4);
      expect(question.correctAnswer).toBeGreaterThanOrEqual(0);
      expect(question.correctAnswer).toBeLessThan(4);
      expect(question.explanation.length).toBeGreaterThan(0);
    }
    const answers = questions.map((question, index) => (index === 0 ? (question.correctAnswer + 1) % 4 : question.correctAnswer));
    const attempt = await call(`/api/quizzes/${response.body.quiz.id}/attempts`, { cookie, body: { answers } });
    expect(attempt.status).toBe(201);
    expect(attempt.body).toMatchObject({ correct: questions.length - 1, total: questions.length });
    expect(attempt.body.score).toBeCloseTo(((questions.length - 1) / questions.length) * 100, 1);

    const saved = (await call('/api/user/quizzes', { cookie })).body;
    expect(saved[0]).toMatchObject({ id: response.body.quiz.id, kind: 'quiz', attempts: 1, totalQuestions: questions.length });

    const stranger = await signedInStudent();
    const foreign = await call(`/api/quizzes/${response.body.quiz.id}/attempts`, { cookie: stranger.cookie, body: { answers } });
    expect(foreign.status).toBe(404);
  });

  it('makes a practice test with mixed difficulty', async () => {
    const { cookie } = await signedInStudent();
    const response = await postForm('/api/generate-practice-tests', { cookie, files: [{ name: 'biology.pdf', bytes: await biologyPdf() }], fields: { questionCount: '10' } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const difficulties = new Set((response.body.quiz.questions as QuizQuestion[]).map((question) => question.difficulty));
    expect(difficulties.size).toBeGreaterThan(1);
  });
});

describe('notes and trivia', () => {
  it('makes a study guide that follows the material, saves edits, and keeps it private', async () => {
    const { cookie } = await signedInStudent();
    const response = await postForm('/api/generate-notes', { cookie, files: [{ name: 'biology-notes.docx', bytes: await biologyDocx() }] });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.creditsUsed).toBe(2);
    const headings = response.body.studyGuide.sections.map((section: { heading: string }) => section.heading);
    expect(headings).toEqual(expect.arrayContaining(['Cell Organelles', 'Photosynthesis', 'Cell Division']));
    expect(response.body.notes).toContain('## Photosynthesis');

    const edited = `${response.body.notes}\n- My own note about chloroplasts\n`;
    const saved = await call(`/api/study-guides/${response.body.studyGuideId}`, { cookie, method: 'PATCH', body: { notes: edited } });
    expect(saved.status).toBe(200);
    expect((await call('/api/user/study-guides', { cookie })).body[0].notes).toBe(edited);

    const stranger = await signedInStudent();
    const foreign = await call(`/api/study-guides/${response.body.studyGuideId}`, { cookie: stranger.cookie, method: 'PATCH', body: { notes: 'mine now' } });
    expect(foreign.status).toBe(404);
  });

  it('makes trivia with the correct option marked and charges per question made', async () => {
    const { cookie } = await signedInStudent();
    const response = await postForm('/api/generate-trivia', { cookie, fields: { text: biologyText(), count: '5' } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const trivia = response.body.triviaQuestions as Array<{ options: string[]; correctAnswer: number }>;
    expect(trivia.length).toBeGreaterThan(0);
    expect(response.body.creditsUsed).toBe(3 * trivia.length);
    expect(await balanceOf(cookie)).toBe(50 - 3 * trivia.length);
  });
});

describe('jobs', () => {
  it('shows stages at /api/jobs/:id and as server-sent events, and charges a replayed request once', async () => {
    const { cookie } = await signedInStudent();
    const jobId = randomUUID();
    const events = fetch(`${process.env.STUDYFORGE_URL}/api/jobs/${jobId}/events`, { headers: { cookie } }).then((r) => r.text());
    const first = await postForm('/api/generate-flashcards', { cookie, fields: { text: biologyText(), count: '5' }, jobId });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.jobId).toBe(jobId);
    const stream = await events;
    expect(stream).toContain('event: progress');
    expect(stream).toMatch(/"stage":"done"/);

    const again = await postForm('/api/generate-flashcards', { cookie, fields: { text: biologyText(), count: '5' }, jobId });
    expect(again.status).toBe(200);
    expect(again.body.deckId).toBe(first.body.deckId);
    expect((await ledgerOfJob(jobId)).filter((row) => row.kind === 'debit')).toHaveLength(1);
    expect(await balanceOf(cookie)).toBe(50 - first.body.creditsUsed);

    const job = await call(`/api/jobs/${jobId}`, { cookie });
    expect(job.body).toMatchObject({ id: jobId, kind: 'flashcards', stage: 'done', progress: 100 });
    const stranger = await signedInStudent();
    expect((await call(`/api/jobs/${jobId}`, { cookie: stranger.cookie })).status).toBe(404);
  });
});

describe('read-aloud', () => {
  it('returns MP3 audio for text, and refuses empty or too-long text with the spec messages', async () => {
    const { cookie } = await signedInStudent();
    const response = await fetch(`${process.env.STUDYFORGE_URL}/api/text-to-speech`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ text: '## Photosynthesis\n\nPlants turn **light** into chemical energy.' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    const audio = Buffer.from(await response.arrayBuffer());
    expect(audio.length).toBeGreaterThan(1000);
    const mp3Start = audio.subarray(0, 3).toString('latin1') === 'ID3' || (audio[0] === 0xff && (audio[1]! & 0xe0) === 0xe0);
    expect(mp3Start).toBe(true);

    expect((await call('/api/text-to-speech', { cookie, body: { text: '  **  ' } })).body).toEqual({ code: 'VALIDATION_FAILED', message: 'No text to read' });
    expect((await call('/api/text-to-speech', { cookie, body: { text: 'a'.repeat(4001) } })).body).toEqual({ code: 'VALIDATION_FAILED', message: 'Text too long' });
    expect(await balanceOf(cookie)).toBe(50);
  });
});
