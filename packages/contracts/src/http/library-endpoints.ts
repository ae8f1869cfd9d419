import { z } from 'zod';
import {
  quizAttemptBodySchema,
  quizAttemptSchema,
  savedDeckSchema,
  savedQuizSchema,
  savedStudyGuideSchema,
  studyGuideEditSchema,
} from '../generation.js';
import { defineEndpoint, jsonBody, jsonReply } from './endpoint.js';
import { lazyEndpoints } from './lazy-endpoints.js';
import { idParams } from './path-params.js';

export const libraryEndpoints = lazyEndpoints({
  listDecks: () => defineEndpoint({
    method: 'GET',
    path: '/api/user/flashcards',
    auth: 'signed-in',
    reply: jsonReply(z.array(savedDeckSchema), 'Decks'),
    summary: 'Saved flashcard decks, newest first',
    tag: 'Library',
    errors: ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
    forward: { subject: 'generation.list-decks', request: ({ actor }) => ({ userId: actor.userId }) },
  }),
  listQuizzes: () => defineEndpoint({
    method: 'GET',
    path: '/api/user/quizzes',
    auth: 'signed-in',
    reply: jsonReply(z.array(savedQuizSchema), 'Quizzes'),
    summary: 'Saved quizzes, practice tests and trivia sets with attempts, newest first',
    tag: 'Library',
    errors: ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
    forward: { subject: 'generation.list-quizzes', request: ({ actor }) => ({ userId: actor.userId }) },
  }),
  listStudyGuides: () => defineEndpoint({
    method: 'GET',
    path: '/api/user/study-guides',
    auth: 'signed-in',
    reply: jsonReply(z.array(savedStudyGuideSchema), 'Study guides'),
    summary: 'Saved study guides, newest first',
    tag: 'Library',
    errors: ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
    forward: { subject: 'generation.list-study-guides', request: ({ actor }) => ({ userId: actor.userId }) },
  }),
  recordQuizAttempt: () => defineEndpoint({
    method: 'POST',
    path: '/api/quizzes/{id}/attempts',
    auth: 'signed-in',
    params: idParams,
    body: jsonBody(quizAttemptBodySchema),
    reply: jsonReply(quizAttemptSchema, 'The scored attempt'),
    status: 201,
    summary: 'Record a quiz attempt; the server scores it',
    tag: 'Library',
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    forward: { subject: 'generation.record-quiz-attempt', request: ({ params, body }) => ({ quizId: params.id, answers: body.answers }) },
  }),
  updateStudyGuide: () => defineEndpoint({
    method: 'PATCH',
    path: '/api/study-guides/{id}',
    auth: 'signed-in',
    params: idParams,
    body: jsonBody(studyGuideEditSchema),
    reply: jsonReply(savedStudyGuideSchema, 'The saved study guide'),
    summary: "Save edits to a study guide's notes (markdown)",
    tag: 'Library',
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    forward: { subject: 'generation.update-study-guide', request: ({ params, body }) => ({ studyGuideId: params.id, notes: body.notes }) },
  }),
});
