import { z } from 'zod';
import type { ErrorCode } from '../errors.js';
import { GENERATION_COUNT_RULES, generationCountSchema, type CountedGenerationKind } from '../generation-counts.js';
import { enhancedFlashcardsBodySchema, enhancedQuizBodySchema, textToSpeechBodySchema, type JobStatus } from '../generation.js';
import { getJobEndpoint } from './get-job-endpoint.js';
import { binaryReply, defineEndpoint, eventStreamReply, jsonBody, jsonReply, multipartBody } from './endpoint.js';
import { lazyEndpoints } from './lazy-endpoints.js';
import {
  flashcardsReplyFromJob,
  flashcardsReplySchema,
  notesReplyFromJob,
  notesReplySchema,
  quizReplyFromJob,
  quizReplySchema,
  triviaReplyFromJob,
  triviaReplySchema,
} from './generation-replies.js';
import { idParams } from './path-params.js';
import { readAloudAudioPath } from './request-wait.js';

/** A read-aloud job's audio, once done, is read from its own path. */
const READ_ALOUD_AUDIO = { fromJob: (status: JobStatus) => readAloudAudioPath(status.id) };

const GENERATION_ERRORS: readonly ErrorCode[] = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INSUFFICIENT_CREDITS',
  'UNPROCESSABLE_CONTENT',
  'AI_PROVIDER_FAILED',
  'SERVICE_UNAVAILABLE',
];

const FOLLOW = ' (send X-Job-Id: <uuid> to follow progress at /api/jobs/{id}/events)';
const FILES = { description: 'Study files (repeat the field): PDF, DOC, DOCX, TXT, JPEG, PNG or WebP, 25 MB each, 10 at most', files: true } as const;
const TEXT = { description: 'Pasted text, used with or instead of files' };

function countField(kind: CountedGenerationKind, noun: string) {
  const rule = GENERATION_COUNT_RULES[kind];
  return { [rule.field]: { description: `How many ${noun}: ${rule.min} to ${rule.max} (default ${rule.default})` } };
}

const REPLY = 'The generated material and the credits charged';

export const generationEndpoints = lazyEndpoints({
  generateFlashcards: () => defineEndpoint({
    method: 'POST',
    path: '/api/generate-flashcards',
    charges: 'flashcards',
    auth: 'signed-in',
    body: multipartBody({ files: FILES, text: TEXT, ...countField('flashcards', 'cards') }, z.object({ text: z.string().optional(), count: generationCountSchema('flashcards') })),
    reply: jsonReply(flashcardsReplySchema, REPLY),
    job: { fromJob: flashcardsReplyFromJob },
    summary: `Flashcards from files and/or text (1 credit per card)${FOLLOW}`,
    tag: 'Generation',
    errors: GENERATION_ERRORS,
  }),
  generateQuiz: () => defineEndpoint({
    method: 'POST',
    path: '/api/generate-quiz',
    charges: 'quiz',
    auth: 'signed-in',
    body: multipartBody(
      { files: FILES, text: TEXT, ...countField('quiz', 'questions') },
      z.object({ text: z.string().optional(), questionCount: generationCountSchema('quiz') }),
    ),
    reply: jsonReply(quizReplySchema, REPLY),
    job: { fromJob: quizReplyFromJob },
    summary: `A multiple-choice quiz (3 credits)${FOLLOW}`,
    tag: 'Generation',
    errors: GENERATION_ERRORS,
  }),
  generatePracticeTest: () => defineEndpoint({
    method: 'POST',
    path: '/api/generate-practice-tests',
    charges: 'practice-test',
    auth: 'signed-in',
    body: multipartBody(
      { files: FILES, text: TEXT, ...countField('practice-test', 'questions') },
      z.object({ text: z.string().optional(), questionCount: generationCountSchema('practice-test') }),
    ),
    reply: jsonReply(quizReplySchema, REPLY),
    job: { fromJob: quizReplyFromJob },
    summary: `A practice test of mixed difficulty (3 credits)${FOLLOW}`,
    tag: 'Generation',
    errors: GENERATION_ERRORS,
  }),
  generateTrivia: () => defineEndpoint({
    method: 'POST',
    path: '/api/generate-trivia',
    charges: 'trivia',
    auth: 'signed-in',
    body: multipartBody({ files: FILES, text: TEXT, ...countField('trivia', 'questions') }, z.object({ text: z.string().optional(), count: generationCountSchema('trivia') })),
    reply: jsonReply(triviaReplySchema, REPLY),
    job: { fromJob: triviaReplyFromJob },
    summary: `Trivia questions from files (3 credits per question)${FOLLOW}`,
    tag: 'Generation',
    errors: GENERATION_ERRORS,
  }),
  generateNotes: () => defineEndpoint({
    method: 'POST',
    path: '/api/generate-notes',
    charges: 'notes',
    auth: 'signed-in',
    body: multipartBody({ files: FILES, text: TEXT }, z.object({ text: z.string().optional() })),
    reply: jsonReply(notesReplySchema, REPLY),
    job: { fromJob: notesReplyFromJob },
    summary: `A structured study guide (2 credits)${FOLLOW}`,
    tag: 'Generation',
    errors: GENERATION_ERRORS,
  }),
  textToSpeech: () => defineEndpoint({
    method: 'POST',
    path: '/api/text-to-speech',
    auth: 'signed-in',
    body: jsonBody(textToSpeechBodySchema),
    reply: binaryReply('audio/mpeg', 'MP3 audio'),
    job: READ_ALOUD_AUDIO,
    summary: 'Read text aloud: MP3 audio (free; at most 4000 characters after markdown is removed). Audio that takes longer is answered 202 with the job: follow it, then GET /api/read-aloud/{id}',
    tag: 'Generation',
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'AI_PROVIDER_FAILED', 'SERVICE_UNAVAILABLE'],
  }),
  readAloudAudio: () => defineEndpoint({
    method: 'GET',
    path: '/api/read-aloud/{id}',
    auth: 'signed-in',
    params: idParams,
    reply: binaryReply('audio/mpeg', 'MP3 audio'),
    job: READ_ALOUD_AUDIO,
    summary: 'The audio of one of your read-aloud jobs (the job of a 202 from text-to-speech or from an explanation’s audio link); 202 again while it is still being made',
    tag: 'Generation',
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'AI_PROVIDER_FAILED', 'SERVICE_UNAVAILABLE'],
    costly: false,
  }),
  getJob: () => getJobEndpoint,
  getJobEvents: () => defineEndpoint({
    method: 'GET',
    path: '/api/jobs/{id}/events',
    auth: 'signed-in',
    params: idParams,
    reply: eventStreamReply('An event stream'),
    summary:
      'Server-sent events: `progress` with the job each time it changes (`waiting` while its upload arrives), until done or failed; 404 when no such job of yours appears within a few seconds',
    tag: 'Generation',
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND'],
  }),
  generateSubjectFlashcards: () => defineEndpoint({
    method: 'POST',
    path: '/api/generate-enhanced-flashcards',
    auth: 'signed-in',
    body: jsonBody(enhancedFlashcardsBodySchema),
    reply: jsonReply(flashcardsReplySchema, 'The flashcards'),
    job: { fromJob: flashcardsReplyFromJob },
    summary: 'Flashcards about a subject alone, e.g. a course (1 credit per card)',
    tag: 'Generation',
    errors: GENERATION_ERRORS,
  }),
  generateSubjectQuiz: () => defineEndpoint({
    method: 'POST',
    path: '/api/generate-enhanced-quiz',
    auth: 'signed-in',
    body: jsonBody(enhancedQuizBodySchema),
    reply: jsonReply(quizReplySchema, 'The quiz'),
    job: { fromJob: quizReplyFromJob },
    summary: 'A quiz about a subject alone (3 credits)',
    tag: 'Generation',
    errors: GENERATION_ERRORS,
  }),
});
