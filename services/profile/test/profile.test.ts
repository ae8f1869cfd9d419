import { authMessages, profileMessages, type RpcSubject } from '@studyforge/contracts';
import { call, errorCodeOf, newStudent, sessionCookieOf, signedInStudent, stackClients, testIp } from '@studyforge/test-support';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { image, makeDeck, takeQuiz, uploadAvatar } from './support/profile-fixtures.js';

const clients = stackClients();

type Student = Awaited<ReturnType<typeof signedInStudent>>;

async function ownProfile(student: Student) {
  const response = await call('/api/profile', { cookie: student.cookie });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const put = (student: Student, body: Record<string, unknown>) => call('/api/profile', { method: 'PUT', cookie: student.cookie, body });
const patch = (student: Student, body: Record<string, unknown>) => call('/api/profile', { method: 'PATCH', cookie: student.cookie, body });
const setPrivacy = (student: Student, body: Record<string, unknown>) => call('/api/profile/privacy', { method: 'PATCH', cookie: student.cookie, body });

function fields(overrides: Record<string, unknown> = {}) {
  return { firstName: 'Ada', lastName: 'Lovelace', username: `ada_${randomUUID().slice(0, 8)}`, major: 'Mathematics', school: 'Analytical College', country: 'United Kingdom', bio: 'Notes on the engine.', ...overrides };
}

describe('own profile', () => {
  it('is made on first touch with a username from the name, and GET /api/auth/user carries its fields', async () => {
    const student = await signedInStudent();
    const profile = await ownProfile(student);
    expect(profile).toMatchObject({ id: student.user.id, firstName: 'Ada', lastName: 'Lovelace', isOwn: true, access: 'full', plan: 'Free' });
    expect(profile.username).toMatch(/^adalovelace\d*$/);
    expect(profile.privacy).toEqual({ profileVisibility: 'public', showProgress: true, showAchievements: true, allowMessages: true });
    expect((await ownProfile(student)).username).toBe(profile.username);

    const me = await call('/api/auth/user', { cookie: student.cookie });
    expect(me.body).toMatchObject({ id: student.user.id, email: student.student.email, username: profile.username, major: null, school: null, country: null, bio: null, profileImageUrl: null, credits: 50, plan: 'Free' });
  });

  it('copies every value auth held before profiles existed, once, without losing one', async () => {
    const student = newStudent();
    const ip = testIp();
    const signUp = await call('/api/auth/signup', { body: student, ip });
    expect(signUp.status).toBe(201);
    const legacyName = `Legacy_${randomUUID().slice(0, 6)}`;
    await clients.db.query(
      `UPDATE auth.users SET major = 'Physics', school = 'Old School', country = 'Norway', bio = 'From before.', username = $2,
              profile_image_url = 'https://images.example.com/legacy.png' WHERE id = $1`,
      [signUp.body.id, legacyName],
    );
    const signIn = await call('/api/auth/signin', { body: { email: student.email, password: student.password }, ip });
    const cookie = sessionCookieOf(signIn);
    const me = await call('/api/auth/user', { cookie });
    expect(me.body).toMatchObject({ username: legacyName, major: 'Physics', school: 'Old School', country: 'Norway', bio: 'From before.', profileImageUrl: 'https://images.example.com/legacy.png' });
    const { rows } = await clients.db.query('SELECT username, major, school, country, bio, external_image_url FROM profile.profiles WHERE user_id = $1', [signUp.body.id]);
    expect(rows).toEqual([{ username: legacyName, major: 'Physics', school: 'Old School', country: 'Norway', bio: 'From before.', external_image_url: 'https://images.example.com/legacy.png' }]);
  });

  it('gives two students with the same name different usernames, however their first touches race', async () => {
    const students = await Promise.all(Array.from({ length: 4 }, () => signedInStudent()));
    const names = await Promise.all(students.map(async (student) => (await ownProfile(student)).username as string));
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(4);
  });
});

describe('editing', () => {
  it('saves the seven fields with PUT (names to the account) and reloads them everywhere', async () => {
    const student = await signedInStudent();
    const body = fields({ firstName: 'Augusta', lastName: 'King' });
    const saved = await put(student, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject(body);
    expect((await call('/api/auth/user', { cookie: student.cookie })).body).toMatchObject(body);
    expect((await call(`/api/profile/${body.username.toUpperCase()}`, { cookie: student.cookie })).body).toMatchObject({ ...body, isOwn: true });
  });

  it('changes only what PATCH sends, ignores the read-only e-mail, and clears a field sent blank', async () => {
    const student = await signedInStudent();
    const body = fields();
    await put(student, body);
    const changed = await patch(student, { bio: 'A new bio.', email: 'someone.else@example.edu' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ ...body, bio: 'A new bio.' });
    expect((await call('/api/auth/user', { cookie: student.cookie })).body.email).toBe(student.student.email);
    expect((await patch(student, { school: '  ' })).body.school).toBeNull();
    expect((await patch(student, {})).body).toEqual({ code: 'VALIDATION_FAILED', message: profileMessages.nothingToChange });
  });

  it.each([
    [{ username: 'ab' }, profileMessages.usernameInvalid],
    [{ username: 'a'.repeat(31) }, profileMessages.usernameInvalid],
    [{ username: 'has space' }, profileMessages.usernameInvalid],
    [{ username: 'dot.name' }, profileMessages.usernameInvalid],
    [{ username: 'Privacy' }, profileMessages.usernameReserved],
    [{ major: 'Astrology' }, profileMessages.majorInvalid],
    [{ bio: 'x'.repeat(501) }, profileMessages.bioTooLong],
    [{ firstName: 'A' }, authMessages.firstNameTooShort],
  ])('refuses %j with a clear message', async (change, message) => {
    const student = await signedInStudent();
    const response = await patch(student, change);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'VALIDATION_FAILED', message });
  });

  it('accepts a bio of exactly 500 characters and usernames of 3 and 30 characters', async () => {
    const student = await signedInStudent();
    expect((await patch(student, { bio: 'y'.repeat(500) })).status).toBe(200);
    expect((await patch(student, { username: `a${randomUUID().replace(/-/g, '').slice(0, 29)}` })).status).toBe(200);
  });

  it('refuses a username another student holds, in any case, and lets the owner change its case', async () => {
    const [first, second] = await Promise.all([signedInStudent(), signedInStudent()]);
    const username = `Taken_${randomUUID().slice(0, 8)}`;
    expect((await patch(first, { username })).status).toBe(200);
    const clash = await patch(second, { username: username.toLowerCase() });
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ code: 'CONFLICT', message: profileMessages.usernameTaken });
    expect((await put(second, fields({ username: username.toUpperCase() }))).status).toBe(409);
    expect((await patch(first, { username: username.toUpperCase() })).body.username).toBe(username.toUpperCase());
  });
});

describe('ownership, checked by the profile service itself', () => {
  it('refuses messages that act on another student, whatever reaches the service', async () => {
    const [owner, other] = await Promise.all([signedInStudent(), signedInStudent()]);
    await ownProfile(owner);
    const asOther = { requestId: `test-${randomUUID()}`, actor: { userId: other.user.id } };
    const asNobody = { requestId: `test-${randomUUID()}`, actor: null };
    const userId = owner.user.id;
    const attempts: Array<[RpcSubject, Record<string, unknown>]> = [
      ['profile.get-own', { userId }],
      ['profile.current', { userId }],
      ['profile.update', { userId, fields: { bio: 'hijacked' } }],
      ['profile.get-privacy', { userId }],
      ['profile.update-privacy', { userId, profileVisibility: 'public' }],
      ['profile.set-avatar', { userId, uploads: [] }],
    ];
    for (const [subject, data] of attempts) {
      expect(await errorCodeOf(clients.rpc.request(subject, data as never, asOther)), subject).toBe('FORBIDDEN');
      expect(await errorCodeOf(clients.rpc.request(subject, data as never, asNobody)), subject).toBe('UNAUTHENTICATED');
    }
    for (const subject of ['profile.stats', 'profile.follow-stats', 'profile.flashcards', 'profile.quizzes', 'profile.progress', 'profile.follow'] as const) {
      expect(await errorCodeOf(clients.rpc.request(subject, { profileId: userId }, asNobody)), subject).toBe('UNAUTHENTICATED');
    }
    // An avatar made of someone else's upload is refused before the upload is read.
    const foreign = { userId: other.user.id, uploads: [{ key: `uploads/${userId}/${randomUUID()}`, size: 10 }] };
    expect(await errorCodeOf(clients.rpc.request('profile.set-avatar', foreign, asOther))).toBe('FORBIDDEN');
    expect((await ownProfile(owner)).bio).toBeNull();
  });
});

describe('privacy, enforced on the server', () => {
  const endpoints = (id: string) => [`/api/profile/${id}/stats`, `/api/profile/${id}/follow-stats`, `/api/profile/${id}/flashcards`, `/api/profile/${id}/quizzes`, `/api/profile/${id}/progress`];

  it('shows a public profile and its progress to every signed-in student, and nothing to a visitor', async () => {
    const [owner, viewer] = await Promise.all([signedInStudent(), signedInStudent()]);
    const { username, id } = await ownProfile(owner);
    await patch(owner, { bio: 'Public bio', major: 'Biology' });
    const seen = await call(`/api/profile/${username}`, { cookie: viewer.cookie });
    expect(seen.body).toMatchObject({ id, username, bio: 'Public bio', major: 'Biology', isOwn: false, access: 'full', progressVisible: true, privacy: null });
    for (const path of endpoints(id)) expect((await call(path, { cookie: viewer.cookie })).status, path).toBe(200);
    for (const path of [`/api/profile/${username}`, ...endpoints(id)]) expect((await call(path)).status, path).toBe(401);
  });

  it("answers 'Profile not found' for every part of a private profile, to followers too, but not to its owner", async () => {
    const [owner, viewer] = await Promise.all([signedInStudent(), signedInStudent()]);
    const { username, id } = await ownProfile(owner);
    expect((await call(`/api/profile/${id}/follow`, { method: 'POST', cookie: viewer.cookie })).status).toBe(200);
    expect((await setPrivacy(owner, { profileVisibility: 'private' })).body.profileVisibility).toBe('private');
    for (const path of [`/api/profile/${username}`, ...endpoints(id), `/api/profile/${id}/avatar`]) {
      const response = await call(path, { cookie: viewer.cookie });
      expect(response.status, path).toBe(404);
      expect(response.body, path).toEqual({ code: 'NOT_FOUND', message: profileMessages.notFound });
    }
    expect((await call(`/api/profile/${id}/follow`, { method: 'POST', cookie: viewer.cookie })).status).toBe(404);
    expect((await call(`/api/profile/${username}`, { cookie: owner.cookie })).body.isOwn).toBe(true);
    for (const path of endpoints(id)) expect((await call(path, { cookie: owner.cookie })).status, path).toBe(200);
  });

  it('limits a followers-only profile to name, username and avatar until its student approves the viewer as a follower', async () => {
    const [owner, viewer] = await Promise.all([signedInStudent(), signedInStudent()]);
    const { username, id } = await ownProfile(owner);
    await patch(owner, { bio: 'Only for followers', school: 'Secret School' });
    await setPrivacy(owner, { profileVisibility: 'followers' });
    const limited = await call(`/api/profile/${username}`, { cookie: viewer.cookie });
    expect(limited.body).toMatchObject({ username, firstName: 'Ada', access: 'limited', bio: null, school: null, major: null, progressVisible: false });
    const stats = await call(`/api/profile/${id}/stats`, { cookie: viewer.cookie });
    expect(stats.status).toBe(403);
    expect(stats.body.message).toBe(profileMessages.followersOnly);
    expect((await call(`/api/profile/${id}/follow-stats`, { cookie: viewer.cookie })).body).toEqual({ followingCount: 0, followersCount: 0, isFollowing: false, isRequested: false });

    await call(`/api/profile/${id}/follow`, { method: 'POST', cookie: viewer.cookie });
    expect((await call(`/api/profile/${username}`, { cookie: viewer.cookie })).body).toMatchObject({ access: 'limited', bio: null, school: null });
    expect((await call(`/api/profile/follow-requests/${viewer.user.id}/approve`, { method: 'POST', cookie: owner.cookie })).status).toBe(200);
    expect((await call(`/api/profile/${username}`, { cookie: viewer.cookie })).body).toMatchObject({ access: 'full', bio: 'Only for followers', school: 'Secret School' });
    expect((await call(`/api/profile/${id}/stats`, { cookie: viewer.cookie })).status).toBe(200);
  });

  it('hides stats and tabs when progress is hidden, and the day streak when achievements are', async () => {
    const [owner, viewer] = await Promise.all([signedInStudent(), signedInStudent()]);
    const { username, id } = await ownProfile(owner);
    await setPrivacy(owner, { showProgress: false });
    expect((await call(`/api/profile/${username}`, { cookie: viewer.cookie })).body).toMatchObject({ access: 'full', progressVisible: false });
    for (const path of endpoints(id).filter((path) => !path.endsWith('follow-stats'))) {
      const response = await call(path, { cookie: viewer.cookie });
      expect(response.status, path).toBe(403);
      expect(response.body.message, path).toBe(profileMessages.progressHidden);
    }
    await setPrivacy(owner, { showProgress: true, showAchievements: false });
    const stats = await call(`/api/profile/${id}/stats`, { cookie: viewer.cookie });
    expect(stats.body).toMatchObject({ currentStreak: null, hidden: ['currentStreak'], flashcardCount: 0, quizCount: 0 });
    expect((await call(`/api/profile/${id}/stats`, { cookie: owner.cookie })).body).toMatchObject({ currentStreak: 0, hidden: [] });
  });

  it('keeps the privacy settings per student and validates them', async () => {
    const student = await signedInStudent();
    expect((await call('/api/profile/privacy', { cookie: student.cookie })).body).toEqual({ profileVisibility: 'public', showProgress: true, showAchievements: true, allowMessages: true });
    expect((await setPrivacy(student, { allowMessages: false })).body.allowMessages).toBe(false);
    expect((await setPrivacy(student, { profileVisibility: 'friends' })).status).toBe(400);
    expect((await setPrivacy(student, { showProgress: 'yes' })).status).toBe(400);
    expect((await setPrivacy(student, {})).status).toBe(400);
    expect((await call('/api/profile/privacy', { cookie: student.cookie })).body.allowMessages).toBe(false);
  });

  it("answers 'Profile not found' for an unknown username or id", async () => {
    const viewer = await signedInStudent();
    expect((await call('/api/profile/nobody_here_at_all', { cookie: viewer.cookie })).status).toBe(404);
    expect((await call('/api/profile/not-a-name!', { cookie: viewer.cookie })).status).toBe(404);
    expect((await call(`/api/profile/${randomUUID()}/stats`, { cookie: viewer.cookie })).status).toBe(404);
    expect((await call('/api/profile/not-a-uuid/stats', { cookie: viewer.cookie })).status).toBe(404);
  });
});

describe('follows', () => {
  it('follows and unfollows idempotently, counts both sides, and refuses following oneself', async () => {
    const [alice, bob] = await Promise.all([signedInStudent(), signedInStudent()]);
    const [aliceProfile, bobProfile] = await Promise.all([ownProfile(alice), ownProfile(bob)]);
    const follow = () => call(`/api/profile/${bobProfile.id}/follow`, { method: 'POST', cookie: alice.cookie });
    expect((await follow()).body).toEqual({ followingCount: 0, followersCount: 1, isFollowing: true, isRequested: false });
    expect((await follow()).body).toEqual({ followingCount: 0, followersCount: 1, isFollowing: true, isRequested: false });
    expect((await call(`/api/profile/${aliceProfile.id}/follow-stats`, { cookie: bob.cookie })).body).toEqual({ followingCount: 1, followersCount: 0, isFollowing: false, isRequested: false });

    const self = await call(`/api/profile/${aliceProfile.id}/follow`, { method: 'POST', cookie: alice.cookie });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ code: 'VALIDATION_FAILED', message: profileMessages.cannotFollowSelf });

    const unfollow = () => call(`/api/profile/${bobProfile.id}/unfollow`, { method: 'POST', cookie: alice.cookie });
    expect((await unfollow()).body).toEqual({ followingCount: 0, followersCount: 0, isFollowing: false, isRequested: false });
    expect((await unfollow()).body).toEqual({ followingCount: 0, followersCount: 0, isFollowing: false, isRequested: false });
    expect((await call(`/api/profile/${randomUUID()}/follow`, { method: 'POST', cookie: alice.cookie })).status).toBe(404);
  });
});

describe('stats, tabs and progress', () => {
  it('counts cards, quizzes and scored attempts from the generation service, and shows them to others', async () => {
    const [owner, viewer] = await Promise.all([signedInStudent(), signedInStudent()]);
    const { id } = await ownProfile(owner);
    const cards = await makeDeck(owner.cookie);
    const first = await takeQuiz(owner.cookie, 0);
    const second = await takeQuiz(owner.cookie, 1);

    const stats = await call(`/api/profile/${id}/stats`, { cookie: viewer.cookie });
    expect(stats.body).toEqual({
      flashcardCount: cards,
      quizCount: 2,
      currentStreak: 0,
      averageScore: Math.round(((first.score + second.score) / 2) * 10) / 10,
      unavailable: [],
      hidden: [],
    });
    const decks = (await call(`/api/profile/${id}/flashcards`, { cookie: viewer.cookie })).body;
    expect(decks).toHaveLength(1);
    expect(decks[0]).toMatchObject({ cardCount: cards, difficulty: null });
    expect(typeof decks[0].question).toBe('string');
    const quizzes = (await call(`/api/profile/${id}/quizzes`, { cookie: viewer.cookie })).body;
    expect(quizzes.map((quiz: { id: string }) => quiz.id)).toEqual([second.quizId, first.quizId]);
    expect(quizzes[0]).toMatchObject({ totalQuestions: second.total, attempts: 1 });

    const progress = (await call(`/api/profile/${id}/progress`, { cookie: viewer.cookie })).body;
    expect(progress.attempts.map((attempt: { quizId: string; score: number }) => [attempt.quizId, attempt.score])).toEqual([
      [first.quizId, first.score],
      [second.quizId, second.score],
    ]);
    expect(progress.accuracy).toHaveLength(2);
    expect(progress.weeks).toHaveLength(12);
    expect(progress.weeks.at(-1)).toMatchObject({ cardsMade: cards, triviaAnswered: 0 });
    expect(progress.unavailable).toEqual([]);
  }, 120_000);
});

describe('avatar', () => {
  it('squares and stores a JPEG, PNG or WebP image, serves it with a long cache, and replaces it on a new upload', async () => {
    const [owner, viewer] = await Promise.all([signedInStudent(), signedInStudent()]);
    const uploaded = await uploadAvatar(owner.cookie, await image('png', 800, 500));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const url: string = uploaded.body.profileImageUrl;
    expect(url).toMatch(new RegExp(`^/api/profile/${owner.user.id}/avatar\\?v=1$`));
    expect((await call('/api/auth/user', { cookie: owner.cookie })).body.profileImageUrl).toBe(url);

    const served = await fetch(`${process.env.STUDYFORGE_URL ?? 'http://localhost:3000'}${url}`, { headers: { cookie: viewer.cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    for (const format of ['jpeg', 'webp'] as const) {
      const again = await uploadAvatar(owner.cookie, await image(format, 300, 900), `me.${format}`, `image/${format}`);
      expect(again.status).toBe(200);
    }
    expect((await ownProfile(owner)).profileImageUrl).toMatch(/\?v=3$/);
    const { rows } = await clients.db.query('SELECT avatar_key FROM profile.profiles WHERE user_id = $1', [owner.user.id]);
    expect(rows[0].avatar_key).toMatch(new RegExp(`^avatars/${owner.user.id}/`));
  });

  it('refuses a file that is not an image by its bytes, an image over 5 MB, and an unreadable image, keeping the old avatar', async () => {
    const owner = await signedInStudent();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');
    const asPdf = await uploadAvatar(owner.cookie, pdf, 'me.png', 'image/png');
    expect(asPdf.status).toBe(400);
    expect(asPdf.body).toEqual({ code: 'VALIDATION_FAILED', message: profileMessages.avatarInvalidType });

    const big = Buffer.concat([await image('png', 64, 64), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const tooBig = await uploadAvatar(owner.cookie, big);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toBe(profileMessages.avatarTooLarge);

    const broken = Buffer.concat([(await image('png', 64, 64)).subarray(0, 60), Buffer.alloc(200, 7)]);
    const unreadable = await uploadAvatar(owner.cookie, broken);
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.message).toBe(profileMessages.avatarUnreadable);
    expect((await ownProfile(owner)).profileImageUrl).toBeNull();
  });
});
