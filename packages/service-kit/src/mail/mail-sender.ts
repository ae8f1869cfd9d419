import type { MailJob } from '@studyforge/contracts';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from './mail-config.js';
import { renderMail } from './mail-templates.js';

/** Renders a mail and hands it to the SMTP server of SMTP_URL; throws when the server does not take it. */
export class MailSender {
  private readonly transport: Transporter;

  constructor(private readonly config: MailConfig) {
    this.transport = nodemailer.createTransport({
      url: config.SMTP_URL,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(job: MailJob): Promise<void> {
    const mail = renderMail(job, this.config.PUBLIC_URL);
    await this.transport.sendMail({ from: this.config.MAIL_FROM, to: job.to, subject: mail.subject, text: mail.text, html: mail.html });
  }

  close(): void {
    this.transport.close();
  }
}
