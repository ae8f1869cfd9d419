import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { call, BASE_URL, linkTokenOf, signedInStudent, waitForMail, waitUntil } from '@studyforge/test-support';
import { studentWithData } from './support/student-data.js';

let db: pg.Pool;
beforeAll(() => {
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
});
afterAll(async () => {
  await db.end();
});

async function download(jobId: string, cookie: string): Promise<Response> {
  return fetch(`${BASE_URL}/api/account/export/${jobId}/download`, { headers: { cookie } });
}

function json(files: Record<string, Uint8Array>, path: string): any {
  expect(Object.keys(files), `the ZIP has ${path}`).toContain(path);
  return JSON.parse(strFromU8(files[path]!));
}

describe('Download my data', () => {
  it('gathers everything the student owns from every service into a ZIP with a README, as a job with progress, for its owner only', async () => {
    const student = await studentWithData();
    const { cookie, user } = student;
    const { token } = linkTokenOf(await waitForMail(student.student.email, /Verify your email address/), '/verify-email');
    expect((await call('/api/auth/verify-email', { body: { token } })).status).toBe(200);

    const started = await call('/api/account/export', { cookie, method: 'POST' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ kind: 'data-export' });
    const jobId = started.body.id as string;
    expect((await call('/api/account/export', { cookie, method: 'POST' })).body.id, 'a second click follows the running export').toBe(jobId);

    const stages = new Set<string>();
    const finished = await waitUntil(async () => {
      const job = await call(`/api/jobs/${jobId}`, { cookie });
      stages.add(job.body.stage);
      return job.body.stage === 'done' || job.body.stage === 'failed';
    }, 60_000);
    expect(finished).toBe(true);
    const job = (await call(`/api/jobs/${jobId}`, { cookie })).body;
    expect(job.stage, JSON.stringify(job.error)).toBe('done');
    expect(job.progress).toBe(100);
    expect((await call('/api/account/export', { cookie })).body.id, 'the latest export is this one').toBe(jobId);
    expect((await call('/api/user/credits', { cookie })).body.credits, 'the export is free').toBeGreaterThan(0);
    const told = await waitForMail(student.student.email, /Your StudyForge data is ready to download/);
    expect(told.text).toMatch(/studyforge-data-\d{4}-\d{2}-\d{2}\.zip/);
    expect(told.text).toContain('/settings');

    const response = await download(jobId, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="studyforge-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = Object.keys(files);

    const readme = strFromU8(files['README.txt']!);
    for (const name of names.filter((entry) => entry !== 'README.txt' && entry !== 'manifest.json')) expect(readme, `README describes ${name}`).toContain(name);
    const manifest = json(files, 'manifest.json');
    expect(manifest.services.map((part: { service: string }) => part.service).sort()).toEqual(
      expect.arrayContaining(['auth', 'books', 'credits', 'generation', 'trivia']),
    );

    const account = json(files, 'auth/account.json');
    expect(account).toMatchObject({ id: user.id, email: student.student.email, first_name: 'Ada', has_password: true });
    expect(JSON.stringify(account)).not.toMatch(/argon2|password_hash/);

    const ledger = json(files, 'credits/ledger.json') as Array<{ kind: string; delta: number }>;
    expect(ledger[0]).toMatchObject({ kind: 'trial', delta: 50 });
    expect(ledger.filter((row) => row.kind === 'debit').length).toBeGreaterThanOrEqual(3);
    const balance = json(files, 'credits/balance.json');
    expect(balance.credits).toBe(ledger.reduce((sum, row) => sum + row.delta, 0));

    const decks = json(files, 'generation/flashcard-decks.json') as Array<{ id: string; cards: unknown[] }>;
    expect(decks.map((deck) => deck.id)).toEqual([student.deckId]);
    expect(decks[0]!.cards.length).toBeGreaterThan(0);
    expect((json(files, 'generation/study-guides.json') as unknown[]).length).toBe(1);
    const jobs = json(files, 'generation/jobs.json') as Array<{ kind: string }>;
    expect(jobs.map((row) => row.kind)).toEqual(expect.arrayContaining(['flashcards', 'notes']));
    const upload = names.find((name) => name.startsWith('generation/uploads/') && name.endsWith('biology.pdf'));
    expect(upload, `an uploaded file among ${names.join(', ')}`).toBeDefined();
    expect(Buffer.from(files[upload!]!).equals(student.pdf)).toBe(true);

    expect((json(files, 'trivia/sessions.json') as Array<{ id: string }>).map((row) => row.id)).toEqual([student.triviaSessionId]);
    expect((json(files, 'trivia/answers.json') as unknown[]).length).toBe(1);
    expect((json(files, 'books/affiliate-clicks.json') as Array<{ title: string }>)[0]).toMatchObject({ title: 'Campbell Biology' });

    // The parts parked in storage for this export are gone once the ZIP is written.
    expect(names.some((name) => name.includes('/parts/'))).toBe(false);

    const stranger = await signedInStudent();
    expect((await download(jobId, stranger.cookie)).status, "someone else's export is not found").toBe(404);
    expect((await download(jobId, '')).status).toBe(401);
    expect((await call('/api/account/export/not-a-uuid/download', { cookie })).status).toBe(404);
    expect((await call('/api/account/export', { cookie: stranger.cookie })).body, 'a student with no export has none').toBeNull();

    // A new export replaces the old ZIP: only the latest is kept.
    const second = (await call('/api/account/export', { cookie, method: 'POST' })).body.id as string;
    expect(second).not.toBe(jobId);
    expect(await waitUntil(async () => (await call(`/api/jobs/${second}`, { cookie })).body.stage === 'done', 60_000)).toBe(true);
    expect((await download(second, cookie)).status).toBe(200);
    const replaced = await call(`/api/account/export/${jobId}/download`, { cookie });
    expect(replaced.status).toBe(404);
    expect(replaced.body.message).toMatch(/replaced by a newer one/);
  });
});
