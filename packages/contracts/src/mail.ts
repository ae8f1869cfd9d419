import { z } from 'zod';

/**
 * Every mail the product sends, declared once: its kind and what its template needs. Producers enqueue
 * `{ kind, to, payload }` on the background job queue; the generation worker renders and sends it.
 */
export const MAIL_QUEUE = 'background';
export const SEND_MAIL_JOB = 'send-mail';

/** Retries of the background job class (mail among them): nobody waits on them, so they retry longer. */
export const BACKGROUND_RETRY = { attempts: 8, backoff: { type: 'exponential', delay: 10_000 } } as const;

/** A single-use link's secret, as it travels in a URL (32 random bytes, base64url). */
export const mailTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

const recipientName = z.string().max(100).nullable();

export const mailPayloadSchemas = {
  'verify-email': z.object({ firstName: recipientName, token: mailTokenSchema }),
  'reset-password': z.object({ firstName: recipientName, token: mailTokenSchema }),
  'password-changed': z.object({ firstName: recipientName }),
  /** A planned Study Calendar session starts soon (sent 15 minutes before, when the student's preferences allow). */
  'study-reminder': z.object({
    firstName: recipientName,
    subject: z.string().min(1).max(200),
    kind: z.enum(['study', 'review']),
    date: z.string(),
    startTime: z.string(),
    durationMinutes: z.number().int().min(1),
    timeZone: z.string(),
  }),
  /** The student's numbers of the week from `weekStart` to `weekEnd`; `test` marks the sample sent from Settings › Notifications. */
  'weekly-progress': z.object({
    firstName: recipientName,
    weekStart: z.iso.date(),
    weekEnd: z.iso.date(),
    cardsMade: z.number().int().min(0),
    quizzesTaken: z.number().int().min(0),
    averageScore: z.number().min(0).max(100).nullable(),
    triviaAnswered: z.number().int().min(0),
    streak: z.number().int().min(0),
    test: z.boolean(),
  }),
  /** The student's data export (Settings › Data & Export) is ready to download. */
  'data-export-ready': z.object({ firstName: recipientName, fileName: z.string().min(1).max(100) }),
} as const;

export type MailKind = keyof typeof mailPayloadSchemas;
export const MAIL_KINDS = Object.keys(mailPayloadSchemas) as MailKind[];
export type MailPayload<K extends MailKind> = z.infer<(typeof mailPayloadSchemas)[K]>;

const recipient = z.email().max(254);

export const mailJobSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('verify-email'), to: recipient, payload: mailPayloadSchemas['verify-email'] }),
  z.object({ kind: z.literal('reset-password'), to: recipient, payload: mailPayloadSchemas['reset-password'] }),
  z.object({ kind: z.literal('password-changed'), to: recipient, payload: mailPayloadSchemas['password-changed'] }),
  z.object({ kind: z.literal('study-reminder'), to: recipient, payload: mailPayloadSchemas['study-reminder'] }),
  z.object({ kind: z.literal('weekly-progress'), to: recipient, payload: mailPayloadSchemas['weekly-progress'] }),
  z.object({ kind: z.literal('data-export-ready'), to: recipient, payload: mailPayloadSchemas['data-export-ready'] }),
]);
export type MailJob = z.infer<typeof mailJobSchema>;

/** How long each single-use link works. */
export const MAIL_LINK_LIFETIME_HOURS = { 'verify-email': 24, 'reset-password': 1 } as const;
