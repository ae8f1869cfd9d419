import { triviaQuestionSchema, type TriviaQuestion } from '@studyforge/contracts';
import { z } from 'zod';
import { choiceDefect } from '../local/review/defect-filter.js';
import { resolveCitation } from './citation-resolver.js';
import { soundItems } from './defect-check.js';
import { answerOptionsSchema, citedFields, itemList, toChoice } from './output-schema-parts.js';
import type { PassageCatalog } from './passage-catalog.js';
import type { StructuredTask } from './structured-task.js';

export function triviaTask(catalog: PassageCatalog, count: number) {
  const outputSchema = z.object({
    questions: itemList(
      z.object({
        ...citedFields(catalog),
        question: triviaQuestionSchema.shape.question,
        options: answerOptionsSchema,
        explanation: triviaQuestionSchema.shape.explanation,
      }),
      count,
    ),
  });
  const task: StructuredTask<z.output<typeof outputSchema>, TriviaQuestion[]> = {
    schemaName: 'trivia',
    label: 'trivia questions',
    instructions:
      `Write up to ${count} trivia questions on specific, interesting facts from the material. ` +
      'Each has exactly 4 different options, exactly one of them correct (correct: true), and a one-sentence explanation of the answer.',
    outputSchema,
    toResult: (output) =>
      soundItems(
        z.array(triviaQuestionSchema).parse(
          output.questions.map((item) => ({
            question: item.question.trim(),
            ...toChoice(item.options),
            explanation: item.explanation.trim(),
            citation: resolveCitation(catalog.get(item.passageId)!, item.quote),
          })),
        ),
        (question) => choiceDefect(question),
        'questions',
      ),
  };
  return task;
}
