import { priceOf } from '@studyforge/contracts';

export type UploadContentKind = 'flashcards' | 'quiz' | 'practice-test' | 'trivia';

/**
 * What a generation reserves (the server's rule, from the one price table): per card for flashcards,
 * per question for trivia, one price per quiz, practice test or study guide.
 */
export function generationCost(kind: UploadContentKind | 'notes', count: number): number {
  switch (kind) {
    case 'flashcards':
      return priceOf('flashcards') * count;
    case 'trivia':
      return priceOf('trivia') * count;
    case 'quiz':
      return priceOf('quiz');
    case 'practice-test':
      return priceOf('practice-test');
    case 'notes':
      return priceOf('notes');
  }
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
  return `Costs ${credits} ${credits === 1 ? 'credit' : 'credits'}`;
}
