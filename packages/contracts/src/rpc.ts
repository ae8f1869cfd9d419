import { z } from 'zod';
import { signUpSchema, userIdSchema, userSchema } from './auth.js';
import {
  accountNoticeSchema,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  verifyEmailBodySchema,
} from './account.js';
import {
  creditMovementReplySchema,
  creditMovementSchema,
  creditStatsReplySchema,
  creditsReplySchema,
} from './credits.js';
import {
  createJobRequestSchema,
  jobStatusSchema,
  quizAttemptBodySchema,
  quizAttemptSchema,
  savedDeckSchema,
  savedQuizSchema,
  savedStudyGuideSchema,
  studyGuideEditSchema,
  subjectTriviaReplySchema,
  subjectTriviaRequestSchema,
} from './generation.js';
import { serviceHealthSchema } from './health.js';
import {
  notificationNoticeSchema,
  notificationPreferenceChangeSchema,
  notificationPreferencesSchema,
  pushEndpointBodySchema,
  pushPublicKeyReplySchema,
  pushSubscriptionSchema,
  weekActivityRequestSchema,
  weeklyProgressNumbersSchema,
} from './notifications.js';
import { providerSignInReplySchema, providerSignInSchema } from './sign-in-providers.js';
import type { ServiceName } from './services.js';
import { affiliateClickSchema, bookSourceSchema, booksReplySchema, subjectsReplySchema } from './books.js';
import {
  nextTriviaBodySchema,
  startTriviaRequestSchema,
  submitTriviaBodySchema,
  triviaPromptSchema,
  triviaAnswerSchema,
  triviaStatsSchema,
} from './trivia.js';

const emptySchema = z.object({}).strict();

/**
 * Every NATS request/reply message: its subject, the schema of its data and of its reply.
 * Producers and consumers import these same definitions and validate with them.
 */
export const rpcMessages = {
  'auth.sign-up': { request: signUpSchema, reply: userSchema },
  'auth.verify-credentials': {
    request: z.object({ email: z.string(), password: z.string() }),
    reply: userSchema,
  },
  'auth.get-user': { request: userIdSchema, reply: userSchema },
  'auth.verify-email': { request: verifyEmailBodySchema, reply: accountNoticeSchema },
  'auth.resend-verification': { request: userIdSchema, reply: accountNoticeSchema },
  'auth.request-password-reset': { request: forgotPasswordBodySchema, reply: accountNoticeSchema },
  'auth.reset-password': { request: resetPasswordBodySchema, reply: accountNoticeSchema.extend({ userId: z.uuid() }) },
  'auth.change-password': { request: changePasswordBodySchema.extend(userIdSchema.shape), reply: accountNoticeSchema },
  /** Signs in, links or creates the account a provider vouched for; refuses with CONFLICT (an existing account, an unverified address) or UNPROCESSABLE_CONTENT (no address). */
  'auth.provider-sign-in': { request: providerSignInSchema, reply: providerSignInReplySchema },
  'auth.health': { request: emptySchema, reply: serviceHealthSchema },

  'credits.balance': { request: userIdSchema, reply: creditsReplySchema },
  'credits.stats': { request: userIdSchema, reply: creditStatsReplySchema },
  'credits.debit': { request: creditMovementSchema, reply: creditMovementReplySchema },
  'credits.refund': { request: creditMovementSchema, reply: creditMovementReplySchema },
  'credits.grant': { request: creditMovementSchema, reply: creditMovementReplySchema },
  'credits.health': { request: emptySchema, reply: serviceHealthSchema },

  'generation.create-job': { request: createJobRequestSchema, reply: jobStatusSchema },
  'generation.get-job': { request: z.object({ jobId: z.uuid() }), reply: jobStatusSchema },
  'generation.list-decks': { request: userIdSchema, reply: z.array(savedDeckSchema) },
  'generation.list-quizzes': { request: userIdSchema, reply: z.array(savedQuizSchema) },
  'generation.list-study-guides': { request: userIdSchema, reply: z.array(savedStudyGuideSchema) },
  'generation.record-quiz-attempt': { request: quizAttemptBodySchema.extend({ quizId: z.uuid() }), reply: quizAttemptSchema },
  'generation.update-study-guide': { request: studyGuideEditSchema.extend({ studyGuideId: z.uuid() }), reply: savedStudyGuideSchema },
  'generation.subject-trivia': { request: subjectTriviaRequestSchema, reply: subjectTriviaReplySchema },
  'generation.health': { request: emptySchema, reply: serviceHealthSchema },

  'trivia.start': { request: startTriviaRequestSchema, reply: triviaPromptSchema },
  'trivia.next': { request: nextTriviaBodySchema, reply: triviaPromptSchema },
  'trivia.submit': { request: submitTriviaBodySchema, reply: triviaAnswerSchema },
  'trivia.stats': { request: userIdSchema, reply: triviaStatsSchema },
  'trivia.health': { request: emptySchema, reply: serviceHealthSchema },

  'books.subjects': { request: z.object({ source: bookSourceSchema }), reply: subjectsReplySchema },
  'books.search': {
    request: z.object({
      source: bookSourceSchema,
      q: z.string().max(200).optional(),
      subject: z.string().max(100).optional(),
      maxResults: z.number().int().min(1).max(40),
    }),
    reply: booksReplySchema,
  },
  'books.random': {
    request: z.object({ source: bookSourceSchema, subject: z.string().max(100).optional(), maxResults: z.number().int().min(1).max(40) }),
    reply: booksReplySchema,
  },
  'books.log-affiliate-click': { request: affiliateClickSchema, reply: z.object({ logged: z.literal(true) }) },
  'books.health': { request: emptySchema, reply: serviceHealthSchema },

  /** A student's notification preferences (defaults when never changed); the actor is the student, or null for the system (reminder and weekly jobs). */
  'profile.notification-preferences': { request: userIdSchema, reply: notificationPreferencesSchema },
  'profile.update-notification-preference': { request: notificationPreferenceChangeSchema.extend(userIdSchema.shape), reply: notificationPreferencesSchema },
  /** Mails the student a sample study reminder; refused while e-mail notifications are off. */
  'profile.test-study-reminder': { request: userIdSchema, reply: notificationNoticeSchema },
  /** Mails the student a weekly progress mail with their numbers of the last seven days; refused while e-mail notifications are off. */
  'profile.test-weekly-progress': { request: userIdSchema, reply: notificationNoticeSchema },
  'profile.push-public-key': { request: emptySchema, reply: pushPublicKeyReplySchema },
  'profile.save-push-subscription': { request: pushSubscriptionSchema.extend(userIdSchema.shape), reply: notificationNoticeSchema },
  'profile.remove-push-subscription': { request: pushEndpointBodySchema.extend(userIdSchema.shape), reply: notificationNoticeSchema },
  /** Pushes a test notification (fixed tag) to every device of the student; refused while push is off or no device is registered. */
  'profile.test-push': { request: userIdSchema, reply: notificationNoticeSchema },
  /** System only: the accounts with a verified address, in id order after `after` (the weekly progress mail's candidates). */
  'auth.verified-user-ids': {
    request: z.object({ after: z.uuid().nullable(), limit: z.number().int().min(1).max(1000) }),
    reply: z.object({ userIds: z.array(z.uuid()) }),
  },
  /** System only: mails one student the week that ends at `weekEnd` (skipped, sent false, when their preferences no longer allow it). */
  'profile.send-weekly-progress': { request: userIdSchema.extend({ weekEnd: z.iso.datetime() }), reply: z.object({ sent: z.boolean() }) },
  /** Cards made, quizzes taken and their average score since `since` (the actor is the student, or null for the weekly mail). */
  'generation.week-activity': {
    request: weekActivityRequestSchema,
    reply: weeklyProgressNumbersSchema.pick({ cardsMade: true, quizzesTaken: true, averageScore: true }),
  },
  /** Trivia questions answered since `since`, and the day streak (the actor is the student, or null for the weekly mail). */
  'trivia.week-activity': { request: weekActivityRequestSchema, reply: weeklyProgressNumbersSchema.pick({ triviaAnswered: true, streak: true }) },
} as const satisfies Record<string, { request: z.ZodType; reply: z.ZodType }>;

export type RpcSubject = keyof typeof rpcMessages;
export type RpcRequest<S extends RpcSubject> = z.input<(typeof rpcMessages)[S]['request']>;
export type RpcReply<S extends RpcSubject> = z.output<(typeof rpcMessages)[S]['reply']>;

export type HealthSubject = `${ServiceName}.health`;

export function healthSubjectOf(service: ServiceName): HealthSubject {
  return `${service}.health`;
}
