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
  creditReleaseSchema,
  creditReservationReplySchema,
  creditReserveSchema,
  creditSettleSchema,
  staleReservationsReplySchema,
  staleReservationsRequestSchema,
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
import { audioRecapJobRequestSchema, recapAudioSchema, savedRecapSchema } from './audio-recap.js';
import { tutorReplyJobRequestSchema, voiceLectureJobRequestSchema } from './tutor.js';
import {
  billingConfigSchema,
  checkoutReplySchema,
  planReplySchema,
  portalReplySchema,
  subscriptionSummarySchema,
  testAuthenticationSchema,
  testCardSchema,
  testPaymentReplySchema,
  testPortalActionSchema,
  webhookDeliverySchema,
  webhookReplySchema,
} from './billing.js';
import {
  notificationNoticeSchema,
  notificationPreferenceChangeSchema,
  notificationPreferencesSchema,
  pushEndpointBodySchema,
  pushPublicKeyReplySchema,
  pushSubscriptionSchema,
  systemPushSchema,
  weekActivityRequestSchema,
  weeklyProgressNumbersSchema,
} from './notifications.js';
import { essayGradeJobRequestSchema, savedEssayGradeSchema, savedVisualAnalysisSchema, visualAnalysisJobRequestSchema } from './study-tools.js';
import {
  calendarFeedTokenSchema,
  calendarSubscriptionSchema,
  removedStudyGoalSchema,
  studyCalendarFileSchema,
  studyGoalBodySchema,
  studyGoalSchema,
  studyPlanJobInputSchema,
  studySessionSchema,
  studySessionStatusBodySchema,
  userStudyPlanReplySchema,
} from './study-plan.js';
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
import {
  currentProfileFieldsSchema,
  followStatsSchema,
  identitySchema,
  legacyProfileSchema,
  followRequestSchema,
  privacySettingsSchema,
  profileActivitySchema,
  profileFieldsSchema,
  profileFlashcardSchema,
  profileProgressSchema,
  profileQuizSchema,
  profileSchema,
  profileStatsSchema,
  triviaActivitySchema,
} from './profile.js';
import { eraseUserDataReplySchema, exportUserDataReplySchema, exportUserDataRequestSchema, userDataRequestSchema } from './user-data.js';

const emptySchema = z.object({}).strict();

/** The pair every service with a student's data answers (see user-data-services.ts). */
const userDataMessages = {
  export: { request: exportUserDataRequestSchema, reply: exportUserDataReplySchema },
  erase: { request: userDataRequestSchema, reply: eraseUserDataReplySchema },
} as const;

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
  /** The profile values auth held before the profile service: asked once, by the profile service, on a profile's first touch. */
  'auth.legacy-profile': { request: userIdSchema, reply: legacyProfileSchema },
  /** Names and plans of students whose profiles someone may see (asked by the profile service, which checks visibility). */
  'auth.identities': { request: z.object({ userIds: z.array(z.uuid()).min(1).max(100) }), reply: z.object({ identities: z.array(identitySchema) }) },
  'auth.update-names': { request: userIdSchema.extend({ firstName: z.string().min(1).max(100), lastName: z.string().min(1).max(100) }), reply: userSchema },
  'auth.export-user-data': userDataMessages.export,
  'auth.erase-user-data': userDataMessages.erase,
  /** Closes the account at once (the password, or a recent provider sign-in, is required); the erasure follows. */
  'auth.request-account-deletion': {
    request: userIdSchema.extend({ password: z.string().max(200).nullable(), signedInAt: z.number().int().nullable() }),
    reply: z.object({ deletionRequestedAt: z.string() }),
  },
  /** Accounts closed whose erasure has not finished (the worker's sweep queues them again). */
  'auth.pending-erasures': { request: emptySchema, reply: z.object({ userIds: z.array(z.uuid()) }) },

  'credits.balance': { request: userIdSchema, reply: creditsReplySchema },
  'credits.stats': { request: userIdSchema, reply: creditStatsReplySchema },
  'credits.debit': { request: creditMovementSchema, reply: creditMovementReplySchema },
  'credits.refund': { request: creditMovementSchema, reply: creditMovementReplySchema },
  'credits.grant': { request: creditMovementSchema, reply: creditMovementReplySchema },
  /** A job's or trivia session's credits: reserved (debited) once, then settled or released once (see credits.ts). */
  'credits.reserve': { request: creditReserveSchema, reply: creditReservationReplySchema },
  'credits.settle': { request: creditSettleSchema, reply: creditReservationReplySchema },
  'credits.release': { request: creditReleaseSchema, reply: creditReservationReplySchema },
  /** Reservations left `reserved` past a deadline, for the credit reconciler of the generation worker. */
  'credits.stale-reservations': { request: staleReservationsRequestSchema, reply: staleReservationsReplySchema },
  'credits.health': { request: emptySchema, reply: serviceHealthSchema },
  'credits.export-user-data': userDataMessages.export,
  'credits.erase-user-data': userDataMessages.erase,

  'generation.create-job': { request: createJobRequestSchema, reply: jobStatusSchema },
  'generation.get-job': { request: z.object({ jobId: z.uuid() }), reply: jobStatusSchema },
  'generation.list-decks': { request: userIdSchema, reply: z.array(savedDeckSchema) },
  'generation.list-quizzes': { request: userIdSchema, reply: z.array(savedQuizSchema) },
  'generation.list-study-guides': { request: userIdSchema, reply: z.array(savedStudyGuideSchema) },
  'generation.record-quiz-attempt': { request: quizAttemptBodySchema.extend({ quizId: z.uuid() }), reply: quizAttemptSchema },
  'generation.update-study-guide': { request: studyGuideEditSchema.extend({ studyGuideId: z.uuid() }), reply: savedStudyGuideSchema },
  'generation.subject-trivia': { request: subjectTriviaRequestSchema, reply: subjectTriviaReplySchema },
  'generation.health': { request: emptySchema, reply: serviceHealthSchema },
  /** Asked by the profile service only, after it has checked that the viewer may see this student's progress. */
  'generation.profile-activity': { request: userIdSchema, reply: profileActivitySchema },
  /** Study Visuals: checks the question, reserves the analysis's credits and queues its job. */
  'generation.analyze-visual': { request: visualAnalysisJobRequestSchema, reply: jobStatusSchema },
  /** Essay Grader: checks the essay and its type, reserves the grade's credits and queues its job. */
  'generation.grade-essay': { request: essayGradeJobRequestSchema, reply: jobStatusSchema },
  'generation.audio-recap.create-job': { request: audioRecapJobRequestSchema, reply: jobStatusSchema },
  'generation.audio-recap.list': { request: emptySchema, reply: z.object({ recaps: z.array(savedRecapSchema) }) },
  'generation.audio-recap.get': { request: z.object({ recapId: z.uuid() }), reply: savedRecapSchema },
  'generation.audio-recap.audio': { request: z.object({ recapId: z.uuid() }), reply: recapAudioSchema },
  'generation.audio-recap.delete': { request: z.object({ recapId: z.uuid() }), reply: z.object({ deleted: z.literal(true) }) },
  'generation.tutor.create-lecture': { request: voiceLectureJobRequestSchema, reply: jobStatusSchema },
  'generation.tutor.create-reply': { request: tutorReplyJobRequestSchema, reply: jobStatusSchema },
  /** Stops a job that has not finished; its reserved credits are given back. */
  'generation.cancel-job': { request: z.object({ jobId: z.uuid() }), reply: jobStatusSchema },
  'generation.list-visual-analyses': { request: userIdSchema, reply: z.array(savedVisualAnalysisSchema) },
  'generation.list-essay-grades': { request: userIdSchema, reply: z.array(savedEssayGradeSchema) },
  'generation.study-plan.get': { request: emptySchema, reply: userStudyPlanReplySchema },
  'generation.study-plan.add-goal': { request: studyGoalBodySchema, reply: studyGoalSchema },
  'generation.study-plan.remove-goal': { request: z.object({ goalId: z.uuid() }), reply: removedStudyGoalSchema },
  'generation.study-plan.set-session-status': { request: studySessionStatusBodySchema.extend({ sessionId: z.uuid() }), reply: studySessionSchema },
  /** Checks the request, reserves the plan's credits and queues its job; the reply is the job (follow it like any other). */
  'generation.study-plan.create-job': { request: studyPlanJobInputSchema, reply: jobStatusSchema },
  'generation.study-plan.calendar-file': { request: emptySchema, reply: studyCalendarFileSchema },
  /** The calendar of whoever holds this subscription token (no session: the token is the credential). */
  'generation.study-plan.calendar-feed': { request: z.object({ token: calendarFeedTokenSchema }), reply: studyCalendarFileSchema },
  'generation.study-plan.subscription': { request: emptySchema, reply: calendarSubscriptionSchema },
  /** A new subscription token (the previous one stops working); only its hash is kept. */
  'generation.study-plan.renew-subscription': { request: emptySchema, reply: z.object({ token: calendarFeedTokenSchema, createdAt: z.string() }) },
  'generation.study-plan.revoke-subscription': { request: emptySchema, reply: calendarSubscriptionSchema },
  'generation.export-user-data': userDataMessages.export,
  'generation.erase-user-data': userDataMessages.erase,
  /** Starts a data export job (or answers the one already running). */
  'generation.start-data-export': { request: userIdSchema, reply: jobStatusSchema },
  'generation.latest-data-export': { request: userIdSchema, reply: jobStatusSchema.nullable() },
  /** Queues the erasure of a closed account on the background job class. */
  'generation.schedule-account-erasure': { request: userIdSchema, reply: z.object({ queued: z.literal(true) }) },

  'trivia.start': { request: startTriviaRequestSchema, reply: triviaPromptSchema },
  'trivia.next': { request: nextTriviaBodySchema, reply: triviaPromptSchema },
  'trivia.submit': { request: submitTriviaBodySchema, reply: triviaAnswerSchema },
  'trivia.stats': { request: userIdSchema, reply: triviaStatsSchema },
  'trivia.health': { request: emptySchema, reply: serviceHealthSchema },
  /** Whether a trivia session was made, and what it charged (asked by the credit reconciler). */
  'trivia.session-outcome': { request: z.object({ sessionId: z.uuid() }), reply: z.object({ exists: z.boolean(), creditsCharged: z.number().int().min(0) }) },
  /** Asked by the profile service only, after it has checked that the viewer may see this student's progress. */
  'trivia.profile-activity': { request: userIdSchema, reply: triviaActivitySchema },
  'trivia.export-user-data': userDataMessages.export,
  'trivia.erase-user-data': userDataMessages.erase,

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

  'billing.config': { request: emptySchema, reply: billingConfigSchema },
  'billing.get-subscription': { request: userIdSchema, reply: subscriptionSummarySchema },
  /** The plan shown beside a name (badges): public, so any signed-in caller may ask. */
  'billing.get-plan': { request: userIdSchema, reply: planReplySchema },
  'billing.start-checkout': { request: userIdSchema, reply: checkoutReplySchema },
  'billing.open-portal': { request: userIdSchema.extend({ returnUrl: z.url() }), reply: portalReplySchema },
  /** A payment provider's webhook: verified over the exact bytes; SERVICE_UNAVAILABLE asks the provider to deliver it again. */
  'billing.webhook': { request: webhookDeliverySchema, reply: webhookReplySchema },
  'billing.test-confirm': { request: testCardSchema, reply: testPaymentReplySchema },
  'billing.test-authenticate': { request: testAuthenticationSchema, reply: testPaymentReplySchema },
  'billing.test-portal-action': { request: testPortalActionSchema.extend(userIdSchema.shape), reply: subscriptionSummarySchema },
  'billing.export-user-data': userDataMessages.export,
  'billing.erase-user-data': userDataMessages.erase,
  'billing.health': { request: emptySchema, reply: serviceHealthSchema },

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
  /** System only: pushes one message to every device of the student while push notifications are on; `delivered` counts the devices that took it (0: none, or push off). */
  'profile.send-push': { request: systemPushSchema.extend(userIdSchema.shape), reply: z.object({ delivered: z.number().int().min(0) }) },
  /** Cards made, quizzes taken and their average score since `since` (the actor is the student, or null for the weekly mail). */
  'generation.week-activity': {
    request: weekActivityRequestSchema,
    reply: weeklyProgressNumbersSchema.pick({ cardsMade: true, quizzesTaken: true, averageScore: true }),
  },
  /** Trivia questions answered since `since`, and the day streak (the actor is the student, or null for the weekly mail). */
  'trivia.week-activity': { request: weekActivityRequestSchema, reply: weeklyProgressNumbersSchema.pick({ triviaAnswered: true, streak: true }) },
  'books.export-user-data': userDataMessages.export,
  'books.erase-user-data': userDataMessages.erase,

  /** The student's own profile (made on first touch, legacy values copied from auth). */
  'profile.get-own': { request: userIdSchema, reply: profileSchema },
  /** The viewer is the message's actor. */
  'profile.get-by-username': { request: z.object({ username: z.string().min(1).max(30) }), reply: profileSchema },
  /** The profile's part of `GET /api/auth/user`. */
  'profile.current': { request: userIdSchema, reply: currentProfileFieldsSchema },
  'profile.update': { request: userIdSchema.extend({ fields: profileFieldsSchema.partial() }), reply: profileSchema },
  'profile.get-privacy': { request: userIdSchema, reply: privacySettingsSchema },
  'profile.update-privacy': { request: userIdSchema.extend(privacySettingsSchema.partial().shape), reply: privacySettingsSchema },
  /** Checks, squares and stores an uploaded avatar (the upload's objects are removed either way). */
  'profile.set-avatar': {
    request: userIdSchema.extend({ uploads: z.array(z.object({ key: z.string().min(1).max(300), size: z.number().int().min(0) })).max(10) }),
    reply: profileSchema,
  },
  /** Where the avatar of a profile the viewer may see is stored. */
  'profile.avatar': { request: z.object({ profileId: z.uuid() }), reply: z.object({ key: z.string(), contentType: z.string() }) },
  'profile.stats': { request: z.object({ profileId: z.uuid() }), reply: profileStatsSchema },
  'profile.follow-stats': { request: z.object({ profileId: z.uuid() }), reply: followStatsSchema },
  'profile.flashcards': { request: z.object({ profileId: z.uuid() }), reply: z.array(profileFlashcardSchema) },
  'profile.quizzes': { request: z.object({ profileId: z.uuid() }), reply: z.array(profileQuizSchema) },
  'profile.progress': { request: z.object({ profileId: z.uuid() }), reply: profileProgressSchema },
  'profile.follow': { request: z.object({ profileId: z.uuid() }), reply: followStatsSchema },
  'profile.unfollow': { request: z.object({ profileId: z.uuid() }), reply: followStatsSchema },
  /** The viewer (the actor) withdraws their request to follow `profileId`. */
  'profile.withdraw-follow-request': { request: z.object({ profileId: z.uuid() }), reply: followStatsSchema },
  /** Requests waiting for the student's answer, oldest first. */
  'profile.follow-requests': { request: userIdSchema, reply: z.array(followRequestSchema) },
  /** The student answers a request made to them: approved, the requester becomes a follower; declined, it is removed. Replies the requests still waiting. */
  'profile.answer-follow-request': {
    request: userIdSchema.extend({ requesterId: z.uuid(), answer: z.enum(['approve', 'decline']) }),
    reply: z.array(followRequestSchema),
  },
  'profile.health': { request: emptySchema, reply: serviceHealthSchema },
  'profile.export-user-data': userDataMessages.export,
  'profile.erase-user-data': userDataMessages.erase,
} as const satisfies Record<string, { request: z.ZodType; reply: z.ZodType }>;

export type RpcSubject = keyof typeof rpcMessages;
export type RpcRequest<S extends RpcSubject> = z.input<(typeof rpcMessages)[S]['request']>;
export type RpcReply<S extends RpcSubject> = z.output<(typeof rpcMessages)[S]['reply']>;

export type HealthSubject = `${ServiceName}.health`;

export function healthSubjectOf(service: ServiceName): HealthSubject {
  return `${service}.health`;
}
