import { z } from 'zod';
import type { GenerationKind } from './generation.js';

/** How many items a generation from study material asks for: the form field, its bounds, default and choices. */
export interface GenerationCountRule {
  /** The multipart field that carries the count. */
  readonly field: 'count' | 'questionCount';
  readonly min: number;
  readonly max: number;
  readonly default: number;
  /** What the web app offers to pick from. */
  readonly choices: readonly number[];
}

/** The one table of count rules; notes have no count. */
export const GENERATION_COUNT_RULES = {
  flashcards: { field: 'count', min: 1, max: 25, default: 10, choices: [5, 10, 15, 20, 25] },
  quiz: { field: 'questionCount', min: 1, max: 20, default: 5, choices: [5, 10, 15, 20] },
  'practice-test': { field: 'questionCount', min: 1, max: 25, default: 5, choices: [5, 10, 15, 20, 25] },
  trivia: { field: 'count', min: 1, max: 20, default: 10, choices: [5, 10, 15, 20] },
  notes: null,
} as const satisfies Record<GenerationKind, GenerationCountRule | null>;

export type CountedGenerationKind = { [K in GenerationKind]: (typeof GENERATION_COUNT_RULES)[K] extends null ? never : K }[GenerationKind];

/** The count field of a generation request, optional (the server applies the default), with the spec's messages. */
export function generationCountSchema(kind: CountedGenerationKind) {
  const { field, min, max } = GENERATION_COUNT_RULES[kind];
  const message = `${field} must be a number from ${min} to ${max}`;
  return z.coerce
    .number({ error: message })
    .int({ error: `${field} must be a whole number from ${min} to ${max}` })
    .min(min, { error: message })
    .max(max, { error: message })
    .optional();
}
