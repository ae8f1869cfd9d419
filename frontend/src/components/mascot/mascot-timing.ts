/** The mascot's moods (spec §4); speaking and listening belong to the voice tutor. */
export type MascotMood = 'idle' | 'thinking' | 'celebrating' | 'error' | 'speaking' | 'listening';

/** Spec §9: celebrate 2 s, show an error 3 s, a message 3 s, blink every 2 to 5 s. */
export const MASCOT_TIMING = {
  celebrateMs: 2000,
  errorMs: 3000,
  messageMs: 3000,
  blinkMinMs: 2000,
  blinkMaxMs: 5000,
  blinkLengthMs: 160,
} as const;

/** How long a mood lasts before the mascot goes back to idle; null while something is going on. */
export function moodDuration(mood: MascotMood): number | null {
  if (mood === 'celebrating') return MASCOT_TIMING.celebrateMs;
  if (mood === 'error') return MASCOT_TIMING.errorMs;
  return null;
}

/** The wait before the next blink, for a random number in [0, 1). */
export function nextBlinkDelay(random: number): number {
  const clamped = Math.min(Math.max(random, 0), 0.999999);
  return Math.round(MASCOT_TIMING.blinkMinMs + clamped * (MASCOT_TIMING.blinkMaxMs - MASCOT_TIMING.blinkMinMs));
}

/** What the mascot says for the outcomes of the generation screens (spec §8). */
export const MASCOT_MESSAGES = {
  uploadFailed: 'Generation failed. Please try again!',
  thinking: 'Reading your material...',
} as const;
