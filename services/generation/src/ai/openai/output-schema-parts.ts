import { z } from 'zod';
import type { PassageCatalog } from './passage-catalog.js';

/** The model cites by passage id; the id is mapped back to a real citation (see citation-resolver). */
export function citedFields(catalog: PassageCatalog) {
  return {
    passageId: z
      .string()
      .regex(/^P\d+$/)
      .refine((id) => catalog.get(id) !== undefined, {
        error: (issue) => `cites ${JSON.stringify(issue.input)}, which is not one of the numbered passages`,
      })
      .describe('Id of the one passage this item comes from, e.g. "P12"'),
    quote: z.string().describe('A short sentence copied word for word from that passage'),
  };
}

export const answerOptionSchema = z.object({ text: z.string().min(1), correct: z.boolean() });
export type AnswerOption = z.infer<typeof answerOptionSchema>;

/** Four distinct options, exactly one flagged correct (flags instead of an index: models miscount indexes). */
export const answerOptionsSchema = z
  .array(answerOptionSchema)
  .length(4)
  .superRefine((options, ctx) => {
    const correct = options.filter((option) => option.correct).length;
    if (correct !== 1) {
      ctx.addIssue({ code: 'custom', message: `exactly one option must be correct, but ${correct} are` });
    }
    const distinct = new Set(options.map((option) => option.text.replace(/\s+/g, ' ').trim().toLowerCase()));
    if (distinct.size !== options.length) {
      ctx.addIssue({ code: 'custom', message: 'the options must all be different' });
    }
  })
  .describe('Exactly 4 different options in the order to show them, exactly one with correct: true');

/** The contract's shape: option texts in the model's order and the index of the correct one. */
export function toChoice(options: AnswerOption[]): { options: string[]; correctAnswer: number } {
  return {
    options: options.map((option) => option.text.trim()),
    correctAnswer: options.findIndex((option) => option.correct),
  };
}

export function itemList<T extends z.ZodType>(item: T, maxItems: number) {
  return z.array(item).min(1).max(Math.max(1, maxItems));
}
