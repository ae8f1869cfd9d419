import {
  bookTriviaBodySchema,
  enhancedFlashcardsBodySchema,
  enhancedQuizBodySchema,
  enhancedTriviaBodySchema,
  nextTriviaBodySchema,
  structuredTriviaBodySchema,
  submitTriviaBodySchema,
  triviaAnswerSchema,
  triviaPromptSchema,
  triviaStatsSchema,
  flashcardsResultSchema,
  jobStatusSchema,
  notesResultSchema,
  quizAttemptBodySchema,
  quizAttemptSchema,
  quizSchema,
  savedDeckSchema,
  savedQuizSchema,
  savedStudyGuideSchema,
  studyGuideEditSchema,
  textToSpeechBodySchema,
  triviaResultSchema,
  checkSchema,
  creditStatsReplySchema,
  creditsReplySchema,
  currentUserSchema,
  healthReplySchema,
  pricesReplySchema,
  signInSchema,
  signUpSchema,
  userSchema,
  type ErrorCode,
} from '@studyforge/contracts';
import { z } from 'zod';
import { BOOKS_ROUTES } from './books-routes.js';

export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Path below the server root, OpenAPI style (`/api/profile/{id}`). */
  path: string;
  tag: string;
  summary: string;
  signedIn: boolean;
  body?: z.ZodType;
  /** multipart/form-data fields: name → description (`files` is the repeated file field). */
  multipart?: Record<string, string>;
  success: { status: number; description: string; schema?: z.ZodType; contentType?: string };
  errors: ErrorCode[];
}


const GENERATION_ERRORS: ErrorCode[] = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INSUFFICIENT_CREDITS',
  'UNPROCESSABLE_CONTENT',
  'AI_PROVIDER_FAILED',
  'SERVICE_UNAVAILABLE',
];

const FILES = 'Study files (repeat the field): PDF, DOC, DOCX, TXT, JPEG, PNG or WebP, 25 MB each, 10 at most';
const TEXT = 'Pasted text, used with or instead of files';
const withJob = <T extends z.ZodObject>(schema: T) => schema.extend({ jobId: z.uuid() });

function generationRoute(path: string, summary: string, multipart: Record<string, string>, schema: z.ZodType): ApiRoute {
  return {
    method: 'post',
    path,
    tag: 'Generation',
    summary: `${summary} (send X-Job-Id: <uuid> to follow progress at /api/jobs/{id}/events)`,
    signedIn: true,
    multipart,
    success: { status: 200, description: 'The generated material and the credits charged', schema },
    errors: GENERATION_ERRORS,
  };
}

const quizReply = z.object({ quiz: quizSchema.extend({ id: z.uuid() }), creditsUsed: z.number(), notice: z.string().nullable(), jobId: z.uuid() });

const GENERATION_ROUTES: ApiRoute[] = [
  generationRoute('/api/generate-flashcards', 'Flashcards from files and/or text (1 credit per card)', { files: FILES, text: TEXT, count: 'How many cards: 5, 10, 15, 20 or 25 (default 10)' }, withJob(flashcardsResultSchema)),
  generationRoute('/api/generate-quiz', 'A multiple-choice quiz (3 credits)', { files: FILES, text: TEXT, questionCount: 'How many questions: 5 to 20 (default 5)' }, quizReply),
  generationRoute('/api/generate-practice-tests', 'A practice test of mixed difficulty (3 credits)', { files: FILES, text: TEXT, questionCount: 'How many questions: 5 to 25 (default 5)' }, quizReply),
  generationRoute('/api/generate-trivia', 'Trivia questions from files (3 credits per question)', { files: FILES, text: TEXT, count: 'How many questions (default 10)' }, withJob(triviaResultSchema)),
  generationRoute('/api/generate-notes', 'A structured study guide (2 credits)', { files: FILES, text: TEXT }, withJob(notesResultSchema)),
  {
    method: 'post',
    path: '/api/text-to-speech',
    tag: 'Generation',
    summary: 'Read text aloud: MP3 audio (free; at most 4000 characters after markdown is removed)',
    signedIn: true,
    body: textToSpeechBodySchema,
    success: { status: 200, description: 'MP3 audio', contentType: 'audio/mpeg' },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'AI_PROVIDER_FAILED', 'SERVICE_UNAVAILABLE'],
  },
  {
    method: 'get',
    path: '/api/jobs/{id}',
    tag: 'Generation',
    summary: 'A generation job: stage, progress, result or error',
    signedIn: true,
    success: { status: 200, description: 'The job', schema: jobStatusSchema },
    errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
  },
  {
    method: 'get',
    path: '/api/jobs/{id}/events',
    tag: 'Generation',
    summary: 'Server-sent events: `progress` with the job each time it changes (`waiting` before it exists), until done or failed',
    signedIn: true,
    success: { status: 200, description: 'An event stream', contentType: 'text/event-stream' },
    errors: ['UNAUTHENTICATED'],
  },
  {
    method: 'get',
    path: '/api/user/flashcards',
    tag: 'Library',
    summary: 'Saved flashcard decks, newest first',
    signedIn: true,
    success: { status: 200, description: 'Decks', schema: z.array(savedDeckSchema) },
    errors: ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
  },
  {
    method: 'get',
    path: '/api/user/quizzes',
    tag: 'Library',
    summary: 'Saved quizzes, practice tests and trivia sets with attempts, newest first',
    signedIn: true,
    success: { status: 200, description: 'Quizzes', schema: z.array(savedQuizSchema) },
    errors: ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
  },
  {
    method: 'get',
    path: '/api/user/study-guides',
    tag: 'Library',
    summary: 'Saved study guides, newest first',
    signedIn: true,
    success: { status: 200, description: 'Study guides', schema: z.array(savedStudyGuideSchema) },
    errors: ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
  },
  {
    method: 'post',
    path: '/api/quizzes/{id}/attempts',
    tag: 'Library',
    summary: 'Record a quiz attempt; the server scores it',
    signedIn: true,
    body: quizAttemptBodySchema,
    success: { status: 201, description: 'The scored attempt', schema: quizAttemptSchema },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
  },
  {
    method: 'patch',
    path: '/api/study-guides/{id}',
    tag: 'Library',
    summary: "Save edits to a study guide's notes (markdown)",
    signedIn: true,
    body: studyGuideEditSchema,
    success: { status: 200, description: 'The saved study guide', schema: savedStudyGuideSchema },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
  },
];

const TRIVIA_START_ERRORS: ErrorCode[] = ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'INSUFFICIENT_CREDITS', 'UNPROCESSABLE_CONTENT', 'SERVICE_UNAVAILABLE'];

function triviaStart(path: string, summary: string, body: z.ZodType): ApiRoute {
  return {
    method: 'post',
    path,
    tag: 'Trivia',
    summary: `${summary}: a session of N questions for 3 credits each, charged once; answers the first question`,
    signedIn: true,
    body,
    success: { status: 200, description: 'The first question (never its answer) with the session id', schema: triviaPromptSchema },
    errors: TRIVIA_START_ERRORS,
  };
}

const TRIVIA_ROUTES: ApiRoute[] = [
  triviaStart('/api/generate-structured-trivia', 'Trivia on a course of a major', structuredTriviaBodySchema),
  triviaStart('/api/generate-book-trivia', 'Trivia on a book or a subject', bookTriviaBodySchema),
  triviaStart('/api/generate-enhanced-trivia', 'Trivia on any subject', enhancedTriviaBodySchema),
  {
    method: 'post',
    path: '/api/trivia/next',
    tag: 'Trivia',
    summary: 'The next question of the same session (no new charge)',
    signedIn: true,
    body: nextTriviaBodySchema,
    success: { status: 200, description: 'The next question', schema: triviaPromptSchema },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT', 'SERVICE_UNAVAILABLE'],
  },
  {
    method: 'post',
    path: '/api/submit-trivia',
    tag: 'Trivia',
    summary: 'Answer the current question (once): correctness, the correct answer, the explanation, the streak, and audio of the explanation',
    signedIn: true,
    body: submitTriviaBodySchema,
    success: { status: 200, description: 'The result', schema: triviaAnswerSchema },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT', 'SERVICE_UNAVAILABLE'],
  },
  {
    method: 'get',
    path: '/api/trivia/stats',
    tag: 'Trivia',
    summary: "The student's answer streak, best streak and day streak",
    signedIn: true,
    success: { status: 200, description: 'Streaks and totals', schema: triviaStatsSchema },
    errors: ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
  },
  {
    method: 'get',
    path: '/api/audio/{id}',
    tag: 'Trivia',
    summary: 'Audio of an explanation (MP3), through the signed link from submit-trivia; the link expires after an hour',
    signedIn: true,
    success: { status: 200, description: 'MP3 audio', contentType: 'audio/mpeg' },
    errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'SERVICE_UNAVAILABLE'],
  },
  {
    method: 'post',
    path: '/api/generate-enhanced-flashcards',
    tag: 'Generation',
    summary: 'Flashcards about a subject alone, e.g. a course (1 credit per card)',
    signedIn: true,
    body: enhancedFlashcardsBodySchema,
    success: { status: 200, description: 'The flashcards', schema: withJob(flashcardsResultSchema) },
    errors: GENERATION_ERRORS,
  },
  {
    method: 'post',
    path: '/api/generate-enhanced-quiz',
    tag: 'Generation',
    summary: 'A quiz about a subject alone (3 credits)',
    signedIn: true,
    body: enhancedQuizBodySchema,
    success: { status: 200, description: 'The quiz', schema: quizReply },
    errors: GENERATION_ERRORS,
  },
];

/**
 * Every HTTP endpoint of the gateway, described from the contracts' schemas. The gateway refuses to
 * start when a controller route is missing here (or this lists one no controller serves).
 */
export const API_ROUTES: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/auth/user',
    tag: 'Auth',
    summary: 'The signed-in user with their credit balance',
    signedIn: true,
    success: { status: 200, description: 'The current user', schema: currentUserSchema },
    errors: ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
  },
  {
    method: 'post',
    path: '/api/auth/signup',
    tag: 'Auth',
    summary: 'Create an account (50 free credits on first use)',
    signedIn: false,
    body: signUpSchema,
    success: { status: 201, description: 'The new account', schema: userSchema },
    errors: ['VALIDATION_FAILED', 'EMAIL_TAKEN', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE'],
  },
  {
    method: 'post',
    path: '/api/auth/signin',
    tag: 'Auth',
    summary: 'Sign in with email and password; sets a new session cookie',
    signedIn: false,
    body: signInSchema,
    success: { status: 200, description: 'Signed in; the session cookie is set', schema: currentUserSchema },
    errors: ['VALIDATION_FAILED', 'INVALID_CREDENTIALS', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE'],
  },
  {
    method: 'get',
    path: '/api/logout',
    tag: 'Auth',
    summary: 'End the session (server-side) and redirect to /',
    signedIn: false,
    success: { status: 302, description: 'Redirect to /' },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/auth/google',
    tag: 'Auth',
    summary: 'Google sign-in (not configured on this server: redirects to /signin with a message)',
    signedIn: false,
    success: { status: 302, description: 'Redirect to /signin?authError=provider-not-configured' },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/login',
    tag: 'Auth',
    summary: 'Hosted platform sign-in (not configured on this server: redirects to /signin with a message)',
    signedIn: false,
    success: { status: 302, description: 'Redirect to /signin?authError=provider-not-configured' },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/user/credits',
    tag: 'Credits',
    summary: "The signed-in user's credit balance",
    signedIn: true,
    success: { status: 200, description: 'The balance', schema: creditsReplySchema },
    errors: ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
  },
  {
    method: 'get',
    path: '/api/user/stats',
    tag: 'Credits',
    summary: "The signed-in user's credit totals",
    signedIn: true,
    success: { status: 200, description: 'Balance and totals from the ledger', schema: creditStatsReplySchema },
    errors: ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
  },
  {
    method: 'get',
    path: '/api/credits/prices',
    tag: 'Credits',
    summary: 'What each tool costs, and the free trial',
    signedIn: false,
    success: { status: 200, description: 'The price table', schema: pricesReplySchema },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/health/ready',
    tag: 'Operations',
    summary: "Readiness of this gateway: its Redis and NATS connections (a stopped service does not make it unready)",
    signedIn: false,
    success: {
      status: 200,
      description: 'Ready',
      schema: z.object({ status: z.enum(['ready', 'not-ready']), redis: checkSchema, nats: checkSchema }),
    },
    errors: ['SERVICE_UNAVAILABLE'],
  },
  {
    method: 'get',
    path: '/api/health',
    tag: 'Operations',
    summary: 'Each dependency and service with its state (503 when one is down)',
    signedIn: false,
    success: { status: 200, description: 'Everything is up', schema: healthReplySchema },
    errors: ['SERVICE_UNAVAILABLE'],
  },
  ...GENERATION_ROUTES,
  ...TRIVIA_ROUTES,
  ...BOOKS_ROUTES,
];
