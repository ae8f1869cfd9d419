import { MAIL_KINDS, type MailJob } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-templates.js';

const token = 'k3Jd9sLq0PzXv7bN2mRt5YwA8cE1fG4hJ6iK9lM0nOp';

const examples: Record<(typeof MAIL_KINDS)[number], MailJob> = {
  'verify-email': { kind: 'verify-email', to: 'ada@example.edu', payload: { firstName: 'Ada', token } },
  'reset-password': { kind: 'reset-password', to: 'ada@example.edu', payload: { firstName: null, token } },
  'password-changed': { kind: 'password-changed', to: 'ada@example.edu', payload: { firstName: '<b>Ada</b>' } },
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
});
