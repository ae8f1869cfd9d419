import { studyToolLimits, studyToolMessages, type ScoreBand, type ScoreIcon } from '@studyforge/contracts';

const ESSAY_EXTENSIONS = /\.(pdf|docx?|txt)$/i;

/** The spec's refusal for an essay file ('Invalid file type' / 'File too large'), or null when it may be sent. */
export function essayFileProblem(file: { name: string; size: number }): string | null {
  if (!ESSAY_EXTENSIONS.test(file.name)) return studyToolMessages.invalidEssayFile;
  if (file.size > studyToolLimits.maxEssayBytes) return studyToolMessages.essayTooLarge;
  return null;
}

/** Spec §2's colour bands (90 and up, 80, 70, 60, below): text, bar and ring colours. */
export const BAND_CLASSES: Record<ScoreBand, { text: string; bar: string; ring: string; label: string }> = {
  excellent: { text: 'text-emerald-600 dark:text-emerald-400', bar: 'bg-emerald-500', ring: 'border-emerald-500/40 bg-emerald-500/10', label: 'Excellent' },
  good: { text: 'text-green-600 dark:text-green-400', bar: 'bg-green-500', ring: 'border-green-500/40 bg-green-500/10', label: 'Good' },
  fair: { text: 'text-yellow-600 dark:text-yellow-400', bar: 'bg-yellow-500', ring: 'border-yellow-500/40 bg-yellow-500/10', label: 'Fair' },
  weak: { text: 'text-orange-600 dark:text-orange-400', bar: 'bg-orange-500', ring: 'border-orange-500/40 bg-orange-500/10', label: 'Needs work' },
  poor: { text: 'text-red-600 dark:text-red-400', bar: 'bg-red-500', ring: 'border-red-500/40 bg-red-500/10', label: 'Weak' },
};

/** The icon's name at the thresholds 80 and 60, for tests and screen readers. */
export const ICON_LABELS: Record<ScoreIcon, string> = { high: 'Strong', middle: 'Fair', low: 'Needs work' };
