import { z } from 'zod';
import type { ErrorCode } from '../errors.js';
import type { JobStatus } from '../generation.js';
import { subjectTopic } from '../subject-topic.js';
import {
  bookTriviaBodySchema,
  enhancedTriviaBodySchema,
  nextTriviaBodySchema,
  structuredTriviaBodySchema,
  submitTriviaBodySchema,
  triviaAnswerSchema,
  triviaPromptSchema,
  triviaStatsSchema,
} from '../trivia.js';
import { binaryReply, defineEndpoint, jsonBody, jsonReply } from './endpoint.js';
import { lazyEndpoints } from './lazy-endpoints.js';
import { idParams } from './path-params.js';
import { MAX_REQUEST_WAIT_MS, readAloudAudioPath } from './request-wait.js';

/**
 * Starting a session makes its questions first: the gateway waits for them as long as any request may be held. The
 * trivia service gives up on them (charging nothing) TRIVIA_QUESTIONS_SLACK_MS earlier, so a session is never made and
 * charged after its request was given up.
 */
const QUESTION_WAIT_MS = MAX_REQUEST_WAIT_MS;
export const TRIVIA_QUESTIONS_SLACK_MS = 10_000;
/** The longest (and default) QUESTION_TIMEOUT_MS of the trivia service. */
export const MAX_TRIVIA_QUESTION_WAIT_MS = QUESTION_WAIT_MS - TRIVIA_QUESTIONS_SLACK_MS;

const START_ERRORS: readonly ErrorCode[] = ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'INSUFFICIENT_CREDITS', 'UNPROCESSABLE_CONTENT', 'SERVICE_UNAVAILABLE'];
const SESSION = ': a session of N questions for 3 credits each, charged once; answers the first question';
const FIRST_QUESTION = jsonReply(triviaPromptSchema, 'The first question (never its answer) with the session id');

/** A signed audio link: `expires` (unix seconds) and its `signature`; any other value is an invalid link. */
const audioLinkQuery = z.object({
  expires: z.string().optional().catch(undefined),
  signature: z.string().optional().catch(undefined),
});

export const triviaEndpoints = lazyEndpoints({
  startCourseTrivia: () => defineEndpoint({
    method: 'POST',
    path: '/api/generate-structured-trivia',
    auth: 'signed-in',
    body: jsonBody(structuredTriviaBodySchema),
    reply: FIRST_QUESTION,
    summary: `Trivia on a course of a major${SESSION}`,
    tag: 'Trivia',
    errors: START_ERRORS,
    forward: {
      subject: 'trivia.start',
      timeoutMs: QUESTION_WAIT_MS,
      request: ({ body }) => ({ mode: 'structured', topic: subjectTopic({ label: body.course, major: body.major, course: body.course }), count: body.questionCount }),
    },
  }),
  startBookTrivia: () => defineEndpoint({
    method: 'POST',
    path: '/api/generate-book-trivia',
    auth: 'signed-in',
    body: jsonBody(bookTriviaBodySchema),
    reply: FIRST_QUESTION,
    summary: `Trivia on a book or a subject${SESSION}`,
    tag: 'Trivia',
    errors: START_ERRORS,
    forward: {
      subject: 'trivia.start',
      timeoutMs: QUESTION_WAIT_MS,
      request: ({ body }) => ({
        mode: 'book',
        topic: subjectTopic({ label: body.bookTitle || body.subject, major: body.subject, description: body.bookDescription }),
        count: body.questionCount,
      }),
    },
  }),
  startSubjectTrivia: () => defineEndpoint({
    method: 'POST',
    path: '/api/generate-enhanced-trivia',
    auth: 'signed-in',
    body: jsonBody(enhancedTriviaBodySchema),
    reply: FIRST_QUESTION,
    summary: `Trivia on any subject${SESSION}`,
    tag: 'Trivia',
    errors: START_ERRORS,
    forward: {
      subject: 'trivia.start',
      timeoutMs: QUESTION_WAIT_MS,
      request: ({ body }) => ({ mode: 'subject', topic: subjectTopic({ label: body.subject }), count: body.questionCount }),
    },
  }),
  nextTriviaQuestion: () => defineEndpoint({
    method: 'POST',
    path: '/api/trivia/next',
    auth: 'signed-in',
    body: jsonBody(nextTriviaBodySchema),
    reply: jsonReply(triviaPromptSchema, 'The next question'),
    summary: 'The next question of the same session (no new charge)',
    tag: 'Trivia',
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT', 'SERVICE_UNAVAILABLE'],
    forward: { subject: 'trivia.next', request: ({ body }) => body },
  }),
  submitTriviaAnswer: () => defineEndpoint({
    method: 'POST',
    path: '/api/submit-trivia',
    auth: 'signed-in',
    body: jsonBody(submitTriviaBodySchema),
    reply: jsonReply(triviaAnswerSchema, 'The result'),
    summary: 'Answer the current question (once): correctness, the correct answer, the explanation, the streak, and audio of the explanation',
    tag: 'Trivia',
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT', 'SERVICE_UNAVAILABLE'],
    forward: { subject: 'trivia.submit', request: ({ body }) => body },
  }),
  getTriviaStats: () => defineEndpoint({
    method: 'GET',
    path: '/api/trivia/stats',
    auth: 'signed-in',
    reply: jsonReply(triviaStatsSchema, 'Streaks and totals'),
    summary: "The student's answer streak, best streak and day streak",
    tag: 'Trivia',
    errors: ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
    forward: { subject: 'trivia.stats', request: ({ actor }) => ({ userId: actor.userId }) },
  }),
  getAudio: () => defineEndpoint({
    method: 'GET',
    path: '/api/audio/{id}',
    auth: 'signed-in',
    params: idParams,
    query: audioLinkQuery,
    reply: binaryReply('audio/mpeg', 'MP3 audio'),
    job: { fromJob: (status: JobStatus) => readAloudAudioPath(status.id) },
    summary:
      'Audio of an explanation (MP3), through the signed link from submit-trivia; the link expires after an hour. Audio still being made is answered 202 with its job: follow it, then GET /api/read-aloud/{id}',
    tag: 'Trivia',
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'SERVICE_UNAVAILABLE'],
  }),
});
