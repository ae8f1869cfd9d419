import { DIFFICULTIES, quizQuestionSchema, quizSchema, type Quiz } from '@studyforge/contracts';
import { z } from 'zod';
import { choiceDefect } from '../local/review/defect-filter.js';
import { resolveCitation } from './citation-resolver.js';
import { soundItems } from './defect-check.js';
import { answerOptionsSchema, citedFields, itemList, toChoice } from './output-schema-parts.js';
import type { PassageCatalog } from './passage-catalog.js';
import type { StructuredTask } from './structured-task.js';

export type QuizMode = 'quiz' | 'practice-test';

export function quizTask(catalog: PassageCatalog, questionCount: number, mode: QuizMode) {
  const question = z.object({
    ...citedFields(catalog),
    question: quizQuestionSchema.shape.question,
    options: answerOptionsSchema,
    explanation: quizQuestionSchema.shape.explanation,
    difficulty: quizQuestionSchema.shape.difficulty,
  });
  const outputSchema = z
    .object({ title: quizSchema.shape.title, questions: itemList(question, questionCount) })
    .superRefine((quiz, ctx) => {
      const levels = new Set(quiz.questions.map((item) => item.difficulty));
      if (mode === 'practice-test' && quiz.questions.length >= 2 && levels.size < 2) {
        ctx.addIssue({
          code: 'custom',
          path: ['questions'],
          message: `a practice test must mix difficulties (${DIFFICULTIES.join(', ')}), but every question is ${[...levels][0]}`,
        });
      }
    });

  const practice =
    mode === 'practice-test'
      ? ' This is a practice test: mix easy, medium and hard questions, including some that apply or combine ideas rather than recall a single fact.'
      : '';
  const task: StructuredTask<z.output<typeof outputSchema>, Quiz> = {
    schemaName: mode === 'practice-test' ? 'practice_test' : 'quiz',
    label: mode === 'practice-test' ? 'practice test questions' : 'quiz questions',
    instructions:
      `Write a multiple-choice quiz of up to ${questionCount} questions with a short title. ` +
      'Each question has exactly 4 different options, exactly one of them correct (correct: true) and three plausible wrong ones, ' +
      'an explanation of why the correct option is right, and a difficulty (easy, medium or hard).' +
      practice,
    outputSchema,
    toResult: (output) => {
      const quiz = quizSchema.parse({
        title: output.title.trim(),
        questions: output.questions.map((item) => ({
          question: item.question.trim(),
          ...toChoice(item.options),
          explanation: item.explanation.trim(),
          difficulty: item.difficulty,
          citation: resolveCitation(catalog.get(item.passageId)!, item.quote),
        })),
      });
      return { ...quiz, questions: soundItems(quiz.questions, (question) => choiceDefect(question), 'questions') };
    },
  };
  return task;
}
