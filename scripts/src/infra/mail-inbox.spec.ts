import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveMailInbox, startMailInbox, type InboxMessage, type ResolvedMailInbox } from './mail-inbox.js';

let inbox: ResolvedMailInbox;

beforeAll(async () => {
  inbox = await startMailInbox();
});

afterAll(async () => {
  await inbox.stop();
});

describe('the development mail inbox', () => {
  it('keeps what its SMTP server receives and shows it on its page and its API', async () => {
    const transport = nodemailer.createTransport({ url: inbox.smtpUrl });
    await transport.sendMail({
      from: 'StudyForge <no-reply@studyforge.local>',
      to: 'ada@example.edu',
      subject: 'Verify <your> email',
      text: 'Open http://localhost:3000/verify-email?token=abc',
      html: '<p>Open <a href="http://localhost:3000/verify-email?token=abc">the link</a></p>',
    });
    transport.close();

    const messages = (await (await fetch(`${inbox.webUrl}/api/messages`)).json()) as InboxMessage[];
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ from: 'no-reply@studyforge.local', to: ['ada@example.edu'], subject: 'Verify <your> email' });
    expect(messages[0]!.text).toContain('verify-email?token=abc');
    expect(messages[0]!.html).toContain('<a href=');

    const page = await (await fetch(`${inbox.webUrl}/`)).text();
    expect(page).toContain('Verify &lt;your&gt; email');
    const one = await fetch(`${inbox.webUrl}/messages/${messages[0]!.id}`);
    expect(one.status).toBe(200);
    expect(await one.text()).toContain('srcdoc=');
    expect((await fetch(`${inbox.webUrl}/messages/00000000-0000-4000-8000-000000000000`)).status).toBe(404);

    await fetch(`${inbox.webUrl}/api/messages`, { method: 'DELETE' });
    expect(await (await fetch(`${inbox.webUrl}/api/messages`)).json()).toEqual([]);
  });

  it('is not started when SMTP_URL names a mail server', async () => {
    const resolved = await resolveMailInbox({ SMTP_URL: 'smtp://mail.example.edu:587' });
    expect(resolved).toMatchObject({ smtpUrl: 'smtp://mail.example.edu:587', webUrl: null, source: 'env' });
  });
});
