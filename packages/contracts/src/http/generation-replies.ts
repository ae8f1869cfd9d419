import { z } from 'zod';
import { flashcardsResultSchema, notesResultSchema, quizSchema, triviaResultSchema } from '../generation.js';

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
