import type { AnalyzedSentence } from '../analysis/analyzed-corpus.js';
import type { Pickable } from './diverse-picker.js';

export type Difficulty = 'easy' | 'medium' | 'hard';

/** A multiple-choice question before its options are shuffled. */
export interface ChoiceQuestion extends Pickable {
  readonly factId: string;
  /** Every fact the options draw on (for "which is true": the true one and the three altered). */
  readonly involvedFactIds: readonly string[];
  readonly difficulty: Difficulty;
  readonly question: string;
  readonly correct: string;
  readonly distractors: readonly string[];
  readonly explanation: string;
  readonly sentences: readonly AnalyzedSentence[];
  /** What near-duplicate checks compare: the question, plus the statement for "which is true". */
  readonly duplicateKey: string;
}

export function explain(sentences: readonly AnalyzedSentence[], lead = ''): string {
  const quote = sentences.map((sentence) => sentence.text).join(' ');
  return `${lead}The material says: “${quote}”`;
}
