import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  notificationMessages,
  PUSH_DEVICES_PER_STUDENT,
  TEST_NOTIFICATIONS_PER_HOUR,
  TEST_PUSH_TAG,
  testNotificationLimitMessage,
  WEEKLY_PROGRESS_TASK,
} from '@studyforge/contracts';
import { RpcClient } from '@studyforge/service-kit';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, linkTokenOf, mailsTo, postForm, signedInStudent, waitForMail } from '@studyforge/test-support';
import { biologyText } from '../../generation/test/support/study-material.js';
import { LocalPushService } from './support/local-push-service.js';

type Student = Awaited<ReturnType<typeof signedInStudent>>;

const patch = (cookie: string, body: unknown) => call('/api/notification-preferences', { method: 'PATCH', cookie, body });

async function verifiedStudent(): Promise<Student> {
  const student = await signedInStudent();
  const mail = await waitForMail(student.student.email, /Verify your email/);
  const verified = await call('/api/auth/verify-email', { body: { token: linkTokenOf(mail, '/verify-email').token }, ip: student.ip });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return student;
}

describe('notification preferences', () => {
  it('are all on for a new student, and need a session', async () => {
    const { cookie } = await signedInStudent();
    const read = await call('/api/notification-preferences', { cookie });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect((await call('/api/notification-preferences')).status).toBe(401);
  });

  it('change one key per PATCH, saved at once, and refuse anything else with a clear message', async () => {
    const { cookie } = await signedInStudent();
    const changed = await patch(cookie, { weeklyProgress: false });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, weeklyProgress: false });
    const second = await patch(cookie, { newFeatures: false });
    expect(second.body).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, weeklyProgress: false, newFeatures: false });
    expect((await call('/api/notification-preferences', { cookie })).body).toEqual(second.body);
    expect((await patch(cookie, { weeklyProgress: true })).body.weeklyProgress).toBe(true);

    for (const body of [{}, { weeklyProgress: false, newFeatures: true }, { smsNotifications: true }]) {
      const refused = await patch(cookie, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', message: notificationMessages.onePreference });
    }
    const notBoolean = await patch(cookie, { emailNotifications: 'off' });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.message).toBe(notificationMessages.notBoolean);
    // Nothing of the refused changes was kept.
    expect((await call('/api/notification-preferences', { cookie })).body).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, newFeatures: false });
  });
});

describe('test notification mails', () => {
  it('deliver a study reminder and a weekly progress mail to the inbox', async () => {
    const { cookie, student } = await signedInStudent();
    const reminder = await call('/api/test-notifications/study-reminder', { method: 'POST', cookie });
    expect(reminder.status, JSON.stringify(reminder.body)).toBe(200);
    expect(reminder.body.message).toBe(notificationMessages.testEmailSent);
    const reminderMail = await waitForMail(student.email, /your study session for Sample subject \(test reminder\)/);
    expect(reminderMail.text).toContain('Hi Ada,');
    expect(reminderMail.text).toContain('starts in 15 minutes');

    const weekly = await call('/api/test-notifications/weekly-progress', { method: 'POST', cookie });
    expect(weekly.status, JSON.stringify(weekly.body)).toBe(200);
    const weeklyMail = await waitForMail(student.email, /^\[Test\] Your StudyForge week/);
    for (const line of ['Flashcards made: 0', 'Quizzes taken: 0', 'Average quiz score: no quizzes taken', 'Trivia questions answered: 0', 'Day streak: 0 days']) {
      expect(weeklyMail.text).toContain(line);
    }
  });

  it('are refused with a clear message while e-mail notifications are off', async () => {
    const { cookie, student } = await signedInStudent();
    await patch(cookie, { emailNotifications: false });
    for (const kind of ['study-reminder', 'weekly-progress']) {
      const refused = await call(`/api/test-notifications/${kind}`, { method: 'POST', cookie });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ code: 'CONFLICT', message: notificationMessages.emailOff });
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await mailsTo(student.email)).map((mail) => mail.subject)).not.toContainEqual(expect.stringMatching(/study session|StudyForge week/));
  });
});

describe('the limit on test mails', () => {
  it('lets a student send themselves a few test emails an hour, then says when to try again', async () => {
    const { cookie } = await signedInStudent();
    for (let sent = 0; sent < TEST_NOTIFICATIONS_PER_HOUR.email; sent++) {
      const kind = sent % 2 === 0 ? 'study-reminder' : 'weekly-progress';
      expect((await call(`/api/test-notifications/${kind}`, { method: 'POST', cookie })).status, `test email ${sent + 1}`).toBe(200);
    }
    const refused = await call('/api/test-notifications/study-reminder', { method: 'POST', cookie });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'RATE_LIMITED', message: testNotificationLimitMessage('email') });
    // Another student is not held back by it.
    const other = await signedInStudent();
    expect((await call('/api/test-notifications/study-reminder', { method: 'POST', cookie: other.cookie })).status).toBe(200);
  });
});

describe('the weekly progress job', () => {
  let connection: Redis;
  let queue: Queue;
  let events: QueueEvents;

  beforeAll(async () => {
    connection = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
    queue = new Queue('background', { connection });
    events = new QueueEvents('background', { connection: new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null }) });
    await events.waitUntilReady();
  });

  afterAll(async () => {
    await events.close();
    await queue.close();
    connection.disconnect();
  });

  it('is scheduled weekly on the background queue by the worker', async () => {
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.find((scheduler) => scheduler.key === WEEKLY_PROGRESS_TASK)).toMatchObject({ pattern: '0 8 * * 1', tz: 'UTC' });
  });

  it("mails each student who keeps it on their real numbers of the week, and no one who switched it off", async () => {
    const active = await verifiedStudent();
    const quiet = await verifiedStudent();
    await patch(quiet.cookie, { weeklyProgress: false });

    const cards = await postForm('/api/generate-flashcards', { cookie: active.cookie, fields: { text: biologyText(), count: '5' } });
    expect(cards.status, JSON.stringify(cards.body)).toBe(200);
    const quiz = await postForm('/api/generate-quiz', { cookie: active.cookie, fields: { text: biologyText(), questionCount: '5' } });
    expect(quiz.status, JSON.stringify(quiz.body)).toBe(200);
    const questions = quiz.body.quiz.questions as Array<{ correctAnswer: number }>;
    const answers = questions.map((question, index) => (index === 0 ? (question.correctAnswer + 1) % 4 : question.correctAnswer));
    const attempt = await call(`/api/quizzes/${quiz.body.quiz.id}/attempts`, { cookie: active.cookie, body: { answers } });
    expect(attempt.status).toBe(201);
    const trivia = await call('/api/generate-structured-trivia', { cookie: active.cookie, body: { major: 'Computer Science', course: 'Data Structures', questionCount: 5 } });
    expect(trivia.status, JSON.stringify(trivia.body)).toBe(200);
    const answered = await call('/api/submit-trivia', { cookie: active.cookie, body: { sessionId: trivia.body.sessionId, selectedAnswer: trivia.body.options[0] } });
    expect(answered.status).toBe(200);

    const run = await queue.add(WEEKLY_PROGRESS_TASK, {}, { attempts: 1 });
    await run.waitUntilFinished(events, 60_000);

    const mail = await waitForMail(active.student.email, /^Your StudyForge week: \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d$/);
    expect(mail.text).toContain(`Flashcards made: ${cards.body.flashcards.length}`);
    expect(mail.text).toContain('Quizzes taken: 1');
    expect(mail.text).toContain(`Average quiz score: ${Math.round(Number(attempt.body.score))}%`);
    expect(mail.text).toContain('Trivia questions answered: 1');
    expect(mail.text).toContain('Day streak: 1 day');
    expect(mail.text).toContain('Settings › Notifications');

    expect((await mailsTo(quiet.student.email)).map((received) => received.subject)).not.toContainEqual(expect.stringMatching(/StudyForge week/));
  }, 180_000);
});

describe('web push', () => {
  const pushService = new LocalPushService();
  beforeAll(() => pushService.start());
  afterAll(() => pushService.stop());

  it('serves one VAPID public key, the same on every call', async () => {
    const { cookie } = await signedInStudent();
    const first = await call('/api/push/public-key', { cookie });
    expect(first.status).toBe(200);
    expect(Buffer.from(first.body.publicKey, 'base64url')).toHaveLength(65);
    expect((await call('/api/push/public-key', { cookie })).body.publicKey).toBe(first.body.publicKey);
    expect((await call('/api/push/public-key')).status).toBe(401);
  });

  it('stores a subscription per device and pushes a signed, encrypted test notification to each', async () => {
    const { cookie } = await signedInStudent();
    const noDevice = await call('/api/test-notifications/push', { method: 'POST', cookie });
    expect(noDevice.status).toBe(409);
    expect(noDevice.body.message).toBe(notificationMessages.noPushDevice);

    const laptop = pushService.newSubscription();
    const phone = pushService.newSubscription();
    for (const device of [laptop, phone]) {
      const saved = await call('/api/push/subscriptions', { cookie, body: device });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    // The same device registering again stays one device.
    expect((await call('/api/push/subscriptions', { cookie, body: laptop })).status).toBe(200);

    const sent = await call('/api/test-notifications/push', { method: 'POST', cookie });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.message).toBe(notificationMessages.testPushSent);
    const publicKey = (await call('/api/push/public-key', { cookie })).body.publicKey;
    const pushes = pushService.received.filter((push) => [laptop, phone].some((device) => device.endpoint.endsWith(push.path)));
    expect(pushes).toHaveLength(2);
    for (const push of pushes) {
      expect(push.message).toMatchObject({ title: 'StudyForge', tag: TEST_PUSH_TAG, url: '/settings' });
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.vapidPublicKey).toBe(publicKey);
      expect(push.claims.aud).toBe(new URL(laptop.endpoint).origin);
      expect(push.claims.sub).toMatch(/^(mailto:|https:)/);
    }
  });

  it("pushes the system's own message (a study reminder) to each device while push is on, none while off, and only for the system", async () => {
    const rpc = new RpcClient({ natsUrl: process.env.NATS_URL!, timeoutMs: 15_000 });
    try {
      const { cookie, user } = await signedInStudent();
      const system = { requestId: `test-${randomUUID()}`, actor: null };
      const reminder = { userId: user.id, title: 'Study session in 15 minutes', body: 'Your study session for Genetics starts in 15 minutes, at 19:00 (UTC).', tag: 'study-reminder-1' };
      expect(await rpc.request('profile.send-push', reminder, system)).toEqual({ delivered: 0 });

      const devices = [pushService.newSubscription(), pushService.newSubscription()];
      for (const device of devices) expect((await call('/api/push/subscriptions', { cookie, body: device })).status).toBe(200);
      const pushesOfStudent = () => pushService.received.filter((push) => devices.some((device) => device.endpoint.endsWith(push.path)));
      expect(await rpc.request('profile.send-push', reminder, system)).toEqual({ delivered: 2 });
      expect(pushesOfStudent().map((push) => push.message)).toEqual([
        { title: reminder.title, body: reminder.body, tag: reminder.tag, url: '/' },
        { title: reminder.title, body: reminder.body, tag: reminder.tag, url: '/' },
      ]);

      await patch(cookie, { pushNotifications: false });
      expect(await rpc.request('profile.send-push', reminder, system)).toEqual({ delivered: 0 });
      expect(pushesOfStudent()).toHaveLength(2);

      await patch(cookie, { pushNotifications: true });
      const asStudent = rpc.request('profile.send-push', reminder, { requestId: `test-${randomUUID()}`, actor: { userId: user.id } });
      await expect(asStudent).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect(pushesOfStudent()).toHaveLength(2);
    } finally {
      await rpc.close();
    }
  });

  it('refuses a test push while push is off, forgets a device its push service says is gone, and checks subscriptions', async () => {
    const { cookie } = await signedInStudent();
    const device = pushService.newSubscription();
    expect((await call('/api/push/subscriptions', { cookie, body: device })).status).toBe(200);

    await patch(cookie, { pushNotifications: false });
    const off = await call('/api/test-notifications/push', { method: 'POST', cookie });
    expect(off.status).toBe(409);
    expect(off.body.message).toBe(notificationMessages.pushOff);
    await patch(cookie, { pushNotifications: true });

    pushService.answer(device.endpoint, 410);
    const gone = await call('/api/test-notifications/push', { method: 'POST', cookie });
    expect(gone.status).toBe(503);
    const forgotten = await call('/api/test-notifications/push', { method: 'POST', cookie });
    expect(forgotten.body.message).toBe(notificationMessages.noPushDevice);

    const removable = pushService.newSubscription();
    expect((await call('/api/push/subscriptions', { cookie, body: removable })).status).toBe(200);
    const removed = await call('/api/push/subscriptions', { method: 'DELETE', cookie, body: { endpoint: removable.endpoint } });
    expect(removed.status).toBe(200);
    expect((await call('/api/test-notifications/push', { method: 'POST', cookie })).body.message).toBe(notificationMessages.noPushDevice);

    const insecure = await call('/api/push/subscriptions', { cookie, body: { ...device, endpoint: 'http://push.example.com/send/1' } });
    expect(insecure.status).toBe(400);
    expect(insecure.body.message).toBe(notificationMessages.pushEndpointInvalid);
    const badKeys = await call('/api/push/subscriptions', { cookie, body: { ...device, keys: { p256dh: 'short', auth: '' } } });
    expect(badKeys.status).toBe(400);
    expect(badKeys.body.message).toBe(notificationMessages.pushKeysInvalid);
  });

  it('refuses endpoints that are not https on a public host, however the address is spelt', async () => {
    const { cookie } = await signedInStudent();
    const device = pushService.newSubscription();
    const local = new URL(device.endpoint);
    const endpoints = [
      `https://127.0.0.1:${local.port}${local.pathname}`,
      'https://127.0.0.1/push/1',
      'https://[::1]/push/1',
      'https://localhost/push/1',
      'https://2130706433/push/1',
      'https://0x7f.0.0.1/push/1',
      'https://0177.0.0.1/push/1',
      'https://[::ffff:127.0.0.1]/push/1',
      'https://0.0.0.0/push/1',
      'https://10.0.0.1/push/1',
      'https://172.16.0.1/push/1',
      'https://192.168.1.1/push/1',
      'https://100.64.0.1/push/1',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00:ec2::254]/latest/meta-data',
      'https://[fe80::1]/push/1',
      'https://[fc00::1]/push/1',
      'https://224.0.0.1/push/1',
      'http://push.example.com/push/1',
    ];
    for (const endpoint of endpoints) {
      const refused = await call('/api/push/subscriptions', { cookie, body: { ...device, endpoint } });
      expect({ endpoint, status: refused.status, message: refused.body.message }).toEqual({ endpoint, status: 400, message: notificationMessages.pushEndpointInvalid });
    }
    const none = await call('/api/test-notifications/push', { method: 'POST', cookie });
    expect(none.body.message).toBe(notificationMessages.noPushDevice);
  });

  it('does not follow a redirect from the push service', async () => {
    const { cookie } = await signedInStudent();
    for (const status of [301, 302, 303, 307, 308]) {
      const device = pushService.newSubscription();
      const elsewhere = pushService.newSubscription();
      expect((await call('/api/push/subscriptions', { cookie, body: device })).status).toBe(200);
      pushService.redirect(device.endpoint, elsewhere.endpoint, status);

      const sent = await call('/api/test-notifications/push', { method: 'POST', cookie });
      expect({ status, answer: sent.status }).toEqual({ status, answer: 503 });
      expect(pushService.requestedPaths).toContain(new URL(device.endpoint).pathname);
      expect(pushService.requestedPaths).not.toContain(new URL(elsewhere.endpoint).pathname);
      await call('/api/push/subscriptions', { method: 'DELETE', cookie, body: { endpoint: device.endpoint } });
    }
  });

  it(`keeps ${PUSH_DEVICES_PER_STUDENT} devices per student, a new one replacing the one subscribed longest ago, even when they come at once`, async () => {
    const { cookie } = await signedInStudent();
    const devices = Array.from({ length: PUSH_DEVICES_PER_STUDENT + 1 }, () => pushService.newSubscription());
    for (const device of devices) expect((await call('/api/push/subscriptions', { cookie, body: device })).status).toBe(200);
    const reached = (among: typeof devices) => pushService.received.filter((push) => among.some((device) => device.endpoint.endsWith(push.path)));

    expect((await call('/api/test-notifications/push', { method: 'POST', cookie })).status).toBe(200);
    expect(reached(devices).map((push) => push.path).sort()).toEqual(devices.slice(1).map((device) => new URL(device.endpoint).pathname).sort());

    const rush = Array.from({ length: 12 }, () => pushService.newSubscription());
    const saved = await Promise.all(rush.map((device) => call('/api/push/subscriptions', { cookie, body: device })));
    expect(saved.map((response) => response.status)).toEqual(rush.map(() => 200));
    expect((await call('/api/test-notifications/push', { method: 'POST', cookie })).status).toBe(200);
    expect(reached(rush)).toHaveLength(PUSH_DEVICES_PER_STUDENT);
    expect(reached(devices)).toHaveLength(PUSH_DEVICES_PER_STUDENT);
  });
});
