import { z } from 'zod';

export const TRIVIA_COUNTS = [5, 10, 15, 20] as const;
export const DEFAULT_TRIVIA_COUNT = 10;
export const TRIVIA_CREDITS_PER_QUESTION = 3;

const questionCount = z.coerce
  .number({ error: 'questionCount must be 5, 10, 15 or 20' })
  .int()
  .refine((value) => (TRIVIA_COUNTS as readonly number[]).includes(value), { error: 'questionCount must be 5, 10, 15 or 20' })
  .default(DEFAULT_TRIVIA_COUNT);

export const structuredTriviaBodySchema = z.object({
  major: z.string({ error: 'Complete your selection' }).trim().min(1, { error: 'Complete your selection' }),
  course: z.string({ error: 'Complete your selection' }).trim().min(1, { error: 'Complete your selection' }),
  questionCount,
});
export const bookTriviaBodySchema = z
  .object({
    bookTitle: z.string().trim().max(500).optional().default(''),
    bookDescription: z.string().trim().max(5000).optional().default(''),
    subject: z.string().trim().max(100).optional().default(''),
    questionCount,
  })
  .refine((body) => body.bookTitle || body.subject, { error: 'Select a subject or book' });
export const enhancedTriviaBodySchema = z.object({
  subject: z.string({ error: 'Select a subject or book' }).trim().min(1, { error: 'Select a subject or book' }).max(200),
  questionCount,
});

/** What the browser sees of a question: never the correct answer before it is submitted. */
export const triviaPromptSchema = z.object({
  sessionId: z.uuid(),
  questionNumber: z.number().int().min(1),
  totalQuestions: z.number().int().min(1),
  question: z.string(),
  options: z.array(z.string()).length(4),
  subject: z.string(),
  creditsUsed: z.number().int().min(0),
});
export type TriviaPrompt = z.infer<typeof triviaPromptSchema>;

export const submitTriviaBodySchema = z.object({
  sessionId: z.uuid({ error: 'This trivia session is not valid.' }),
  selectedAnswer: z.string({ error: 'Select an answer first.' }).min(1, { error: 'Select an answer first.' }).max(1000),
});

/** The answer to a question, with a signed link (expiring in an hour) to its explanation read aloud, or null. */
export const triviaAnswerSchema = z.object({
  isCorrect: z.boolean(),
  correctAnswer: z.string(),
  explanation: z.string(),
  currentStreak: z.number().int().min(0),
  audioUrl: z.string().nullable(),
  correctCount: z.number().int().min(0),
  answeredCount: z.number().int().min(0),
  hasNext: z.boolean(),
});
export type TriviaAnswer = z.infer<typeof triviaAnswerSchema>;

export const nextTriviaBodySchema = z.object({ sessionId: z.uuid({ error: 'This trivia session is not valid.' }) });

export const triviaMessages = {
  completeSelection: 'Complete your selection',
  selectSubjectOrBook: 'Select a subject or book',
  insufficientCredits: (needed: number, count: number, balance: number) =>
    `Insufficient Credits: You need ${needed} credits to generate ${count} questions. You have ${balance} credits.`,
  alreadyAnswered: 'You already answered this question. Go on to the next one.',
  notYourSession: 'This trivia session does not exist.',
  sessionFinished: 'This trivia session is finished. Start a new one.',
  answerFirst: 'Answer this question before moving on.',
  notStarted: 'The trivia session could not start. No credits were charged; please try again.',
  unknownCourse: (major: string, course: string) => `${course} is not a course of ${major}.`,
} as const;

import { subjectTopicSchema } from './generation.js';

export const TRIVIA_MODES = ['structured', 'book', 'subject'] as const;

export const startTriviaRequestSchema = z.object({
  mode: z.enum(TRIVIA_MODES),
  topic: subjectTopicSchema,
  count: z.number().int().min(1).max(20),
});

export const triviaStatsSchema = z.object({
  currentStreak: z.number().int().min(0),
  bestStreak: z.number().int().min(0),
  dayStreak: z.number().int().min(0),
  questionsAnswered: z.number().int().min(0),
  correctAnswers: z.number().int().min(0),
});
export type TriviaStats = z.infer<typeof triviaStatsSchema>;
