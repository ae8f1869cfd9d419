import { studyPlanMessages, type StudyGoal, type StudySession, type UserStudyPlanReply } from '@studyforge/contracts';
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, mailsTo, signedInStudent, waitForMail } from '@studyforge/test-support';
import { LocalPushService } from '../../profile/test/support/local-push-service.js';

const TODAY = new Date().toISOString().slice(0, 10);
function inDays(days: number): string {
  return new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

let redis: Redis;
let background: Queue;
let db: pg.Pool;
beforeAll(() => {
  redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
  background = new Queue('background', { connection: redis });
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
});
afterAll(async () => {
  await background.close();
  redis.disconnect();
  await db.end();
});

type Student = Awaited<ReturnType<typeof signedInStudent>>;

async function addGoal(student: Student, goal: Record<string, unknown>) {
  return call<StudyGoal>('/api/study-goals', { cookie: student.cookie, body: goal });
}

async function generate(student: Student, body: Record<string, unknown> = { availableHoursPerDay: 2, startDate: TODAY, timeZone: 'America/New_York' }) {
  return call('/api/generate-study-plan', { cookie: student.cookie, body });
}

async function studyPlanOf(student: Student) {
  return (await call<UserStudyPlanReply>('/api/user/study-plan', { cookie: student.cookie })).body;
}

async function balanceOf(student: Student): Promise<number> {
  return (await call('/api/user/credits', { cookie: student.cookie })).body.credits;
}

describe('study goals', () => {
  it('are saved on the server, listed in order, and removed', async () => {
    const student = await signedInStudent();
    const first = await addGoal(student, { subject: 'Organic Chemistry', description: 'Chapters 4-6', priority: 'high', dueDate: inDays(10), estimatedHours: 12 });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ subject: 'Organic Chemistry', description: 'Chapters 4-6', priority: 'high', dueDate: inDays(10), estimatedHours: 12 });
    const second = await addGoal(student, { subject: 'History essay', dueDate: inDays(5) });
    expect(second.body).toMatchObject({ priority: 'medium', estimatedHours: 1, description: '' });

    expect((await studyPlanOf(student)).goals.map((goal) => goal.subject)).toEqual(['Organic Chemistry', 'History essay']);
    const removed = await call(`/api/study-goals/${second.body.id}`, { method: 'DELETE', cookie: student.cookie });
    expect(removed.status).toBe(200);
    expect((await studyPlanOf(student)).goals.map((goal) => goal.id)).toEqual([first.body.id]);
    const again = await call(`/api/study-goals/${second.body.id}`, { method: 'DELETE', cookie: student.cookie });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(studyPlanMessages.goalNotFound);
  });

  it("answers the spec's validation texts for a bad goal", async () => {
    const student = await signedInStudent();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ dueDate: inDays(3) }, 'Incomplete goal: Please fill in subject and due date.'],
      [{ subject: '   ', dueDate: inDays(3) }, 'Incomplete goal: Please fill in subject and due date.'],
      [{ subject: 'Physics' }, 'Incomplete goal: Please fill in subject and due date.'],
      [{ subject: 'Physics', dueDate: '2026-02-30' }, 'Incomplete goal: Please fill in subject and due date.'],
      [{ subject: 'Physics', dueDate: inDays(3), estimatedHours: 0 }, studyPlanMessages.estimatedHours],
      [{ subject: 'Physics', dueDate: inDays(3), estimatedHours: 101 }, studyPlanMessages.estimatedHours],
      [{ subject: 'Physics', dueDate: inDays(3), estimatedHours: 2.5 }, studyPlanMessages.estimatedHours],
      [{ subject: 'Physics', dueDate: inDays(3), priority: 'urgent' }, studyPlanMessages.priority],
    ];
    for (const [body, message] of cases) {
      const response = await addGoal(student, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((response.body as unknown as { message: string }).message).toBe(message);
    }
    expect((await studyPlanOf(student)).goals).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await call('/api/study-goals', { body: { subject: 'Physics', dueDate: inDays(3) } })).status).toBe(401);
    expect((await call('/api/user/study-plan')).status).toBe(401);
  });
});

describe('generating a study plan', () => {
  it('refuses without goals, with the spec text, and charges nothing', async () => {
    const student = await signedInStudent();
    const response = await generate(student);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('No study goals: Please add at least one study goal before generating a plan.');
    expect(await balanceOf(student)).toBe(50);
  });

  it('refuses a bad time zone, hours per day or start date with a clear message', async () => {
    const student = await signedInStudent();
    await addGoal(student, { subject: 'Physics', dueDate: inDays(3) });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ availableHoursPerDay: 2, startDate: TODAY, timeZone: 'Mars/Olympus_Mons' }, studyPlanMessages.timeZone],
      [{ availableHoursPerDay: 2, startDate: TODAY }, studyPlanMessages.timeZone],
      [{ availableHoursPerDay: 7, startDate: TODAY, timeZone: 'UTC' }, studyPlanMessages.hoursPerDay],
      [{ availableHoursPerDay: 0, startDate: TODAY, timeZone: 'UTC' }, studyPlanMessages.hoursPerDay],
      [{ availableHoursPerDay: 2, startDate: 'tomorrow', timeZone: 'UTC' }, studyPlanMessages.startDate],
    ];
    for (const [body, message] of cases) {
      const response = await generate(student, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect(await balanceOf(student)).toBe(50);
  });

  it('builds the plan from the saved goals in the student time zone, charges 5 credits and saves it', async () => {
    const student = await signedInStudent();
    const chemistry = (await addGoal(student, { subject: 'Chemistry', priority: 'high', dueDate: inDays(6), estimatedHours: 8 })).body;
    const history = (await addGoal(student, { subject: 'History', priority: 'low', dueDate: inDays(4), estimatedHours: 3 })).body;

    const response = await generate(student, { availableHoursPerDay: 3, startDate: TODAY, timeZone: 'Asia/Tokyo' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.creditsUsed).toBe(5);
    expect(response.body.shortfalls).toEqual([]);
    expect(await balanceOf(student)).toBe(45);

    const sessions = response.body.studyPlan as StudySession[];
    const hoursOf = (goalId: string) => sessions.filter((session) => session.goalId === goalId).reduce((sum, session) => sum + session.duration, 0);
    expect(hoursOf(chemistry.id)).toBe(8);
    expect(hoursOf(history.id)).toBe(3);
    const perDay = new Map<string, number>();
    for (const session of sessions) {
      perDay.set(session.date, (perDay.get(session.date) ?? 0) + session.duration);
      expect(session.date < (session.goalId === chemistry.id ? inDays(6) : inDays(4))).toBe(true);
      expect(session.status).toBe('scheduled');
      // The wall-clock start is in Tokyo (UTC+9, no daylight saving).
      const local = new Date(Date.parse(session.startsAt) + 9 * 3600_000).toISOString();
      expect(local.slice(0, 16)).toBe(`${session.date}T${session.startTime}`);
    }
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(3);
    expect(sessions.filter((session) => session.kind === 'review').map((session) => session.goalId).sort()).toEqual([chemistry.id, history.id].sort());

    const saved = await studyPlanOf(student);
    expect(saved.plan).toMatchObject({ timeZone: 'Asia/Tokyo', availableHoursPerDay: 3, startDate: TODAY, totalHours: 11 });
    expect(saved.plan!.sessions.map((session) => session.id)).toEqual(sessions.map((session) => session.id));

    const job = await call(`/api/jobs/${response.body.jobId}`, { cookie: student.cookie });
    expect(job.body).toMatchObject({ kind: 'study-plan', stage: 'done', progress: 100 });
  });

  it('says which goal falls short and by how much when the hours cannot fit', async () => {
    const student = await signedInStudent();
    const big = (await addGoal(student, { subject: 'Thesis draft', priority: 'low', dueDate: inDays(3), estimatedHours: 20 })).body;
    const small = (await addGoal(student, { subject: 'Quiz prep', priority: 'high', dueDate: inDays(3), estimatedHours: 2 })).body;
    const response = await generate(student, { availableHoursPerDay: 2, startDate: TODAY, timeZone: 'UTC' });
    expect(response.status).toBe(200);
    expect(response.body.shortfalls).toEqual([
      { goalId: big.id, subject: 'Thesis draft', dueDate: inDays(3), requestedHours: 20, scheduledHours: 4, missingHours: 16 },
    ]);
    const hours = (response.body.studyPlan as StudySession[]).filter((session) => session.goalId === small.id).reduce((sum, session) => sum + session.duration, 0);
    expect(hours).toBe(2);
  });

  it('marks a session completed, removes a goal with its sessions, and keeps all of it from other students', async () => {
    const owner = await signedInStudent();
    const stranger = await signedInStudent();
    const goal = (await addGoal(owner, { subject: 'Statistics', dueDate: inDays(5), estimatedHours: 4 })).body;
    const other = (await addGoal(owner, { subject: 'Spanish', dueDate: inDays(5), estimatedHours: 2 })).body;
    const sessions = (await generate(owner)).body.studyPlan as StudySession[];
    const first = sessions.find((session) => session.goalId === goal.id)!;

    expect((await call(`/api/study-plan/sessions/${first.id}`, { method: 'PATCH', cookie: stranger.cookie, body: { status: 'completed' } })).status).toBe(404);
    expect((await call(`/api/study-goals/${goal.id}`, { method: 'DELETE', cookie: stranger.cookie })).status).toBe(404);
    expect(await studyPlanOf(stranger)).toEqual({ goals: [], plan: null });
    expect((await call('/api/study-plan/calendar.ics', { cookie: stranger.cookie })).status).toBe(404);

    const bad = await call(`/api/study-plan/sessions/${first.id}`, { method: 'PATCH', cookie: owner.cookie, body: { status: 'done' } });
    expect(bad.status).toBe(400);
    const marked = await call(`/api/study-plan/sessions/${first.id}`, { method: 'PATCH', cookie: owner.cookie, body: { status: 'completed' } });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ id: first.id, status: 'completed' });
    expect((await studyPlanOf(owner)).plan!.sessions.find((session) => session.id === first.id)!.status).toBe('completed');

    const removed = await call(`/api/study-goals/${goal.id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(removed.body).toEqual({ removed: true, removedSessions: sessions.filter((session) => session.goalId === goal.id).length });
    const left = (await studyPlanOf(owner)).plan!.sessions;
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((session) => session.goalId === other.id)).toBe(true);
  });

  it('is refused with INSUFFICIENT_CREDITS once the balance is below 5, charging nothing', async () => {
    const student = await signedInStudent();
    await addGoal(student, { subject: 'Biology', dueDate: inDays(4), estimatedHours: 2 });
    for (let plan = 0; plan < 10; plan++) expect((await generate(student)).status).toBe(200);
    expect(await balanceOf(student)).toBe(0);
    const refused = await generate(student);
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe('INSUFFICIENT_CREDITS');
    expect(await balanceOf(student)).toBe(0);
  });

  it('gives the 5 reserved credits back and says why when the goals are gone by the time the job runs', async () => {
    const student = await signedInStudent();
    const goal = (await addGoal(student, { subject: 'Anatomy', dueDate: inDays(5), estimatedHours: 3 })).body;
    const jobId = randomUUID();
    // The short-generation queue holds the job until the goal is removed, as a busy worker would.
    const generation = new Queue('generation', { connection: redis });
    await generation.pause();
    try {
      const reply = call('/api/generate-study-plan', {
        cookie: student.cookie,
        headers: { 'x-job-id': jobId },
        body: { availableHoursPerDay: 2, startDate: TODAY, timeZone: 'UTC' },
      });
      const deadline = Date.now() + 15_000;
      while ((await call(`/api/jobs/${jobId}`, { cookie: student.cookie })).status !== 200) {
        if (Date.now() > deadline) throw new Error('the plan job was not created');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await balanceOf(student)).toBe(45);
      expect((await call(`/api/study-goals/${goal.id}`, { method: 'DELETE', cookie: student.cookie })).status).toBe(200);
      await generation.resume();

      const failed = await reply;
      expect(failed.status).toBe(400);
      expect(failed.body.message).toBe(studyPlanMessages.noGoals);
    } finally {
      await generation.resume();
      await generation.close();
    }
    expect(await balanceOf(student)).toBe(50);
    const job = await call(`/api/jobs/${jobId}`, { cookie: student.cookie });
    expect(job.body).toMatchObject({ kind: 'study-plan', stage: 'failed', error: { code: 'VALIDATION_FAILED', message: studyPlanMessages.noGoals } });
    expect((await studyPlanOf(student)).plan).toBeNull();
  });

  it('schedules a reminder 15 minutes before each upcoming session, and a new plan replaces them', async () => {
    const student = await signedInStudent();
    await addGoal(student, { subject: 'Economics', dueDate: inDays(8), estimatedHours: 6 });
    const tomorrow = { availableHoursPerDay: 2, startDate: inDays(1), timeZone: 'Europe/Berlin' };
    const first = (await generate(student, tomorrow)).body.studyPlan as StudySession[];
    for (const session of first) {
      const job = await background.getJob(`study-reminder-${session.id}`);
      expect(job, session.id).toBeDefined();
      expect(job!.data).toEqual({ sessionId: session.id, userId: student.user.id });
      expect(job!.timestamp + job!.opts.delay!).toBeCloseTo(Date.parse(session.startsAt) - 15 * 60_000, -4);
    }
    const second = (await generate(student, tomorrow)).body.studyPlan as StudySession[];
    for (const session of first) expect(await background.getJob(`study-reminder-${session.id}`)).toBeUndefined();
    for (const session of second) expect(await background.getJob(`study-reminder-${session.id}`)).toBeDefined();
  });
});

describe('study reminders', () => {
  /** Moves a planned session to start in ten minutes and lets its delayed reminder run now, as it would 15 minutes before. */
  async function remindNow(session: StudySession): Promise<void> {
    await db.query(`UPDATE generation.study_sessions SET starts_at = now() + interval '10 minutes' WHERE id = $1`, [session.id]);
    const job = (await background.getJob(`study-reminder-${session.id}`))!;
    await job.promote();
    const deadline = Date.now() + 20_000;
    while (!['completed', 'failed'].includes(await job.getState())) {
      if (Date.now() > deadline) throw new Error(`the reminder of ${session.id} did not run`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('e-mails the student before a session, and nothing once study reminders are turned off', async () => {
    const student = await signedInStudent();
    await addGoal(student, { subject: 'Thermodynamics', dueDate: inDays(6), estimatedHours: 6 });
    const sessions = (await generate(student, { availableHoursPerDay: 2, startDate: inDays(1), timeZone: 'Europe/Paris' })).body.studyPlan as StudySession[];
    expect(sessions.length).toBeGreaterThan(2);

    await remindNow(sessions[0]!);
    const mail = await waitForMail(student.student.email, /^StudyForge reminder: your study session for Thermodynamics starts at \d\d:\d\d$/);
    expect(mail.text).toContain('starts in 15 minutes');
    expect(mail.text).toContain('(Europe/Paris)');

    // A completed session is not reminded.
    await call(`/api/study-plan/sessions/${sessions[1]!.id}`, { method: 'PATCH', cookie: student.cookie, body: { status: 'completed' } });
    await remindNow(sessions[1]!);

    const off = await call('/api/notification-preferences', { method: 'PATCH', cookie: student.cookie, body: { studyReminders: false } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    await remindNow(sessions[2]!);
    expect((await mailsTo(student.student.email)).filter((received) => received.subject.startsWith('StudyForge reminder'))).toHaveLength(1);
  });

  describe('as a push', () => {
    const pushService = new LocalPushService();
    beforeAll(() => pushService.start());
    afterAll(() => pushService.stop());

    it("arrives on the student's device while push notifications are on, and not once they are off", async () => {
      const student = await signedInStudent();
      const device = pushService.newSubscription();
      expect((await call('/api/push/subscriptions', { cookie: student.cookie, body: device })).status).toBe(200);
      await addGoal(student, { subject: 'Genetics', dueDate: inDays(6), estimatedHours: 6 });
      const sessions = (await generate(student, { availableHoursPerDay: 2, startDate: inDays(1), timeZone: 'Europe/Paris' })).body.studyPlan as StudySession[];
      expect(sessions.length).toBeGreaterThan(2);
      const pushesOfDevice = () => pushService.received.filter((push) => device.endpoint.endsWith(push.path)).map((push) => push.message);
      const reminder = /^StudyForge reminder: your (study|review) session for Genetics/;

      const [first, second, third] = sessions as [StudySession, StudySession, StudySession];
      await remindNow(first);
      expect(pushesOfDevice()).toEqual([
        {
          title: `${first.kind === 'review' ? 'Review' : 'Study'} session in 15 minutes`,
          body: `Your ${first.kind} session for Genetics starts in 15 minutes, at ${first.startTime} (Europe/Paris).`,
          tag: `study-reminder-${first.id}`,
          url: '/study-calendar',
        },
      ]);
      const firstMail = await waitForMail(student.student.email, reminder);

      await call('/api/notification-preferences', { method: 'PATCH', cookie: student.cookie, body: { pushNotifications: false } });
      await remindNow(second);
      expect(pushesOfDevice()).toHaveLength(1);
      await waitForMail(student.student.email, reminder, { after: firstMail.receivedAt });

      // Push back on and e-mail off: the push alone.
      await call('/api/notification-preferences', { method: 'PATCH', cookie: student.cookie, body: { pushNotifications: true } });
      await call('/api/notification-preferences', { method: 'PATCH', cookie: student.cookie, body: { emailNotifications: false } });
      await remindNow(third);
      expect(pushesOfDevice().map((message) => (message as { tag: string }).tag)).toEqual([`study-reminder-${first.id}`, `study-reminder-${third.id}`]);
      expect((await mailsTo(student.student.email)).filter((received) => reminder.test(received.subject))).toHaveLength(2);
    });
  });
});

describe('calendar exports', () => {
  it('downloads the whole plan as an .ics file', async () => {
    const student = await signedInStudent();
    expect((await call('/api/study-plan/calendar.ics', { cookie: student.cookie })).body.message).toBe(studyPlanMessages.noPlan);
    await addGoal(student, { subject: 'Calculus', dueDate: inDays(5), estimatedHours: 5 });
    const statistics = (await addGoal(student, { subject: 'Statistics', dueDate: inDays(3), estimatedHours: 2 })).body;
    const sessions = (await generate(student)).body.studyPlan as StudySession[];
    const file = await call<string>('/api/study-plan/calendar.ics', { cookie: student.cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="study-plan-${TODAY}.ics"`);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.body.match(/BEGIN:VEVENT/g)).toHaveLength(sessions.length);
    for (const session of sessions) expect(file.body).toContain(`UID:${session.id}@studyforge`);
    expect(file.body).toContain('SUMMARY:Review: Statistics');
    expect((await call('/api/study-plan/calendar.ics')).status).toBe(401);

    // A removed goal's sessions leave the calendar too.
    await call(`/api/study-goals/${statistics.id}`, { method: 'DELETE', cookie: student.cookie });
    const after = await call<string>('/api/study-plan/calendar.ics', { cookie: student.cookie });
    expect(after.body).not.toContain('Statistics');
    expect(after.body.match(/BEGIN:VEVENT/g)).toHaveLength(sessions.filter((session) => session.goalId !== statistics.id).length);
  });

  it('serves a private subscription URL without a session, only with its current token, until revoked', async () => {
    const student = await signedInStudent();
    await addGoal(student, { subject: 'Microeconomics', dueDate: inDays(4), estimatedHours: 3 });
    await generate(student);
    expect((await call('/api/study-plan/subscription', { cookie: student.cookie })).body).toEqual({ active: false, createdAt: null });

    const made = await call('/api/study-plan/subscription', { method: 'POST', cookie: student.cookie });
    expect(made.status).toBe(201);
    const url = new URL(made.body.url);
    expect(url.pathname).toMatch(/^\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\/study-plan\.ics$/);
    expect((await call('/api/study-plan/subscription', { cookie: student.cookie })).body.active).toBe(true);

    // A calendar app: no cookie, maybe a foreign Origin; the token alone opens it.
    const feed = await call<string>(url.pathname, { headers: { origin: 'https://calendar.example.com' } });
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe('private, max-age=900');
    expect(feed.body).toContain('SUMMARY:Study: Microeconomics');

    const token = url.pathname.split('/')[3]!;
    const wrong = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect((await call(`/api/calendar-feeds/${wrong}/study-plan.ics`)).status).toBe(404);
    expect((await call('/api/calendar-feeds/short/study-plan.ics')).status).toBe(404);

    const renewed = await call('/api/study-plan/subscription', { method: 'POST', cookie: student.cookie });
    expect((await call(url.pathname)).status).toBe(404);
    expect((await call(new URL(renewed.body.url).pathname)).status).toBe(200);

    expect((await call('/api/study-plan/subscription', { method: 'DELETE', cookie: student.cookie })).body).toEqual({ active: false, createdAt: null });
    const revoked = await call(new URL(renewed.body.url).pathname);
    expect(revoked.status).toBe(404);
    expect(revoked.body.message).toBe(studyPlanMessages.feedNotFound);
  });
});
