import { reservedCredits } from '@studyforge/contracts';
import { formatCredits } from '../../lib/format';

export type UploadContentKind = 'flashcards' | 'quiz' | 'practice-test' | 'trivia';

/** What a generation reserves: the server's own rule from contracts. */
export function generationCost(kind: UploadContentKind | 'notes', count: number): number {
  return reservedCredits(kind, count);
}

/** `Costs 10 credits`, `Costs 1 credit`. */
export function costLabel(credits: number): string {
  return `Costs ${formatCredits(credits)}`;
}
