import { RECAP_LENGTHS, type RecapLength, type RecapType } from '@studyforge/contracts';

export const LENGTH_LABELS: Record<RecapLength, string> = {
  short: 'Short',
  medium: 'Medium',
  long: 'Long',
  extended: 'Extended',
  complete: 'Complete',
  ultra: 'Ultra',
};

export const TYPE_LABELS: Record<RecapType, { label: string; hint: string }> = {
  summary: { label: 'Summary', hint: 'The key points, condensed' },
  lecture: { label: 'Lecture', hint: 'One voice, part by part' },
  podcast: { label: 'Podcast', hint: 'Two hosts in conversation' },
  audiobook: { label: 'Audiobook', hint: 'Your material, read in order' },
};

export function lengthLabel(length: RecapLength): string {
  return `${LENGTH_LABELS[length]} · ${RECAP_LENGTHS[length]} min`;
}

/** m:ss or h:mm:ss for the player. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
