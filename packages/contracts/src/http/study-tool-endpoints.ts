import { z } from 'zod';
import type { ErrorCode } from '../errors.js';
import type { JobStatus } from '../generation.js';
import {
  ESSAY_FILE_TYPES,
  ESSAY_TYPES,
  essayGradeResultSchema,
  essayTypeSchema,
  IMAGE_FILE_TYPES,
  savedEssayGradeSchema,
  savedVisualAnalysisSchema,
  studyToolLimits,
  studyToolMessages,
  visualAnalysisResultSchema,
} from '../study-tools.js';
import { defineEndpoint, jsonReply, multipartBody } from './endpoint.js';
import { lazyEndpoints } from './lazy-endpoints.js';

const TOOL_ERRORS: readonly ErrorCode[] = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INSUFFICIENT_CREDITS',
  'UNPROCESSABLE_CONTENT',
  'AI_PROVIDER_FAILED',
  'SERVICE_UNAVAILABLE',
];
const FOLLOW = ' (send X-Job-Id: <uuid> to follow progress at /api/jobs/{id}/events)';

/** `POST /api/analyze-visual`: the analysis (markdown in `analysis`, structured in `visual`) and the credits charged. */
export const analyzeVisualReplySchema = visualAnalysisResultSchema.extend({ jobId: z.uuid() });
export type AnalyzeVisualReply = z.infer<typeof analyzeVisualReplySchema>;

/** `POST /api/grade-essay`: spec §3's grading and the credits charged. */
export const gradeEssayReplySchema = essayGradeResultSchema.extend({ jobId: z.uuid() });
export type GradeEssayReply = z.infer<typeof gradeEssayReplySchema>;

/** A finished job's result as each reply (the gateway's answer, and the web app's after a 202). */
export const analyzeVisualReplyFromJob = (status: JobStatus): AnalyzeVisualReply => ({ ...visualAnalysisResultSchema.parse(status.result), jobId: status.id });
export const gradeEssayReplyFromJob = (status: JobStatus): GradeEssayReply => ({ ...essayGradeResultSchema.parse(status.result), jobId: status.id });

export const studyToolEndpoints = lazyEndpoints({
  analyzeVisual: () => defineEndpoint({
    method: 'POST',
    path: '/api/analyze-visual',
    charges: 'study-visuals',
    auth: 'signed-in',
    body: multipartBody(
      {
        image: {
          description: 'The image: JPEG, PNG or WebP (checked by its bytes), at most 10 MB',
          file: {
            types: IMAGE_FILE_TYPES,
            maxBytes: studyToolLimits.maxImageBytes,
            invalidType: studyToolMessages.invalidImageType,
            tooLarge: studyToolMessages.imageTooLarge,
            tooMany: studyToolMessages.oneFileOnly,
          },
        },
        question: { description: 'What to find out about the image' },
      },
      z.object({
        question: z
          .string({ error: studyToolMessages.noQuestion })
          .trim()
          .min(1, { error: studyToolMessages.noQuestion })
          .max(studyToolLimits.maxQuestionChars, { error: studyToolMessages.questionTooLong }),
      }),
    ),
    reply: jsonReply(analyzeVisualReplySchema, 'The analysis and the credits charged'),
    job: { fromJob: analyzeVisualReplyFromJob },
    summary: `Study Visuals: an analysis of an image and a question (5 credits)${FOLLOW}`,
    tag: 'Study tools',
    errors: TOOL_ERRORS,
  }),
  gradeEssay: () => defineEndpoint({
    method: 'POST',
    path: '/api/grade-essay',
    charges: 'essay-grader',
    auth: 'signed-in',
    body: multipartBody(
      {
        essay: {
          description: 'The essay as a file: PDF, DOC, DOCX or TXT (checked by its bytes), at most 10 MB; or send essayText',
          file: {
            types: ESSAY_FILE_TYPES,
            maxBytes: studyToolLimits.maxEssayBytes,
            invalidType: studyToolMessages.invalidEssayFile,
            tooLarge: studyToolMessages.essayTooLarge,
            tooMany: studyToolMessages.oneFileOnly,
          },
        },
        essayText: { description: 'The essay as pasted text, used when no file is sent' },
        essayType: { description: `One of ${ESSAY_TYPES.join(', ')}` },
      },
      z.object({
        essayText: z.string().max(studyToolLimits.maxEssayChars, { error: studyToolMessages.essayTooLong }).optional(),
        essayType: essayTypeSchema,
      }),
    ),
    reply: jsonReply(gradeEssayReplySchema, 'The grading and the credits charged'),
    job: { fromJob: gradeEssayReplyFromJob },
    summary: `Essay Grader: scores, feedback and improvements for an essay (8 credits)${FOLLOW}`,
    tag: 'Study tools',
    errors: TOOL_ERRORS,
  }),
  listVisualAnalyses: () => defineEndpoint({
    method: 'GET',
    path: '/api/user/visual-analyses',
    auth: 'signed-in',
    reply: jsonReply(z.array(savedVisualAnalysisSchema), 'Analyses'),
    summary: 'Saved Study Visuals analyses, newest first',
    tag: 'Study tools',
    errors: ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
    forward: { subject: 'generation.list-visual-analyses', request: ({ actor }) => ({ userId: actor.userId }) },
  }),
  listEssayGrades: () => defineEndpoint({
    method: 'GET',
    path: '/api/user/essay-grades',
    auth: 'signed-in',
    reply: jsonReply(z.array(savedEssayGradeSchema), 'Graded essays'),
    summary: 'Saved essay grades, newest first',
    tag: 'Study tools',
    errors: ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
    forward: { subject: 'generation.list-essay-grades', request: ({ actor }) => ({ userId: actor.userId }) },
  }),
});
