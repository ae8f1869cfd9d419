import { API_ENDPOINTS, defineEndpoint, jsonReply, multipartBody } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assertEndpointsAnswered } from '../http/endpoint-router.js';

const costly = Object.entries(API_ENDPOINTS)
  .filter(([, endpoint]) => endpoint.costly)
  .map(([name]) => name)
  .sort();

describe('costly endpoints', () => {
  it('are every endpoint that charges credits or calls the AI, read-aloud included (a new one joins this list by its declaration)', () => {
    expect(costly).toEqual(
      [
        'analyzeVisual',
        'generateAudioRecap',
        'generateFlashcards',
        'generateNotes',
        'generatePracticeTest',
        'generateQuiz',
        'generateStudyPlan',
        'generateSubjectFlashcards',
        'generateSubjectQuiz',
        'generateTrivia',
        'generateVoiceLecture',
        'gradeEssay',
        'startBookTrivia',
        'startCourseTrivia',
        'startSubjectTrivia',
        'textToSpeech',
        'voiceTutorChat',
      ].sort(),
    );
  });

  it('need a session and declare the 429 of their quotas', () => {
    for (const name of costly) {
      const endpoint = API_ENDPOINTS[name as keyof typeof API_ENDPOINTS];
      expect(endpoint.auth, name).toBe('signed-in');
      expect(endpoint.errors, name).toContain('RATE_LIMITED');
    }
  });

  it('are derived from the errors a declaration lists, unless it says otherwise', () => {
    const declare = (errors: ('AI_PROVIDER_FAILED' | 'INSUFFICIENT_CREDITS' | 'NOT_FOUND')[], costly?: boolean) =>
      defineEndpoint({ method: 'POST', path: '/api/x', auth: 'signed-in', reply: jsonReply(z.object({}), 'x'), summary: 'x', tag: 'T', errors, costly });
    expect(declare(['AI_PROVIDER_FAILED']).costly).toBe(true);
    expect(declare(['INSUFFICIENT_CREDITS']).costly).toBe(true);
    expect(declare(['NOT_FOUND']).costly).toBe(false);
    expect(declare(['NOT_FOUND'], true).errors).toEqual(['NOT_FOUND', 'RATE_LIMITED']);
  });

  it('name the feature they charge when they take uploads, so the balance is asked before the files are stored', () => {
    const uploads = Object.entries(API_ENDPOINTS).filter(([, endpoint]) => endpoint.costly && endpoint.body?.kind === 'multipart');
    expect(Object.fromEntries(uploads.map(([name, endpoint]) => [name, endpoint.charges]))).toEqual({
      generateFlashcards: 'flashcards',
      generateQuiz: 'quiz',
      generatePracticeTest: 'practice-test',
      generateTrivia: 'trivia',
      generateNotes: 'notes',
      generateAudioRecap: 'audio-recap',
      generateVoiceLecture: 'tutor-lecture',
      analyzeVisual: 'study-visuals',
      gradeEssay: 'essay-grader',
    });
    const unpriced = defineEndpoint({
      method: 'POST',
      path: '/api/upload-ai',
      auth: 'signed-in',
      body: multipartBody({ files: { description: 'Files', files: true } }, z.object({})),
      reply: jsonReply(z.object({}), 'x'),
      summary: 'x',
      tag: 'T',
      errors: ['AI_PROVIDER_FAILED'],
    });
    expect(() => assertEndpointsAnswered({ unpriced }, { unpriced: () => ({}) })).toThrow(/unpriced takes uploads for costly work without naming the feature it charges/);
  });

  it('keep the router from starting when one is open to callers without a session', () => {
    const open = defineEndpoint({ method: 'POST', path: '/api/free-ai', auth: 'public', reply: jsonReply(z.object({}), 'x'), summary: 'x', tag: 'T', errors: ['AI_PROVIDER_FAILED'] });
    expect(() => assertEndpointsAnswered({ open }, { open: () => ({}) })).toThrow(/open starts costly work without a session/);
  });
});
