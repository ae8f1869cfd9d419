import { z } from 'zod';
import { GENERATION_COUNT_RULES } from './generation-counts.js';
import { stripMarkdown, withoutTags } from './markdown-text.js';

/** Where a generated item came from: the file, its page or section, and the passage itself. */
export const citationSchema = z.object({
  fileName: z.string(),
  page: z.number().int().positive().nullable(),
  section: z.string().nullable(),
  quote: z.string(),
});
export type Citation = z.infer<typeof citationSchema>;

export const flashcardSchema = z.object({
  question: z.string().min(1),
  answer: z.string().min(1),
  citation: citationSchema,
});
export type Flashcard = z.infer<typeof flashcardSchema>;

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

export const quizQuestionSchema = z.object({
  question: z.string().min(1),
  options: z.array(z.string().min(1)).length(4),
  /** Index into options. */
  correctAnswer: z.number().int().min(0).max(3),
  explanation: z.string().min(1),
  difficulty: z.enum(DIFFICULTIES),
  citation: citationSchema,
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizSchema = z.object({
  title: z.string().min(1),
  questions: z.array(quizQuestionSchema).min(1),
});
export type Quiz = z.infer<typeof quizSchema>;

export const triviaQuestionSchema = z.object({
  question: z.string().min(1),
  options: z.array(z.string().min(1)).length(4),
  correctAnswer: z.number().int().min(0).max(3),
  explanation: z.string().min(1),
  citation: citationSchema,
});
export type TriviaQuestion = z.infer<typeof triviaQuestionSchema>;

export const noteBulletSchema = z.object({ text: z.string().min(1), citation: citationSchema });
export const studyGuideSchema = z.object({
  title: z.string().min(1),
  sections: z
    .array(z.object({ heading: z.string().min(1), bullets: z.array(noteBulletSchema).min(1) }))
    .min(1),
});
export type StudyGuide = z.infer<typeof studyGuideSchema>;

/** The study guide as markdown: `# title`, `## heading`, `- bullet` (what Notes AI copies and edits). */
export function studyGuideToMarkdown(guide: StudyGuide): string {
  const lines = [`# ${guide.title}`, ''];
  for (const section of guide.sections) {
    lines.push(`## ${section.heading}`, '', ...section.bullets.map((bullet) => `- ${bullet.text}`), '');
  }
  return lines.join('\n').trimEnd() + '\n';
}

export const GENERATION_KINDS = ['flashcards', 'quiz', 'practice-test', 'trivia', 'notes'] as const;
export type GenerationKind = (typeof GENERATION_KINDS)[number];

export const generationLimits = {
  maxFileBytes: 25 * 1024 * 1024,
  maxFiles: 10,
  maxTextChars: 200_000,
  flashcardCounts: GENERATION_COUNT_RULES.flashcards.choices,
  quizCounts: GENERATION_COUNT_RULES.quiz.choices,
  uploadCounts: GENERATION_COUNT_RULES.flashcards.choices,
  defaultFlashcardCount: GENERATION_COUNT_RULES.flashcards.default,
  defaultQuizCount: GENERATION_COUNT_RULES.quiz.default,
  defaultTriviaCount: GENERATION_COUNT_RULES.trivia.default,
  readAloudMaxChars: 4000,
} as const;

export const generationMessages = {
  invalidFileType: (file: string) => `Invalid file type: ${file} is not a supported file type`,
  fileTooLarge: (file: string) => `File too large: ${file} exceeds the 25MB limit`,
  tooManyFiles: `Too many files: upload at most ${generationLimits.maxFiles} files at a time.`,
  noContent: 'No content provided',
  noFilesSelected: 'No files selected: Please upload at least one document or image.',
  noTextIn: (file: string) => `No text could be found in ${file}. If it is a scan or photo, try a sharper image.`,
  unreadable: (file: string) => `${file} could not be read. It may be damaged or password-protected.`,
  notEnoughMaterial: (made: number, asked: number) =>
    `The material had enough substance for ${made} of the ${asked} items you asked for; you were charged only for those.`,
  noTextToRead: 'No text to read',
  textTooLong: 'Text too long',
} as const;

/** Read-aloud runs as a job too (speech synthesis is CPU work for the workers), and is free; so is a student's data export (a ZIP). */
export const JOB_KINDS = [...GENERATION_KINDS, 'read-aloud', 'data-export', 'study-plan', 'visual-analysis', 'essay-grade', 'audio-recap', 'voice-lecture', 'tutor-reply'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const JOB_STAGES = ['queued', 'uploading', 'extracting', 'generating', 'saving', 'done', 'failed'] as const;
export type JobStage = (typeof JOB_STAGES)[number];

export const jobStatusSchema = z.object({
  id: z.uuid(),
  kind: z.enum(JOB_KINDS),
  stage: z.enum(JOB_STAGES),
  /** 0 to 100. */
  progress: z.number().min(0).max(100),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  result: z.unknown().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;

/**
 * The NATS subject on which generation publishes a job's status (a `jobStatusSchema` message) each time
 * it changes, so a waiting request or an event stream subscribes once instead of polling.
 */
export function jobStatusSubject(jobId: string): string {
  return `generation.job-status.${jobId}`;
}

import { STUDY_FILE_TYPES, type StudyFileType } from './file-types.js';

export const TUTOR_VOICES = ['nova', 'shimmer', 'echo', 'alloy', 'onyx', 'fable'] as const;
export const voiceSchema = z.enum(TUTOR_VOICES);

export const uploadedFileSchema = z.object({
  key: z.string().min(1).max(300),
  fileName: z.string().min(1).max(255),
  type: z.enum(Object.keys(STUDY_FILE_TYPES) as [StudyFileType, ...StudyFileType[]]),
  size: z.number().int().min(0).max(generationLimits.maxFileBytes),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** A subject to generate from without files: a course of a major, a book, or free text. */
export const subjectTopicSchema = z.object({
  label: z.string().trim().min(1).max(300),
  major: z.string().max(100).nullable().default(null),
  course: z.string().max(200).nullable().default(null),
  description: z.string().max(5000).nullable().default(null),
});
export type SubjectTopic = z.infer<typeof subjectTopicSchema>;

/** Optional hints when the subject is a book: its major (the book's subject) and its description. */
const subjectHints = {
  major: z.string().trim().max(100).optional(),
  description: z.string().trim().max(5000).optional(),
};
export const enhancedFlashcardsBodySchema = z.object({
  subject: z.string({ error: 'Choose a subject' }).trim().min(1, { error: 'Choose a subject' }).max(300),
  count: z.coerce.number().int().min(1).max(GENERATION_COUNT_RULES.flashcards.max).default(5),
  ...subjectHints,
});
export const enhancedQuizBodySchema = z.object({
  subject: z.string({ error: 'Choose a subject' }).trim().min(1, { error: 'Choose a subject' }).max(300),
  questionCount: z.coerce.number().int().min(1).max(GENERATION_COUNT_RULES.quiz.max).default(5),
  ...subjectHints,
});

export const createJobRequestSchema = z.object({
  /** Chosen by the caller (the browser may send it as X-Job-Id to follow progress); a replay returns the same job. */
  jobId: z.uuid(),
  kind: z.enum(JOB_KINDS),
  files: z.array(uploadedFileSchema).max(generationLimits.maxFiles),
  text: z.string().max(generationLimits.maxTextChars),
  count: z.number().int().min(1).max(50).nullable(),
  voice: voiceSchema.nullable(),
  /** Generate from a subject instead of files or text. */
  topic: subjectTopicSchema.nullable().default(null),
});
export type CreateJobRequest = z.infer<typeof createJobRequestSchema>;

export const subjectTriviaRequestSchema = z.object({ topic: subjectTopicSchema, count: z.number().int().min(1).max(20) });
export const subjectTriviaReplySchema = z.object({ subject: z.string(), questions: z.array(triviaQuestionSchema) });

export const flashcardsResultSchema = z.object({
  deckId: z.uuid(),
  flashcards: z.array(flashcardSchema),
  creditsUsed: z.number().int().min(0),
  notice: z.string().nullable(),
});
export const quizResultSchema = z.object({
  quizId: z.uuid(),
  quiz: quizSchema,
  creditsUsed: z.number().int().min(0),
  notice: z.string().nullable(),
});
export const triviaResultSchema = z.object({
  quizId: z.uuid(),
  triviaQuestions: z.array(triviaQuestionSchema),
  creditsUsed: z.number().int().min(0),
  notice: z.string().nullable(),
});
export const notesResultSchema = z.object({
  studyGuideId: z.uuid(),
  studyGuide: studyGuideSchema,
  notes: z.string(),
  creditsUsed: z.number().int().min(0),
});
export const readAloudResultSchema = z.object({ audioKey: z.string() });

export const savedDeckSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  createdAt: z.string(),
  flashcards: z.array(flashcardSchema),
});
export type SavedDeck = z.infer<typeof savedDeckSchema>;

export const SAVED_QUIZ_KINDS = ['quiz', 'practice-test', 'trivia'] as const;
export const savedQuizSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  kind: z.enum(SAVED_QUIZ_KINDS),
  createdAt: z.string(),
  totalQuestions: z.number().int(),
  questions: z.array(quizQuestionSchema.partial({ difficulty: true })),
  attempts: z.number().int().min(0),
  bestScore: z.number().min(0).max(100).nullable(),
});
export type SavedQuiz = z.infer<typeof savedQuizSchema>;

export const savedStudyGuideSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  studyGuide: studyGuideSchema,
  notes: z.string(),
});
export type SavedStudyGuide = z.infer<typeof savedStudyGuideSchema>;

/** One answer index per question, null for an unanswered one. */
export const quizAttemptBodySchema = z.object({ answers: z.array(z.number().int().min(0).max(3).nullable()).min(1).max(100) });
export const quizAttemptSchema = z.object({
  id: z.uuid(),
  quizId: z.uuid(),
  correct: z.number().int().min(0),
  total: z.number().int().min(1),
  /** Percent, one decimal. */
  score: z.number().min(0).max(100),
  createdAt: z.string(),
});
export type QuizAttempt = z.infer<typeof quizAttemptSchema>;

export const studyGuideEditSchema = z.object({ notes: z.string().min(1, { error: 'Notes cannot be empty.' }).max(200_000) });

export const textToSpeechBodySchema = z.object({
  // The length is checked first, and alone: nothing reads a text over the limit.
  text: z
    .string({ error: generationMessages.noTextToRead })
    .max(generationLimits.maxTextChars, { error: generationMessages.textTooLong, abort: true })
    .refine(hasSpeakableText, { error: generationMessages.noTextToRead }),
  voice: voiceSchema.optional(),
});

/** Whether a voice has anything to say: a letter or a digit once markdown, links and tags are removed (not "-" or emoji alone). */
export function hasSpeakableText(text: string): boolean {
  const spoken = withoutTags(stripMarkdown(text).replace(/\bhttps?:\/\/\S+/g, ' '));
  return /[\p{L}\p{N}]/u.test(spoken);
}

export { stripMarkdown } from './markdown-text.js';
