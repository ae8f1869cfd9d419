import { hashString, seededRandom } from './seeded-random.js';

export interface ShuffledOptions {
  readonly options: string[];
  readonly correctAnswer: number;
}

/** Fisher–Yates shuffle seeded from the question and its options: same content, same order. */
export function shuffleOptions(question: string, correct: string, distractors: readonly string[]): ShuffledOptions {
  const random = seededRandom(hashString(`${question}\u0000${correct}\u0000${distractors.join('\u0000')}`));
  const options = [correct, ...distractors];
  for (let i = options.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [options[i], options[j]] = [options[j]!, options[i]!];
  }
  return { options, correctAnswer: options.indexOf(correct) };
}
