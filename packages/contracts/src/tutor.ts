import { z } from 'zod';
import { citationSchema, generationLimits, uploadedFileSchema, voiceSchema } from './generation.js';

export const tutorLimits = {
  maxTopicChars: 300,
  maxMessageChars: 2000,
  maxContextChars: 60_000,
  /** Spec §9: the tutor history sends the last 10 messages. */
  historyMessages: 10,
} as const;

export const tutorMessages = {
  inputRequired: 'Input Required',
  inputRequiredDetail: 'Please upload files or enter a topic for your lecture.',
  noQuestion: 'Type or say a question first.',
  notCovered: (topic: string) =>
    `Your material on ${topic} does not cover that, so I will not guess. Try asking about one of the lecture's key ideas, or add material that covers it.`,
} as const;

export const keyIdeaSchema = z.object({
  heading: z.string().min(1),
  explanation: z.string().min(1),
  example: z.string().nullable(),
  citation: citationSchema,
});

export const lectureSchema = z.object({
  title: z.string().min(1),
  introduction: z.string().min(1),
  keyIdeas: z.array(keyIdeaSchema).min(1),
  summary: z.string().min(1),
});
export type Lecture = z.infer<typeof lectureSchema>;

/** The lecture as the text a student reads and hears. */
export function lectureText(lecture: Lecture): string {
  const ideas = lecture.keyIdeas.map((idea, index) => `Key idea ${index + 1}: ${idea.heading}. ${idea.explanation}${idea.example ? ` For example: ${idea.example}` : ''}`);
  return [lecture.introduction, ...ideas, `To sum up: ${lecture.summary}`].join('\n\n');
}

export const voiceLectureJobRequestSchema = z.object({
  jobId: z.uuid(),
  files: z.array(uploadedFileSchema).max(generationLimits.maxFiles),
  topic: z.string().trim().max(tutorLimits.maxTopicChars),
  voice: voiceSchema,
  includeAudio: z.boolean(),
});

export const voiceLectureResultSchema = z.object({
  lectureId: z.uuid(),
  lecture: lectureSchema,
  text: z.string(),
  audioKey: z.string().nullable(),
  creditsUsed: z.number().int().min(0),
});

export const chatMessageSchema = z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(tutorLimits.maxContextChars) });

export const tutorChatBodySchema = z.object({
  message: z.string({ error: tutorMessages.noQuestion }).trim().min(1, { error: tutorMessages.noQuestion }).max(tutorLimits.maxMessageChars),
  context: z.string().max(tutorLimits.maxContextChars).default(''),
  voice: voiceSchema.default('nova'),
  previousMessages: z.array(chatMessageSchema).max(tutorLimits.historyMessages).default([]),
  /** The lecture this question is about (its material is searched too). */
  lectureId: z.uuid().optional(),
});
export type TutorChatBody = z.infer<typeof tutorChatBodySchema>;

export const tutorReplyJobRequestSchema = tutorChatBodySchema.extend({ jobId: z.uuid() });

export const tutorReplyResultSchema = z.object({
  response: z.string(),
  /** Whether the material answered it (false: the tutor said it is not covered). */
  grounded: z.boolean(),
  sources: z.array(citationSchema),
  audioKey: z.string().nullable(),
  creditsUsed: z.number().int().min(0),
});

/** The audio of a lecture or an answer (by its job), for its owner. */
export function tutorAudioUrl(jobId: string): string {
  return `/api/tutor-audio/${jobId}`;
}
