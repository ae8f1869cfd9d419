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
} as const satisfies Record<string, { request: z.ZodType; reply: z.ZodType }>;

export type RpcSubject = keyof typeof rpcMessages;
export type RpcRequest<S extends RpcSubject> = z.input<(typeof rpcMessages)[S]['request']>;
export type RpcReply<S extends RpcSubject> = z.output<(typeof rpcMessages)[S]['reply']>;

export type HealthSubject = `${ServiceName}.health`;

export function healthSubjectOf(service: ServiceName): HealthSubject {
  return `${service}.health`;
}
