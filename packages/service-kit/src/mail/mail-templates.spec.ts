import { MAIL_KINDS, type MailJob } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-templates.js';

const token = 'k3Jd9sLq0PzXv7bN2mRt5YwA8cE1fG4hJ6iK9lM0nOp';

const examples: Record<(typeof MAIL_KINDS)[number], MailJob> = {
  'verify-email': { kind: 'verify-email', to: 'ada@example.edu', payload: { firstName: 'Ada', token } },
  'reset-password': { kind: 'reset-password', to: 'ada@example.edu', payload: { firstName: null, token } },
  'password-changed': { kind: 'password-changed', to: 'ada@example.edu', payload: { firstName: '<b>Ada</b>' } },
  'study-reminder': {
    kind: 'study-reminder',
    to: 'ada@example.edu',
    payload: { firstName: 'Ada', subject: 'Organic <Chemistry>', kind: 'review', date: '2026-03-02', startTime: '19:00', durationMinutes: 90, timeZone: 'Europe/Berlin' },
  },
  'weekly-progress': {
    kind: 'weekly-progress',
    to: 'ada@example.edu',
    payload: { firstName: 'Ada', weekStart: '2026-11-17', weekEnd: '2026-11-23', cardsMade: 12, quizzesTaken: 2, averageScore: 85, triviaAnswered: 10, streak: 3, test: false },
  },
  'data-export-ready': { kind: 'data-export-ready', to: 'ada@example.edu', payload: { firstName: 'Ada', fileName: 'studyforge-data-2026-11-24.zip' } },
};

describe('mail templates', () => {
  it('renders every kind with the product name, a plain-text part and an HTML part', () => {
    for (const kind of MAIL_KINDS) {
      const mail = renderMail(examples[kind], 'https://studyforge.example.com');
      expect(mail.subject).toContain('StudyForge');
      expect(mail.text).toContain('The StudyForge team');
      expect(mail.html).toMatch(/^<!doctype html>/);
    }
  });

  it('builds the links from the public URL, in both parts', () => {
    const verify = renderMail(examples['verify-email'], 'https://studyforge.example.com/');
    expect(verify.text).toContain(`https://studyforge.example.com/verify-email?token=${token}`);
    expect(verify.html).toContain(`href="https://studyforge.example.com/verify-email?token=${token}"`);
    expect(verify.text).toContain('expires in 24 hours');
    const reset = renderMail(examples['reset-password'], 'http://localhost:3000');
    expect(reset.text).toContain(`http://localhost:3000/reset-password?token=${token}`);
    expect(reset.text).toMatch(/^Hi,\n/);
    expect(reset.text).toContain('expires in 1 hour');
  });

  it('escapes what the student typed in the HTML part', () => {
    const mail = renderMail(examples['password-changed'], 'http://localhost:3000');
    expect(mail.html).toContain('Hi &lt;b&gt;Ada&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Ada</b>');
  });

  it('lists the numbers of the week in the weekly progress mail, and marks the test one', () => {
    const week = renderMail(examples['weekly-progress'], 'http://localhost:3000');
    expect(week.subject).toBe('Your StudyForge week: 2026-11-17 to 2026-11-23');
    for (const line of ['Flashcards made: 12', 'Quizzes taken: 2', 'Average quiz score: 85%', 'Trivia questions answered: 10', 'Day streak: 3 days']) {
      expect(week.text).toContain(line);
      expect(week.html).toContain(line);
    }
    const job = examples['weekly-progress'];
    if (job.kind !== 'weekly-progress') throw new Error('example of the wrong kind');
    const test = renderMail({ ...job, payload: { ...job.payload, averageScore: null, test: true } }, 'http://localhost:3000');
    expect(test.subject).toMatch(/^\[Test\] /);
    expect(test.text).toContain('Average quiz score: no quizzes taken');
  });

  it('says which session starts when, for how long, and links to the study calendar', () => {
    const reminder = renderMail(examples['study-reminder'], 'https://studyforge.example.com');
    expect(reminder.subject).toBe('StudyForge reminder: your review session for Organic <Chemistry> starts at 19:00');
    expect(reminder.text).toContain('starts in 15 minutes, at 19:00 (Europe/Berlin), and lasts 1 hour 30 minutes');
    expect(reminder.text).toContain('https://studyforge.example.com/study-calendar');
    expect(reminder.html).toContain('Organic &lt;Chemistry&gt;');
  });
});
