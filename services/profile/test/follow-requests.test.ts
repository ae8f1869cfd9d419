import { FOLLOW_REQUEST_RETRY_DAYS, MAX_PENDING_FOLLOW_REQUESTS, profileMessages } from '@studyforge/contracts';
import { call, errorCodeOf, signedInStudent, stackClients } from '@studyforge/test-support';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

const clients = stackClients();
const asSystem = { requestId: `test-${randomUUID()}`, actor: null };

type Student = Awaited<ReturnType<typeof signedInStudent>>;

async function ownProfile(student: Student) {
  const response = await call('/api/profile', { cookie: student.cookie });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { id: string; username: string };
}

/** A followers-only profile with a bio and a school only followers may read. */
async function followersOnlyOwner() {
  const owner = await signedInStudent();
  const profile = await ownProfile(owner);
  expect((await call('/api/profile', { method: 'PATCH', cookie: owner.cookie, body: { bio: 'Only for followers', school: 'Secret School' } })).status).toBe(200);
  expect((await call('/api/profile/privacy', { method: 'PATCH', cookie: owner.cookie, body: { profileVisibility: 'followers' } })).status).toBe(200);
  return { owner, ...profile };
}

const follow = (student: Student, id: string) => call(`/api/profile/${id}/follow`, { method: 'POST', cookie: student.cookie });
const withdraw = (student: Student, id: string) => call(`/api/profile/${id}/follow-request`, { method: 'DELETE', cookie: student.cookie });
const waiting = (student: Student) => call('/api/profile/follow-requests', { cookie: student.cookie });
const answer = (student: Student, requesterId: string, verdict: 'approve' | 'decline') =>
  call(`/api/profile/follow-requests/${requesterId}/${verdict}`, { method: 'POST', cookie: student.cookie });

/** What a student who does not follow sees: name, username and avatar, and none of the followers-only parts. */
async function expectStrangerView(viewer: Student, profile: { id: string; username: string }) {
  expect((await call(`/api/profile/${profile.username}`, { cookie: viewer.cookie })).body).toMatchObject({ access: 'limited', bio: null, school: null, progressVisible: false });
  for (const part of ['stats', 'flashcards', 'quizzes', 'progress']) {
    const response = await call(`/api/profile/${profile.id}/${part}`, { cookie: viewer.cookie });
    expect(response.status, part).toBe(403);
    expect(response.body.message, part).toBe(profileMessages.followersOnly);
  }
}

describe('follow requests for a followers-only profile', () => {
  it('asks instead of following, shows nothing more before approval, and opens the profile once its student approves', async () => {
    const { owner, ...profile } = await followersOnlyOwner();
    const viewer = await signedInStudent();
    const viewerProfile = await ownProfile(viewer);

    const asked = await follow(viewer, profile.id);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body).toEqual({ followingCount: 0, followersCount: 0, isFollowing: false, isRequested: true });
    expect((await follow(viewer, profile.id)).body).toEqual({ followingCount: 0, followersCount: 0, isFollowing: false, isRequested: true });
    await expectStrangerView(viewer, profile);
    expect((await call(`/api/profile/${viewerProfile.id}/follow-stats`, { cookie: owner.cookie })).body).toMatchObject({ followingCount: 0 });

    const listed = await waiting(owner);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({ requesterId: viewerProfile.id, username: viewerProfile.username, firstName: viewer.student.firstName, requestedAt: expect.any(String) }),
    ]);

    const approved = await answer(owner, viewerProfile.id, 'approve');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toEqual([]);
    expect((await call(`/api/profile/${profile.username}`, { cookie: viewer.cookie })).body).toMatchObject({ access: 'full', bio: 'Only for followers', school: 'Secret School' });
    expect((await call(`/api/profile/${profile.id}/stats`, { cookie: viewer.cookie })).status).toBe(200);
    expect((await call(`/api/profile/${profile.id}/follow-stats`, { cookie: viewer.cookie })).body).toEqual({ followingCount: 0, followersCount: 1, isFollowing: true, isRequested: false });

    // An approved follower who unfollows must ask again.
    expect((await call(`/api/profile/${profile.id}/unfollow`, { method: 'POST', cookie: viewer.cookie })).body).toMatchObject({ followersCount: 0, isFollowing: false });
    await expectStrangerView(viewer, profile);
  });

  it('removes a declined request, and lets the same student ask again only after a while', async () => {
    const { owner, ...profile } = await followersOnlyOwner();
    const viewer = await signedInStudent();
    const { id: viewerId } = await ownProfile(viewer);
    await follow(viewer, profile.id);

    const declined = await answer(owner, viewerId, 'decline');
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual([]);
    expect((await call(`/api/profile/${profile.id}/follow-stats`, { cookie: viewer.cookie })).body).toEqual({ followingCount: 0, followersCount: 0, isFollowing: false, isRequested: false });
    await expectStrangerView(viewer, profile);

    const again = await follow(viewer, profile.id);
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ code: 'RATE_LIMITED', message: profileMessages.followRequestTooSoon });
    expect((await withdraw(viewer, profile.id)).status).toBe(200);
    expect((await follow(viewer, profile.id)).status).toBe(429);
    expect((await waiting(owner)).body).toEqual([]);

    await clients.db.query(
      `UPDATE profile.follow_requests SET answered_at = now() - make_interval(days => $3) - interval '1 minute' WHERE follower_id = $1 AND followee_id = $2`,
      [viewerId, profile.id, FOLLOW_REQUEST_RETRY_DAYS],
    );
    expect((await follow(viewer, profile.id)).body).toMatchObject({ isFollowing: false, isRequested: true });
    expect((await waiting(owner)).body).toEqual([expect.objectContaining({ requesterId: viewerId })]);
  });

  it('lets the requester withdraw, after which the request cannot be approved', async () => {
    const { owner, ...profile } = await followersOnlyOwner();
    const viewer = await signedInStudent();
    const { id: viewerId } = await ownProfile(viewer);
    await follow(viewer, profile.id);

    const withdrawn = await withdraw(viewer, profile.id);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toEqual({ followingCount: 0, followersCount: 0, isFollowing: false, isRequested: false });
    expect((await withdraw(viewer, profile.id)).status).toBe(200);
    expect((await waiting(owner)).body).toEqual([]);
    const late = await answer(owner, viewerId, 'approve');
    expect(late.status).toBe(404);
    expect(late.body).toEqual({ code: 'NOT_FOUND', message: profileMessages.followRequestGone });
    await expectStrangerView(viewer, profile);
    // Withdrawing is not declining: the student may ask again at once.
    expect((await follow(viewer, profile.id)).body).toMatchObject({ isRequested: true });
  });

  it("refuses a third student's approval or decline of someone else's request", async () => {
    const { owner, ...profile } = await followersOnlyOwner();
    const [viewer, third] = await Promise.all([signedInStudent(), signedInStudent()]);
    const { id: viewerId } = await ownProfile(viewer);
    await ownProfile(third);
    await follow(viewer, profile.id);

    for (const verdict of ['approve', 'decline'] as const) {
      const response = await answer(third, viewerId, verdict);
      expect(response.status, verdict).toBe(404);
      expect(response.body, verdict).toEqual({ code: 'NOT_FOUND', message: profileMessages.followRequestGone });
    }
    // Sent straight to the service in the owner's name, the message is refused too.
    const asThird = { requestId: `test-${randomUUID()}`, actor: { userId: third.user.id } };
    expect(await errorCodeOf(clients.rpc.request('profile.answer-follow-request', { userId: profile.id, requesterId: viewerId, answer: 'approve' }, asThird))).toBe('FORBIDDEN');
    expect(await errorCodeOf(clients.rpc.request('profile.follow-requests', { userId: profile.id }, asThird))).toBe('FORBIDDEN');
    expect((await waiting(third)).body).toEqual([]);
    await expectStrangerView(viewer, profile);
    // The requester cannot approve their own request either.
    expect((await answer(viewer, viewerId, 'approve')).status).toBe(404);
    expect((await waiting(owner)).body).toEqual([expect.objectContaining({ requesterId: viewerId })]);
  });

  it('follows a public profile at once, keeps earlier followers, and turns waiting requests into follows when the profile is made public', async () => {
    const owner = await signedInStudent();
    const profile = await ownProfile(owner);
    const [early, late] = await Promise.all([signedInStudent(), signedInStudent()]);
    await Promise.all([ownProfile(early), ownProfile(late)]);
    expect((await follow(early, profile.id)).body).toEqual({ followingCount: 0, followersCount: 1, isFollowing: true, isRequested: false });

    await call('/api/profile/privacy', { method: 'PATCH', cookie: owner.cookie, body: { profileVisibility: 'followers' } });
    expect((await call(`/api/profile/${profile.username}`, { cookie: early.cookie })).body.access).toBe('full');
    expect((await follow(late, profile.id)).body).toEqual({ followingCount: 0, followersCount: 1, isFollowing: false, isRequested: true });

    await call('/api/profile/privacy', { method: 'PATCH', cookie: owner.cookie, body: { profileVisibility: 'public' } });
    expect((await call(`/api/profile/${profile.id}/follow-stats`, { cookie: late.cookie })).body).toEqual({ followingCount: 0, followersCount: 2, isFollowing: true, isRequested: false });
    expect((await waiting(owner)).body).toEqual([]);
  });

  it(`keeps at most ${MAX_PENDING_FOLLOW_REQUESTS} of a student's requests waiting`, async () => {
    const asker = await signedInStudent();
    const { id: askerId } = await ownProfile(asker);
    const others = Array.from({ length: MAX_PENDING_FOLLOW_REQUESTS }, () => randomUUID());
    await clients.db.query(
      `INSERT INTO profile.profiles (user_id, username, visibility) SELECT id, 'cap_' || substr(replace(id::text, '-', ''), 1, 20), 'followers' FROM unnest($1::uuid[]) id`,
      [others],
    );
    await clients.db.query(`INSERT INTO profile.follow_requests (follower_id, followee_id) SELECT $1, id FROM unnest($2::uuid[]) id`, [askerId, others]);
    const { id } = await followersOnlyOwner();
    const refused = await follow(asker, id);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'RATE_LIMITED', message: profileMessages.tooManyFollowRequests });
    expect((await withdraw(asker, others[0]!)).status).toBe(200);
    expect((await follow(asker, id)).body).toMatchObject({ isRequested: true });
  });

  it("puts requests both ways in the student's data export and erases them with the account", async () => {
    const { owner, ...profile } = await followersOnlyOwner();
    const viewer = await signedInStudent();
    const { id: viewerId } = await ownProfile(viewer);
    await follow(viewer, profile.id);

    for (const userId of [viewerId, profile.id]) {
      const exported = await clients.rpc.request('profile.export-user-data', { userId, exportId: randomUUID(), cursor: null }, asSystem);
      const requests = exported.files.find((file) => file.name === 'follow-requests.json');
      expect(requests?.content, userId).toEqual([expect.objectContaining({ follower_id: viewerId, followee_id: profile.id, status: 'pending' })]);
    }
    await clients.rpc.request('profile.erase-user-data', { userId: viewerId }, asSystem);
    const { rows } = await clients.db.query('SELECT 1 FROM profile.follow_requests WHERE follower_id = $1 OR followee_id = $1', [viewerId]);
    expect(rows).toEqual([]);
    expect((await waiting(owner)).body).toEqual([]);
  });
});
