import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { BACKGROUND_RETRY, type JobKind, type MailJob } from '@studyforge/contracts';
import { MailOutbox, MailSender, type MailQueue } from '@studyforge/service-kit';
import { UnrecoverableError } from 'bullmq';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobClassRunner } from '../job-class.runner.js';
import { JOB_CLASSES } from '../job-classes.js';
import type { JobHandler } from '../job-handler.js';
import type { JobLifecycle } from '../job-lifecycle.js';
import { SendMailTask } from './send-mail.task.js';

const TOKEN = 'k3Jd9sLq0PzXv7bN2mRt5YwA8cE1fG4hJ6iK9lM0nOp';

function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

/** An SMTP server that greets, then refuses every message (like a mail server that is down for maintenance). */
let refusing: Server;
let smtpUrl = '';

beforeAll(async () => {
  refusing = createServer((socket) => {
    socket.write('220 refusing.test ESMTP\r\n');
    socket.on('data', (data) => {
      const command = String(data).slice(0, 4).toUpperCase();
      if (command === 'EHLO' || command === 'HELO') socket.write('250 refusing.test\r\n');
      else if (command === 'QUIT') socket.end('221 bye\r\n');
      else socket.write('451 4.3.0 Mail server temporarily unavailable\r\n');
    });
  });
  await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', () => resolve()));
  smtpUrl = `smtp://127.0.0.1:${(refusing.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => refusing.close(() => resolve())));

const mail: MailJob = { kind: 'reset-password', to: 'ada@example.edu', payload: { firstName: 'Ada', token: TOKEN } };

describe('mail delivery on the background job class', () => {
  const background = JOB_CLASSES.find((jobClass) => jobClass.name === 'background')!;
  const noGenerationJobs = {
    run: () => Promise.reject(new Error('a mail must not go through the generation job lifecycle (credits)')),
  } as unknown as JobLifecycle;

  it('retries a mail the SMTP server refuses, then logs the final failure with its reason and no link', async () => {
    const { lines, logger } = capturingLogger();
    const sender = new MailSender({ SMTP_URL: smtpUrl, MAIL_FROM: 'StudyForge <no-reply@studyforge.test>', PUBLIC_URL: 'http://localhost:3000' });
    const runner = new JobClassRunner(background, {} as Record<JobKind, JobHandler>, noGenerationJobs, {
      'send-mail': new SendMailTask(sender, logger),
    });
    const attempts = BACKGROUND_RETRY.attempts;
    const run = (attemptsMade: number) =>
      runner.process({ name: 'send-mail', id: 'mail-1', data: mail as never, attemptsMade, opts: { attempts } });

    for (let made = 0; made < attempts - 1; made++) {
      const error = await run(made).then(() => null, (thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(UnrecoverableError);
    }
    await expect(run(attempts - 1)).rejects.toBeInstanceOf(UnrecoverableError);
    sender.close();

    const retried = lines.filter((line) => line.msg === 'mail not delivered yet; it will be retried');
    expect(retried).toHaveLength(attempts - 1);
    const final = lines.filter((line) => line.msg === 'mail not delivered: giving up');
    expect(final).toHaveLength(1);
    expect(final[0]).toMatchObject({ mailId: 'mail-1', kind: 'reset-password', attempt: attempts, level: 50 });
    expect(String(final[0]!.reason)).toMatch(/451|temporarily unavailable/);
    expect(JSON.stringify(lines)).not.toContain(TOKEN);
  });

  it('sends a malformed mail nowhere and does not retry it', async () => {
    const { lines, logger } = capturingLogger();
    const task = new SendMailTask({ send: () => Promise.reject(new Error('must not be called')) }, logger);
    await expect(task.run({ kind: 'verify-email', to: 'not an address' }, { taskId: 'mail-2', number: 1, final: false })).rejects.toBeInstanceOf(
      UnrecoverableError,
    );
    expect(lines[0]).toMatchObject({ msg: 'mail not sent: invalid mail', mailId: 'mail-2' });
  });

  it('never fails the request that queued the mail, even when the queue is unreachable', async () => {
    const { lines, logger } = capturingLogger();
    const down: MailQueue = { add: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')), close: async () => undefined };
    await expect(new MailOutbox(down, logger).send(mail)).resolves.toBe(false);
    expect(lines[0]).toMatchObject({ msg: 'mail not queued', kind: 'reset-password', err: 'connect ECONNREFUSED 127.0.0.1:6379' });
    expect(JSON.stringify(lines)).not.toContain(TOKEN);

    const queued: unknown[] = [];
    const up: MailQueue = { add: async (...args: unknown[]) => void queued.push(args) as never, close: async () => undefined };
    await expect(new MailOutbox(up, logger).send(mail)).resolves.toBe(true);
    expect(queued[0]).toMatchObject(['send-mail', mail, { attempts: BACKGROUND_RETRY.attempts, backoff: BACKGROUND_RETRY.backoff }]);
  });
});
