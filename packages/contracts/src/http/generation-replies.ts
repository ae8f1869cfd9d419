import { z } from 'zod';
import { flashcardsResultSchema, JOB_STAGES, notesResultSchema, quizResultSchema, quizSchema, triviaResultSchema, type JobStatus } from '../generation.js';

/** Every generation reply names the job it ran as. */
const jobId = z.uuid();

/** `POST /api/generate-flashcards` and `/api/generate-enhanced-flashcards`; `notice` is set when the material gave fewer cards than asked for. */
export const flashcardsReplySchema = flashcardsResultSchema.extend({ jobId });
export type FlashcardsReply = z.infer<typeof flashcardsReplySchema>;

/** `POST /api/generate-quiz`, `/api/generate-practice-tests` and `/api/generate-enhanced-quiz`. */
export const quizReplySchema = z.object({
  quiz: quizSchema.extend({ id: z.uuid() }),
  creditsUsed: z.number().int().min(0),
  notice: z.string().nullable(),
  jobId,
});
export type QuizReply = z.infer<typeof quizReplySchema>;

/** `POST /api/generate-trivia` */
export const triviaReplySchema = triviaResultSchema.extend({ jobId });
export type TriviaReply = z.infer<typeof triviaReplySchema>;

/** `POST /api/generate-notes`: the guide, and the same guide as markdown in `notes`. */
export const notesReplySchema = notesResultSchema.extend({ jobId });
export type NotesReply = z.infer<typeof notesReplySchema>;

/** A finished job's result as each reply: the gateway answers with it, and the web app builds it after a 202. */
export const flashcardsReplyFromJob = (status: JobStatus): FlashcardsReply => ({ ...flashcardsResultSchema.parse(status.result), jobId: status.id });
export const triviaReplyFromJob = (status: JobStatus): TriviaReply => ({ ...triviaResultSchema.parse(status.result), jobId: status.id });
export const notesReplyFromJob = (status: JobStatus): NotesReply => ({ ...notesResultSchema.parse(status.result), jobId: status.id });
export function quizReplyFromJob(status: JobStatus): QuizReply {
  const result = quizResultSchema.parse(status.result);
  return { quiz: { id: result.quizId, ...result.quiz }, creditsUsed: result.creditsUsed, notice: result.notice, jobId: status.id };
}

/**
 * `202 Accepted` of a generation endpoint whose job outlives the gateway's wait (GENERATION_SYNC_WAIT_MS, below the
 * proxies' timeouts): the job goes on and is charged once; follow it at `events` (server-sent events) or poll `job`
 * until it is done, then its result is the endpoint's reply (the `...ReplyFromJob` functions above).
 */
export const jobAcceptedReplySchema = z.object({
  jobId,
  stage: z.enum(JOB_STAGES),
  message: z.string(),
  job: z.string(),
  events: z.string(),
});
export type JobAcceptedReply = z.infer<typeof jobAcceptedReplySchema>;

export const JOB_ACCEPTED_MESSAGE = 'This is taking a little longer. Your result will appear here when it is ready.';
