import type { TriviaQuestion } from '@studyforge/contracts';
import type { FactIndex } from '../facts/fact-extractor.js';
import { citationOf } from './citation-builder.js';
import { shuffleOptions } from './option-shuffler.js';
import { choiceQuestions, selectQuestions } from './quiz-generator.js';

/** Trivia leans to memorable specifics (people, dates, numbers) over statement puzzles. */
const TRIVIA_MIX = { easy: 0.35, medium: 0.5, hard: 0.15 };

export function generateTrivia(index: FactIndex, count: number): TriviaQuestion[] {
  const headings = new Map(index.corpus.sections.map((section) => [section.id, section.heading]));
  return selectQuestions(choiceQuestions(index), count, TRIVIA_MIX, index.termKeys).map((question) => ({
    question: question.question,
    ...shuffleOptions(question.question, question.correct, question.distractors),
    explanation: question.explanation,
    citation: citationOf(question.sentences, headings.get(question.sectionId) ?? null),
  }));
}
