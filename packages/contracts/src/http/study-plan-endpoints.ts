import { z } from 'zod';
import { DomainError, ErrorCode } from '../errors.js';
import type { JobStatus } from '../generation.js';
import {
  calendarFeedTokenSchema,
  calendarSubscriptionLinkSchema,
  calendarSubscriptionSchema,
  generateStudyPlanBodySchema,
  removedStudyGoalSchema,
  studyGoalBodySchema,
  studyGoalSchema,
  studyPlanJobResultSchema,
  studyPlanMessages,
  studyPlanResultSchema,
  studySessionSchema,
  studySessionStatusBodySchema,
  userStudyPlanReplySchema,
} from '../study-plan.js';
import { binaryReply, defineEndpoint, jsonBody, jsonReply } from './endpoint.js';
import { lazyEndpoints } from './lazy-endpoints.js';
import { idParams } from './path-params.js';

const TAG = 'Study Calendar';
const READ_ERRORS: readonly ErrorCode[] = ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'];

export const studyPlanReplySchema = studyPlanResultSchema.extend({ jobId: z.uuid() });
export type StudyPlanReply = z.infer<typeof studyPlanReplySchema>;

/**
 * A finished plan job as the reply of `POST /api/generate-study-plan` (the gateway's answer, and the web app's after a
 * 202): the job's result names the plan, which is read as the student's current plan.
 */
export async function studyPlanReplyFromJob(status: JobStatus, read: (path: string) => Promise<unknown>): Promise<StudyPlanReply> {
  const result = studyPlanJobResultSchema.parse(status.result);
  const { plan } = userStudyPlanReplySchema.parse(await read('/api/user/study-plan'));
  if (!plan) throw new DomainError(ErrorCode.NotFound, studyPlanMessages.noPlan);
  if (plan.id !== result.planId) throw new DomainError(ErrorCode.Conflict, studyPlanMessages.planReplaced);
  return { plan, studyPlan: plan.sessions, shortfalls: result.shortfalls, creditsUsed: result.creditsUsed, jobId: status.id };
}

export const studyPlanEndpoints = lazyEndpoints({
  getStudyPlan: () => defineEndpoint({
    method: 'GET',
    path: '/api/user/study-plan',
    auth: 'signed-in',
    reply: jsonReply(userStudyPlanReplySchema, 'The study goals and the current plan (null before the first one)'),
    summary: 'Your study goals and your current study plan',
    tag: TAG,
    errors: READ_ERRORS,
    forward: { subject: 'generation.study-plan.get', request: () => ({}) },
  }),
  addStudyGoal: () => defineEndpoint({
    method: 'POST',
    path: '/api/study-goals',
    auth: 'signed-in',
    body: jsonBody(studyGoalBodySchema),
    reply: jsonReply(studyGoalSchema, 'The saved goal'),
    status: 201,
    summary: 'Add a study goal: subject, description, priority (high, medium, low), due date, estimated hours 1-100',
    tag: TAG,
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
    forward: { subject: 'generation.study-plan.add-goal', request: ({ body }) => body },
  }),
  removeStudyGoal: () => defineEndpoint({
    method: 'DELETE',
    path: '/api/study-goals/{id}',
    auth: 'signed-in',
    params: idParams,
    invalidParams: 'NOT_FOUND',
    reply: jsonReply(removedStudyGoalSchema, 'The goal and its sessions are gone'),
    summary: 'Remove a study goal and its sessions from the plan',
    tag: TAG,
    errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    forward: { subject: 'generation.study-plan.remove-goal', request: ({ params }) => ({ goalId: params.id }) },
  }),
  generateStudyPlan: () => defineEndpoint({
    method: 'POST',
    path: '/api/generate-study-plan',
    auth: 'signed-in',
    body: jsonBody(generateStudyPlanBodySchema),
    reply: jsonReply(studyPlanReplySchema, 'The plan: its sessions (studyPlan), the goals that do not fit (shortfalls) and the credits charged'),
    job: { fromJob: studyPlanReplyFromJob },
    summary:
      'Build a study plan from your saved goals (5 credits): availableHoursPerDay (1-5, 6 for 6+), startDate, timeZone (IANA). Send X-Job-Id: <uuid> to follow progress at /api/jobs/{id}/events; a plan that outlasts the wait is answered 202 with its job to follow',
    tag: TAG,
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'INSUFFICIENT_CREDITS', 'NOT_FOUND', 'CONFLICT', 'SERVICE_UNAVAILABLE'],
  }),
  setStudySessionStatus: () => defineEndpoint({
    method: 'PATCH',
    path: '/api/study-plan/sessions/{id}',
    auth: 'signed-in',
    params: idParams,
    invalidParams: 'NOT_FOUND',
    body: jsonBody(studySessionStatusBodySchema),
    reply: jsonReply(studySessionSchema, 'The session'),
    summary: 'Mark a study session completed (or scheduled again)',
    tag: TAG,
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    forward: {
      subject: 'generation.study-plan.set-session-status',
      request: ({ params, body }) => ({ sessionId: params.id, status: body.status }),
    },
  }),
  downloadStudyCalendar: () => defineEndpoint({
    method: 'GET',
    path: '/api/study-plan/calendar.ics',
    auth: 'signed-in',
    reply: binaryReply('text/calendar', 'An iCalendar file of the whole plan'),
    summary: 'Your study plan as an iCalendar (.ics) file',
    tag: TAG,
    errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    cacheControl: 'private, no-store',
  }),
  getCalendarSubscription: () => defineEndpoint({
    method: 'GET',
    path: '/api/study-plan/subscription',
    auth: 'signed-in',
    reply: jsonReply(calendarSubscriptionSchema, 'Whether a subscription link exists'),
    summary: 'Whether you have a private calendar subscription link',
    tag: TAG,
    errors: READ_ERRORS,
    forward: { subject: 'generation.study-plan.subscription', request: () => ({}) },
  }),
  renewCalendarSubscription: () => defineEndpoint({
    method: 'POST',
    path: '/api/study-plan/subscription',
    auth: 'signed-in',
    reply: jsonReply(calendarSubscriptionLinkSchema, 'The new private link, shown once'),
    status: 201,
    summary: 'Make a new private calendar subscription link (the previous link stops working)',
    tag: TAG,
    errors: READ_ERRORS,
  }),
  revokeCalendarSubscription: () => defineEndpoint({
    method: 'DELETE',
    path: '/api/study-plan/subscription',
    auth: 'signed-in',
    reply: jsonReply(calendarSubscriptionSchema, 'No link any more'),
    summary: 'Revoke the private calendar subscription link',
    tag: TAG,
    errors: READ_ERRORS,
    forward: { subject: 'generation.study-plan.revoke-subscription', request: () => ({}) },
  }),
  studyCalendarFeed: () => defineEndpoint({
    method: 'GET',
    path: '/api/calendar-feeds/{token}/study-plan.ics',
    auth: 'public',
    params: z.object({ token: calendarFeedTokenSchema }),
    invalidParams: 'NOT_FOUND',
    reply: binaryReply('text/calendar', 'The plan as iCalendar, for calendar apps to poll'),
    summary: 'A private calendar subscription (no session: the secret token in the path is the credential)',
    tag: TAG,
    errors: ['NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    cacheControl: 'private, max-age=900',
  }),
});
