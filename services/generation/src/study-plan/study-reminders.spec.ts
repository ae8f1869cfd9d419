import type { MailJob } from '@studyforge/contracts';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { ReminderSession } from './study-plan.repository.js';
import { StudyReminderTask } from './study-reminder.task.js';
import { reminderJobId, StudyReminders, type ReminderQueue } from './study-reminders.js';

const NOW = Date.parse('2026-03-02T12:00:00Z');
const USER = '11111111-1111-4111-8111-111111111111';
const SESSION = '22222222-2222-4222-8222-222222222222';

function fakeQueue() {
  const jobs = new Map<string, { name: string; data: unknown; delay: number }>();
  const queue: ReminderQueue = {
    addBulk: async (entries) => {
      for (const entry of entries) jobs.set(entry.opts!.jobId!, { name: entry.name, data: entry.data, delay: entry.opts!.delay! });
      return [] as never;
    },
    remove: async (jobId) => (jobs.delete(jobId) ? 1 : 0),
  };
  return { queue, jobs };
}

describe('study reminders on the background queue', () => {
  it('queues one delayed reminder per upcoming session, 15 minutes before it, keyed by the session', async () => {
    const { queue, jobs } = fakeQueue();
    await new StudyReminders(queue, () => NOW).replace(
      [],
      [
        { id: 'a', userId: USER, startsAt: new Date(NOW + 3 * 3600_000) },
        { id: 'b', userId: USER, startsAt: new Date(NOW + 10 * 60_000) },
        { id: 'c', userId: USER, startsAt: new Date(NOW - 60_000) },
      ],
    );
    expect([...jobs.keys()].sort()).toEqual([reminderJobId('a'), reminderJobId('b')]);
    expect(jobs.get(reminderJobId('a'))).toEqual({ name: 'study-reminder', data: { sessionId: 'a', userId: USER }, delay: 3 * 3600_000 - 15 * 60_000 });
    // Less than 15 minutes away: it goes out at once.
    expect(jobs.get(reminderJobId('b'))!.delay).toBe(0);
  });

  it("replaces the previous plan's reminders when a plan is regenerated, and drops a removed goal's", async () => {
    const { queue, jobs } = fakeQueue();
    const reminders = new StudyReminders(queue, () => NOW);
    await reminders.replace([], [{ id: 'old-1', userId: USER, startsAt: new Date(NOW + 86_400_000) }, { id: 'old-2', userId: USER, startsAt: new Date(NOW + 2 * 86_400_000) }]);
    await reminders.replace(['old-1', 'old-2'], [{ id: 'new-1', userId: USER, startsAt: new Date(NOW + 86_400_000) }]);
    expect([...jobs.keys()]).toEqual([reminderJobId('new-1')]);
    await reminders.drop(['new-1']);
    expect(jobs.size).toBe(0);
  });
});

describe('the study reminder task', () => {
  const session: ReminderSession = {
    id: SESSION,
    goalId: '33333333-3333-4333-8333-333333333333',
    subject: 'Organic Chemistry',
    date: '2026-03-02',
    startTime: '19:00',
    duration: 1.5,
    kind: 'study',
    status: 'scheduled',
    startsAt: new Date(NOW + 15 * 60_000).toISOString(),
    userId: USER,
    timeZone: 'Europe/Berlin',
  };

  function taskWith(options: { session?: ReminderSession | null; preferences?: Partial<Record<string, boolean>>; pushFails?: boolean }) {
    const sent: MailJob[] = [];
    const asked: string[] = [];
    const pushed: Array<{ data: unknown; actor: unknown }> = [];
    const rpc = {
      request: async (subject: string, data: unknown, context: { actor: unknown }) => {
        asked.push(subject);
        if (subject === 'profile.notification-preferences') {
          return { emailNotifications: true, pushNotifications: true, studyReminders: true, weeklyProgress: true, newFeatures: true, ...options.preferences };
        }
        if (subject === 'profile.send-push') {
          if (options.pushFails) throw new Error('profile did not answer');
          pushed.push({ data, actor: context.actor });
          return { delivered: 1 };
        }
        return { email: 'ada@example.edu', firstName: 'Ada' };
      },
    };
    const task = new StudyReminderTask({
      sessions: { reminderSession: async () => (options.session === undefined ? session : options.session) },
      rpc: rpc as never,
      mail: { send: async (mail) => void sent.push(mail) },
      logger: pino({ level: 'silent' }),
      now: () => NOW,
    });
    return { sent, asked, pushed, run: () => task.run({ sessionId: SESSION, userId: USER }, { taskId: reminderJobId(SESSION), number: 1, final: false }) };
  }

  const reminderPush = {
    userId: USER,
    title: 'Study session in 15 minutes',
    body: 'Your study session for Organic Chemistry starts in 15 minutes, at 19:00 (Europe/Berlin).',
    tag: `study-reminder-${SESSION}`,
    url: '/study-calendar',
  };

  it('mails the student about the session and pushes it to their devices when everything is on (the default)', async () => {
    const { sent, pushed, run } = taskWith({});
    await run();
    expect(sent).toEqual([
      {
        kind: 'study-reminder',
        to: 'ada@example.edu',
        payload: { firstName: 'Ada', subject: 'Organic Chemistry', kind: 'study', date: '2026-03-02', startTime: '19:00', durationMinutes: 90, timeZone: 'Europe/Berlin' },
      },
    ]);
    // The push is the system's own message (profile.send-push answers no student).
    expect(pushed).toEqual([{ data: reminderPush, actor: null }]);
  });

  it('only pushes while e-mail notifications are off, and only mails while push notifications are off', async () => {
    const pushOnly = taskWith({ preferences: { emailNotifications: false } });
    await pushOnly.run();
    expect(pushOnly.sent).toEqual([]);
    expect(pushOnly.asked).toEqual(['profile.notification-preferences', 'profile.send-push']);
    expect(pushOnly.pushed.map((push) => push.data)).toEqual([reminderPush]);

    const mailOnly = taskWith({ preferences: { pushNotifications: false } });
    await mailOnly.run();
    expect(mailOnly.sent).toHaveLength(1);
    expect(mailOnly.asked).not.toContain('profile.send-push');
  });

  it('sends nothing when the student turned study reminders off, or both e-mail and push', async () => {
    for (const preferences of [{ studyReminders: false }, { emailNotifications: false, pushNotifications: false }]) {
      const { sent, asked, pushed, run } = taskWith({ preferences });
      await run();
      expect(sent).toEqual([]);
      expect(pushed).toEqual([]);
      expect(asked).toEqual(['profile.notification-preferences']);
    }
  });

  it('succeeds without the push once the e-mail went out (no retry mails it again), and fails for a retry when the push was all', async () => {
    const mailed = taskWith({ pushFails: true });
    await expect(mailed.run()).resolves.toBeUndefined();
    expect(mailed.sent).toHaveLength(1);

    const pushOnly = taskWith({ pushFails: true, preferences: { emailNotifications: false } });
    await expect(pushOnly.run()).rejects.toThrow('profile did not answer');
  });

  it('pushes a review session as a review', async () => {
    const { pushed, run } = taskWith({ session: { ...session, kind: 'review', subject: 'Genetics' } });
    await run();
    expect(pushed[0]!.data).toMatchObject({ title: 'Review session in 15 minutes', body: 'Your review session for Genetics starts in 15 minutes, at 19:00 (Europe/Berlin).' });
  });

  it('sends nothing for a session that is gone, completed or already started, without asking anyone', async () => {
    for (const changed of [null, { ...session, status: 'completed' as const }, { ...session, startsAt: new Date(NOW - 1000).toISOString() }]) {
      const { sent, asked, run } = taskWith({ session: changed });
      await run();
      expect(sent).toEqual([]);
      expect(asked).toEqual([]);
    }
  });
});
