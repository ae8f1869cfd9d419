import { FREE_TRIAL_CREDITS, PRICE_TABLE } from '@studyforge/contracts';
import { formatCredits } from '@/lib/format';

function creditsFor(feature: (typeof PRICE_TABLE)[number]['feature']): number {
  const row = PRICE_TABLE.find((entry) => entry.feature === feature);
  if (!row) throw new Error(`The price table has no ${feature} row`);
  return row.credits;
}

function perUse(credits: number, what: string): string {
  return `${formatCredits(credits)} per ${what}`;
}

/** The landing page's price lines (spec §1: flashcard 1, quiz 3, study guide 2), from the one price table. */
export function landingPrices() {
  const flashcard = creditsFor('flashcards');
  const quiz = creditsFor('quiz');
  const studyGuide = creditsFor('notes');
  return {
    flashcard: perUse(flashcard, 'flashcard'),
    quiz: perUse(quiz, 'quiz'),
    studyGuide: perUse(studyGuide, 'study guide'),
    trialExamples: [
      `Up to ${Math.floor(FREE_TRIAL_CREDITS / flashcard)} flashcards`,
      `Or ${Math.floor(FREE_TRIAL_CREDITS / quiz)} practice quizzes`,
      `Or ${Math.floor(FREE_TRIAL_CREDITS / studyGuide)} study guides`,
    ],
  };
}
