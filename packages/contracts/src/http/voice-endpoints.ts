import { z } from 'zod';
import type { ErrorCode } from '../errors.js';
import { citationSchema, TUTOR_VOICES, voiceSchema, type JobStatus } from '../generation.js';
import { lectureSchema, tutorAudioUrl, tutorChatBodySchema, tutorLimits, tutorMessages, tutorReplyResultSchema, voiceLectureResultSchema } from '../tutor.js';
import { binaryReply, defineEndpoint, jsonBody, jsonReply, multipartBody } from './endpoint.js';
import { lazyEndpoints } from './lazy-endpoints.js';
import { idParams } from './path-params.js';

const ERRORS: readonly ErrorCode[] = ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'INSUFFICIENT_CREDITS', 'UNPROCESSABLE_CONTENT', 'AI_PROVIDER_FAILED', 'SERVICE_UNAVAILABLE'];

/** `POST /api/generate-voice-lecture`: the lecture as text and structure, and its audio. */
export const voiceLectureReplySchema = z.object({
  lectureId: z.uuid(),
  lecture: z.string(),
  structured: lectureSchema,
  audioUrl: z.string().nullable(),
  creditsUsed: z.number().int().min(0),
  jobId: z.uuid(),
});
export type VoiceLectureReply = z.infer<typeof voiceLectureReplySchema>;

/** `POST /api/voice-tutor-chat`: the answer, whether the material covered it, its sources and audio. */
export const tutorChatReplySchema = z.object({
  response: z.string(),
  grounded: z.boolean(),
  sources: z.array(citationSchema),
  audioUrl: z.string().nullable(),
  creditsUsed: z.number().int().min(0),
});
export type TutorChatReply = z.infer<typeof tutorChatReplySchema>;

/** A finished job's result as each reply (the gateway's answer, and the web app's after a 202). */
export function voiceLectureReplyFromJob(status: JobStatus): VoiceLectureReply {
  const result = voiceLectureResultSchema.parse(status.result);
  const audioUrl = result.audioKey ? tutorAudioUrl(status.id) : null;
  return { lectureId: result.lectureId, lecture: result.text, structured: result.lecture, audioUrl, creditsUsed: result.creditsUsed, jobId: status.id };
}

export function tutorChatReplyFromJob(status: JobStatus): TutorChatReply {
  const result = tutorReplyResultSchema.parse(status.result);
  const audioUrl = result.audioKey ? tutorAudioUrl(status.id) : null;
  return { response: result.response, grounded: result.grounded, sources: result.sources, audioUrl, creditsUsed: result.creditsUsed };
}

export const voiceEndpoints = lazyEndpoints({
  generateVoiceLecture: () => defineEndpoint({
    method: 'POST',
    path: '/api/generate-voice-lecture',
    charges: 'tutor-lecture',
    auth: 'signed-in',
    body: multipartBody(
      {
        files: { description: 'Study files (optional): PDF, DOC, DOCX, TXT, JPEG, PNG or WebP, 25 MB each', files: true },
        topic: { description: `The lecture's topic, up to ${tutorLimits.maxTopicChars} characters (files, a topic or both)` },
        voice: { description: `${TUTOR_VOICES.join(', ')} (default nova)` },
        includeAudio: { description: 'true to speak the lecture (default true)' },
      },
      z.object({
        topic: z.string().trim().max(tutorLimits.maxTopicChars).default(''),
        voice: voiceSchema.default('nova'),
        includeAudio: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
      }),
    ),
    reply: jsonReply(voiceLectureReplySchema, 'The lecture and its audio'),
    job: { fromJob: voiceLectureReplyFromJob },
    summary: `Tutor Me: a lecture (introduction, key ideas with examples, summary, with citations) from your files or the course knowledge base, and its audio (6 credits). ${tutorMessages.inputRequired} without files or a topic.`,
    tag: 'Tutor Me',
    errors: ERRORS,
  }),
  voiceTutorChat: () => defineEndpoint({
    method: 'POST',
    path: '/api/voice-tutor-chat',
    auth: 'signed-in',
    body: jsonBody(tutorChatBodySchema),
    reply: jsonReply(tutorChatReplySchema, 'The answer and its audio'),
    job: { fromJob: tutorChatReplyFromJob },
    summary: 'Tutor Me: an answer to a question from the lecture and its material (passages found by search; says so when they do not cover it), with audio (1 credit)',
    tag: 'Tutor Me',
    errors: ERRORS,
  }),
  getTutorAudio: () => defineEndpoint({
    method: 'GET',
    path: '/api/tutor-audio/{id}',
    auth: 'signed-in',
    params: idParams,
    reply: binaryReply('audio/mpeg', 'MP3 audio'),
    summary: 'The audio of one of your lectures or tutor answers (by its job id)',
    tag: 'Tutor Me',
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
  }),
});
