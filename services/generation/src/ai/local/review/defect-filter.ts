import type { Flashcard, QuizQuestion, TriviaQuestion } from '@studyforge/contracts';
import { findDefect, type DefectCode, type ReviewedItem } from './defect-rules.js';

type ChoiceItem = Pick<QuizQuestion | TriviaQuestion, 'question' | 'options' | 'correctAnswer' | 'citation'>;

export function flashcardDefect(card: Flashcard, terms?: ReadonlySet<string>): DefectCode | null {
  return findDefect({ question: card.question, answer: card.answer, quote: card.citation.quote, terms });
}

export function choiceDefect(question: ChoiceItem, terms?: ReadonlySet<string>): DefectCode | null {
  const item: ReviewedItem = {
    question: question.question,
    answer: question.options[question.correctAnswer] ?? '',
    options: question.options,
    quote: question.citation.quote,
    terms,
  };
  return findDefect(item);
}

/** The items without a defect; `dropped` hears of each one removed (for the provider's log). */
export function withoutDefects<T>(items: readonly T[], defectOf: (item: T) => DefectCode | null, dropped?: (item: T, defect: DefectCode) => void): T[] {
  return items.filter((item) => {
    const defect = defectOf(item);
    if (defect) dropped?.(item, defect);
    return defect === null;
  });
}
