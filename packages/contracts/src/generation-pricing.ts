import { priceOf } from './credits.js';
import { generationLimits, type JobKind } from './generation.js';

/** How many items a job asks for (its count, or the kind's default). */
export function requestedCount(kind: JobKind, count: number | null): number {
  if (count) return count;
  if (kind === 'flashcards') return generationLimits.defaultFlashcardCount;
  if (kind === 'trivia') return generationLimits.defaultTriviaCount;
  return generationLimits.defaultQuizCount;
}

/** Reserved before any work (the server's rule; the web app shows the same figure before Generate): per card / per trivia question, or one price per quiz, test or guide. */
export function reservedCredits(kind: JobKind, count: number | null): number {
  switch (kind) {
    case 'flashcards':
      return priceOf('flashcards') * requestedCount(kind, count);
    case 'trivia':
      return priceOf('trivia') * requestedCount(kind, count);
    case 'quiz':
      return priceOf('quiz');
    case 'practice-test':
      return priceOf('practice-test');
    case 'notes':
      return priceOf('notes');
    case 'read-aloud':
      return priceOf('read-aloud');
    case 'visual-analysis':
      return priceOf('study-visuals');
    case 'essay-grade':
      return priceOf('essay-grader');
    case 'study-plan':
      return priceOf('study-plan');
    case 'data-export':
      return 0;
    case 'audio-recap':
      return priceOf('audio-recap');
    case 'voice-lecture':
      return priceOf('tutor-lecture');
    case 'tutor-reply':
      return priceOf('tutor-question');
  }
}

/** What the finished job costs: per-item kinds pay only for the items made. */
export function usedCredits(kind: JobKind, produced: number, reserved: number): number {
  if (kind === 'flashcards') return Math.min(reserved, priceOf('flashcards') * produced);
  if (kind === 'trivia') return Math.min(reserved, priceOf('trivia') * produced);
  return reserved;
}
