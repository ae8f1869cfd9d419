import { flashcardSchema, type Flashcard } from '@studyforge/contracts';
import { z } from 'zod';
import { resolveCitation } from './citation-resolver.js';
import { flashcardDefect } from '../local/review/defect-filter.js';
import { soundItems } from './defect-check.js';
import { citedFields, itemList } from './output-schema-parts.js';
import type { PassageCatalog } from './passage-catalog.js';
import type { StructuredTask } from './structured-task.js';

export function flashcardsTask(catalog: PassageCatalog, count: number) {
  const outputSchema = z.object({
    flashcards: itemList(
      z.object({
        ...citedFields(catalog),
        question: flashcardSchema.shape.question,
        answer: flashcardSchema.shape.answer,
      }),
      count,
    ),
  });
  const task: StructuredTask<z.output<typeof outputSchema>, Flashcard[]> = {
    schemaName: 'flashcards',
    label: 'flashcards',
    instructions:
      `Write up to ${count} flashcards on the key facts, terms and ideas of the material, covering all of it, not just the start. ` +
      'Each has a question the student answers from memory and a short, self-contained answer.',
    outputSchema,
    toResult: (output) =>
      soundItems(
        z.array(flashcardSchema).parse(
          output.flashcards.map((card) => ({
            question: card.question.trim(),
            answer: card.answer.trim(),
            citation: resolveCitation(catalog.get(card.passageId)!, card.quote),
          })),
        ),
        (card) => flashcardDefect(card),
        'flashcards',
      ),
  };
  return task;
}
