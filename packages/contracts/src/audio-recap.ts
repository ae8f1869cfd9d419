import { z } from 'zod';
import { generationLimits, uploadedFileSchema, voiceSchema, type TUTOR_VOICES } from './generation.js';
import { jobCancelMessages } from './job-cancel.js';

export type TutorVoice = (typeof TUTOR_VOICES)[number];

/** Recap lengths of spec §9, in minutes. */
export const RECAP_LENGTHS = { short: 3, medium: 6, long: 12, extended: 24, complete: 30, ultra: 45 } as const;
export type RecapLength = keyof typeof RECAP_LENGTHS;
export const RECAP_LENGTH_NAMES = Object.keys(RECAP_LENGTHS) as [RecapLength, ...RecapLength[]];

/** The span of recap lengths as the pages say it: "3 to 45" (minutes). */
export const RECAP_MINUTES_SPAN = `${Math.min(...Object.values(RECAP_LENGTHS))} to ${Math.max(...Object.values(RECAP_LENGTHS))}`;

export const RECAP_TYPES = ['summary', 'lecture', 'podcast', 'audiobook'] as const;
export type RecapType = (typeof RECAP_TYPES)[number];

/** A recap lasts its chosen length within this fraction. */
export const RECAP_LENGTH_TOLERANCE = 0.1;

/**
 * How many words a minute of recap needs, and about how far each type stretches the material's words
 * (an estimate for the web app; the server counts the real script): a summary condenses to at most
 * 70 % of the material, an audiobook reads it once, a lecture and a podcast add a little framing.
 */
export const RECAP_WORDS_PER_MINUTE = 160;
const STRETCH: Readonly<Record<RecapType, number>> = { summary: 0.7, audiobook: 1, lecture: 1.03, podcast: 1.08 };

/** The longest recap (in minutes) of this type that the material's words can honestly fill. */
export function recapCapacityMinutes(type: RecapType, materialWords: number, wordsPerMinute = RECAP_WORDS_PER_MINUTE): number {
  return (materialWords * STRETCH[type]) / wordsPerMinute;
}

/** The most words a recap of this type may say from this much material (framing included). */
export function recapWordBudget(type: RecapType, materialWords: number): number {
  return Math.floor(materialWords * STRETCH[type]);
}

/** The longest length whose lower bound (length less the tolerance) the material can fill, or null when not even the shortest. */
export function longestHonestLength(type: RecapType, materialWords: number, wordsPerMinute = RECAP_WORDS_PER_MINUTE): RecapLength | null {
  return longestLengthWithin(recapCapacityMinutes(type, materialWords, wordsPerMinute));
}

/** The longest length that `minutes` of honest recap can fill (within the tolerance), or null. */
export function longestLengthWithin(minutes: number): RecapLength | null {
  const fitting = RECAP_LENGTH_NAMES.filter((name) => RECAP_LENGTHS[name] * (1 - RECAP_LENGTH_TOLERANCE) <= minutes);
  return fitting.at(-1) ?? null;
}

export function recapLengthLabel(length: RecapLength): string {
  return `${length[0]!.toUpperCase()}${length.slice(1)} (${RECAP_LENGTHS[length]} min)`;
}

export const recapMessages = {
  selectionRequired: 'Selection required',
  selectionRequiredDetail: 'Please select both recap length and type.',
  noContent: 'No content provided',
  materialTooShort: (type: RecapType, length: RecapLength, longest: RecapLength | null) =>
    longest
      ? `Your material can honestly fill a ${recapLengthLabel(longest)} ${type}, not ${RECAP_LENGTHS[length]} minutes. Choose ${recapLengthLabel(longest)} or add more material; you were not charged.`
      : `Your material is too short for even a ${RECAP_LENGTHS.short}-minute ${type}. Add more material; you were not charged.`,
  cancelled: jobCancelMessages.cancelled('audio-recap', true),
} as const;

const selection = { error: recapMessages.selectionRequiredDetail };

export const recapOptionsSchema = z.object({
  length: z.enum(RECAP_LENGTH_NAMES, selection),
  type: z.enum(RECAP_TYPES, selection),
  voice: voiceSchema.default('nova'),
});
export type RecapOptions = z.infer<typeof recapOptionsSchema>;

export const audioRecapJobRequestSchema = recapOptionsSchema.extend({
  jobId: z.uuid(),
  files: z.array(uploadedFileSchema).max(generationLimits.maxFiles),
  text: z.string().max(generationLimits.maxTextChars),
});
export type AudioRecapJobRequest = z.infer<typeof audioRecapJobRequestSchema>;

export const savedRecapSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** Minutes, rounded (the web app shows 60 or more as hours and minutes). */
  duration: z.number().int().min(0),
  durationSeconds: z.number().min(0),
  voiceStyle: voiceSchema,
  type: z.enum(RECAP_TYPES),
  length: z.enum(RECAP_LENGTH_NAMES),
  createdAt: z.string(),
  audioUrl: z.string(),
});
export type SavedRecap = z.infer<typeof savedRecapSchema>;

export const audioRecapResultSchema = z.object({
  recapId: z.uuid(),
  creditsUsed: z.number().int().min(0),
  /** Speech chunks, and how many of them an earlier run of the job (stopped by a crash) had already made. */
  chunks: z.number().int().min(0).optional(),
  resumedChunks: z.number().int().min(0).optional(),
});

/** The recap's audio object (what the gateway streams), for its owner only. */
export const recapAudioSchema = z.object({ audioKey: z.string(), createdAt: z.string() });

/** "45 min", or "1h 5m" from 60 minutes on. */
export function formatRecapDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** The audio of a saved recap, served by the gateway with range requests. */
export function recapAudioUrl(recapId: string): string {
  return `/api/audio-recaps/${recapId}/audio`;
}

/** audio-recap-<timestamp>.mp3 (spec §9). */
export function recapDownloadName(createdAt: string): string {
  return `audio-recap-${createdAt.replace(/[:.]/g, '-')}.mp3`;
}
