import { startPrivateNats, type Stack } from '@studyforge/scripts';
import { call, scratchDir, signedInStudent, startSideStack, waitUntil } from '@studyforge/test-support';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A stack of its own (own NATS, same Postgres and Redis), so stopping its services disturbs no other test.
let stack: Stack;
let stopNats: () => Promise<void>;
let scratch: ReturnType<typeof scratchDir>;

beforeAll(async () => {
  scratch = scratchDir('profile-partial');
  const nats = await startPrivateNats(join(scratch.path, 'nats'));
  stopNats = nats.stop;
  stack = await startSideStack({ scratch: scratch.path, natsUrl: nats.url });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await stopNats?.();
  scratch?.remove();
});

describe('a service behind the profile figures is down', () => {
  it('still loads the profile and its stats, naming the figures that are unavailable, and recovers by itself', async () => {
    const baseUrl = stack.url;
    const [owner, viewer] = await Promise.all([signedInStudent({ baseUrl }), signedInStudent({ baseUrl })]);
    const { body: profile } = await call('/api/profile', { cookie: owner.cookie, baseUrl });
    const stats = () => call(`/api/profile/${profile.id}/stats`, { cookie: viewer.cookie, baseUrl });
    expect((await stats()).body.unavailable).toEqual([]);

    const trivia = stack.apps.get('trivia')!;
    await trivia.kill('SIGKILL');
    const withoutTrivia = await stats();
    expect(withoutTrivia.status).toBe(200);
    expect(withoutTrivia.elapsedMs).toBeLessThan(4000);
    expect(withoutTrivia.body).toEqual({ flashcardCount: 0, quizCount: 0, currentStreak: null, averageScore: null, unavailable: ['currentStreak'], hidden: [] });
    const progress = await call(`/api/profile/${profile.id}/progress`, { cookie: viewer.cookie, baseUrl });
    expect(progress.status).toBe(200);
    expect(progress.body.unavailable).toEqual(['trivia']);
    expect(progress.body.weeks.every((week: { triviaAnswered: number | null; cardsMade: number | null }) => week.triviaAnswered === null && week.cardsMade === 0)).toBe(true);

    const generation = stack.apps.get('generation')!;
    await generation.kill('SIGKILL');
    const withNeither = await stats();
    expect(withNeither.status).toBe(200);
    expect(withNeither.body).toMatchObject({ flashcardCount: null, quizCount: null, averageScore: null, currentStreak: null });
    expect(withNeither.body.unavailable.sort()).toEqual(['averageScore', 'currentStreak', 'flashcardCount', 'quizCount']);
    expect((await call(`/api/profile/${profile.username}`, { cookie: viewer.cookie, baseUrl })).status).toBe(200);
    const decks = await call(`/api/profile/${profile.id}/flashcards`, { cookie: viewer.cookie, baseUrl });
    expect(decks.status).toBe(503);
    expect(decks.body.code).toBe('SERVICE_UNAVAILABLE');

    trivia.start();
    generation.start();
    expect(await waitUntil(async () => (await stats()).body.unavailable.length === 0, 60_000)).toBe(true);
  }, 180_000);

  it('keeps GET /api/auth/user answering without the profile fields while the profile service is down', async () => {
    const baseUrl = stack.url;
    const student = await signedInStudent({ baseUrl });
    const { body: before } = await call('/api/auth/user', { cookie: student.cookie, baseUrl });
    expect(before.username).toMatch(/^adalovelace/);

    const profile = stack.apps.get('profile')!;
    await profile.kill('SIGKILL');
    const down = await call('/api/auth/user', { cookie: student.cookie, baseUrl });
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ id: student.user.id, firstName: 'Ada', username: null, credits: 50 });
    profile.start();
    expect(await waitUntil(async () => (await call('/api/auth/user', { cookie: student.cookie, baseUrl })).body.username === before.username, 60_000)).toBe(true);
  }, 120_000);
});
