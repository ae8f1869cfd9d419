import type { QuizAnswers } from '@studyforge/contracts';

/**
 * The score as shown: rounded to a whole percent on the tool pages, one decimal on the upload
 * results (spec §9). `66.7%`, `67%`, `100.0%`.
 */
export function formatPercent(percent: number, decimals: 0 | 1): string {
  const factor = decimals === 1 ? 10 : 1;
  const rounded = Math.round(percent * factor) / factor;
  return `${rounded.toFixed(decimals)}%`;
}

export function unansweredCount(answers: QuizAnswers): number {
  return answers.filter((answer) => answer === null || answer === undefined).length;
}

/** Index of the first unanswered question, or -1. */
export function firstUnanswered(answers: QuizAnswers): number {
  return answers.findIndex((answer) => answer === null || answer === undefined);
}

/** A fresh answer sheet for a quiz. */
export function emptyAnswers(count: number): Array<number | null> {
  return Array.from({ length: count }, () => null);
}

/** 'A'…'D' for options 0…3. */
export function optionLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

/** A short verdict for the result screen. */
export function scoreVerdict(percent: number): string {
  if (percent >= 90) return 'Outstanding work!';
  if (percent >= 75) return 'Great job!';
  if (percent >= 50) return 'Good effort. Review the ones you missed.';
  return 'Keep practising. Review the answers and try again.';
}
