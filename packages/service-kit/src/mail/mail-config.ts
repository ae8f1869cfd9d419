import { z } from 'zod';
import { blankAsUnset } from '../config/load-config.js';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be a URL such as https://studyforge.example.com' });
const smtpUrl = z.url({ protocol: /^smtps?$/, error: 'must be a URL such as smtp://user:password@mail.example.com:587' });

/** What rendering a mail needs: the address its links point at. */
export const publicUrlEnvSchema = z.object({
  PUBLIC_URL: blankAsUnset(httpUrl.default('http://localhost:3000')),
});

/** What sending mail needs (the process that delivers the mail queue). */
export const mailEnvSchema = publicUrlEnvSchema.extend({
  SMTP_URL: blankAsUnset(smtpUrl.default('smtp://127.0.0.1:1025')),
  MAIL_FROM: blankAsUnset(z.string().min(3).default('StudyForge <no-reply@studyforge.local>')),
});
export type MailConfig = z.output<typeof mailEnvSchema>;
