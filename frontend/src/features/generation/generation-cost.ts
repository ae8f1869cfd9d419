import { reservedCredits } from '@studyforge/contracts';
import { formatCredits } from '../../lib/format';

export type UploadContentKind = 'flashcards' | 'quiz' | 'practice-test' | 'trivia';

/** What a generation reserves: the server's own rule from contracts. */
export function generationCost(kind: UploadContentKind | 'notes', count: number): number {
  return reservedCredits(kind, count);
}

/** The largest count each endpoint takes (a quiz and trivia stop at 20). */
export const MAX_COUNT: Record<UploadContentKind, number> = {
  flashcards: 25,
  quiz: 20,
  'practice-test': 25,
  trivia: 20,
};

/** `Costs 10 credits`, `Costs 1 credit`. */
export function costLabel(credits: number): string {
  return `Costs ${formatCredits(credits)}`;
}
