import { z } from 'zod';
import { audioRecapResultSchema, RECAP_LENGTHS, RECAP_TYPES, recapAudioUrl, recapMessages, recapOptionsSchema, savedRecapSchema } from '../audio-recap.js';
import type { ErrorCode } from '../errors.js';
import { jobStatusSchema, TUTOR_VOICES, type JobStatus } from '../generation.js';
import { binaryReply, defineEndpoint, jsonReply, multipartBody } from './endpoint.js';
import { lazyEndpoints } from './lazy-endpoints.js';
import { idParams } from './path-params.js';

const FILES = { description: 'Study files (repeat the field): PDF, DOC, DOCX, TXT, JPEG, PNG or WebP, 25 MB each, 10 at most', files: true } as const;

/** `POST /api/generate-audio-recap`: the saved recap with its audio link, and the credits charged. */
export const audioRecapReplySchema = z.object({ audioUrl: z.string(), recap: savedRecapSchema, creditsUsed: z.number().int().min(0), jobId: z.uuid() });
export type AudioRecapReply = z.infer<typeof audioRecapReplySchema>;

export const audioRecapsReplySchema = z.object({ recaps: z.array(savedRecapSchema) });

/** A finished recap job as the reply of `POST /api/generate-audio-recap` (after a 202): its recap is read from the student's list. */
export async function audioRecapReplyFromJob(status: JobStatus, read: (path: string) => Promise<unknown>): Promise<AudioRecapReply> {
  const result = audioRecapResultSchema.parse(status.result);
  const { recaps } = audioRecapsReplySchema.parse(await read('/api/user/audio-recaps'));
  const recap = recaps.find((saved) => saved.id === result.recapId);
  if (!recap) throw new Error('The recap was made but is no longer in your list.');
  return { audioUrl: recapAudioUrl(recap.id), recap, creditsUsed: result.creditsUsed, jobId: status.id };
}

export const audioRecapDownloadQuery = z.object({ download: z.enum(['1']).optional() });

export const audioRecapEndpoints = lazyEndpoints({
  generateAudioRecap: () => defineEndpoint({
    method: 'POST',
    path: '/api/generate-audio-recap',
    charges: 'audio-recap',
    auth: 'signed-in',
    body: multipartBody(
      {
        files: FILES,
        text: { description: 'Pasted text, used with or instead of files' },
        length: { description: Object.entries(RECAP_LENGTHS).map(([name, minutes]) => `${name} (${minutes} min)`).join(', ') },
        type: { description: RECAP_TYPES.join(', ') },
        voice: { description: `${TUTOR_VOICES.join(', ')} (default nova)` },
      },
      recapOptionsSchema.extend({ text: z.string().optional() }),
    ),
    reply: jsonReply(audioRecapReplySchema, 'The recap, its audio link and the credits charged'),
    job: { fromJob: audioRecapReplyFromJob },
    summary: `An audio recap of the chosen length, type and voice (10 credits). A long recap may outlast the request: send X-Job-Id: <uuid> and follow /api/jobs/{id}/events. ${recapMessages.selectionRequired} without a length and a type.`,
    tag: 'Audio Recap',
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'INSUFFICIENT_CREDITS', 'UNPROCESSABLE_CONTENT', 'AI_PROVIDER_FAILED', 'SERVICE_UNAVAILABLE'] as readonly ErrorCode[],
  }),
  listAudioRecaps: () => defineEndpoint({
    method: 'GET',
    path: '/api/user/audio-recaps',
    auth: 'signed-in',
    reply: jsonReply(audioRecapsReplySchema, 'The student’s recaps, newest first'),
    summary: 'Previous audio recaps: title, duration in minutes, voice, date and audio link',
    tag: 'Audio Recap',
    errors: ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
    forward: { subject: 'generation.audio-recap.list', request: () => ({}) },
  }),
  deleteAudioRecap: () => defineEndpoint({
    method: 'DELETE',
    path: '/api/user/audio-recaps/{id}',
    auth: 'signed-in',
    params: idParams,
    reply: jsonReply(z.object({ deleted: z.literal(true) }), 'Deleted, with its audio'),
    summary: 'Deletes one of your recaps and its audio',
    tag: 'Audio Recap',
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    forward: { subject: 'generation.audio-recap.delete', request: ({ params }) => ({ recapId: params.id }) },
  }),
  getAudioRecapAudio: () => defineEndpoint({
    method: 'GET',
    path: '/api/audio-recaps/{id}/audio',
    auth: 'signed-in',
    params: idParams,
    query: audioRecapDownloadQuery,
    reply: binaryReply('audio/mpeg', 'MP3 audio (206 Partial Content for a Range request)'),
    summary: 'A recap’s MP3, with HTTP range requests for seeking; ?download=1 saves it as audio-recap-<timestamp>.mp3',
    tag: 'Audio Recap',
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
  }),
  cancelJob: () => defineEndpoint({
    method: 'POST',
    path: '/api/jobs/{id}/cancel',
    auth: 'signed-in',
    params: idParams,
    reply: jsonReply(jobStatusSchema, 'The job, failed as cancelled (its error message names the tool); the same for a job already cancelled'),
    summary:
      'Cancels a job of any tool while it can still stop before its result is saved: it saves nothing and its reserved credits are given back once. ' +
      'A job that reached its saving step or finished first stays saved and charged: 409 CONFLICT with a message naming the tool, as for a job that had already failed',
    tag: 'Generation',
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT', 'SERVICE_UNAVAILABLE'],
    forward: { subject: 'generation.cancel-job', request: ({ params }) => ({ jobId: params.id }) },
  }),
});
