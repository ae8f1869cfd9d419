import type { Quiz, QuizQuestion } from '@studyforge/contracts';
import type { FactIndex } from '../facts/fact-extractor.js';
import type { StudyFact } from '../facts/study-fact.js';
import { chooseTitle } from '../notes/title-chooser.js';
import { AnswerPools } from './answer-pools.js';
import { choiceQuestionFor } from './choice-question-builder.js';
import type { ChoiceQuestion, Difficulty } from './choice-question.js';
import { citationOf, quoteOf } from './citation-builder.js';
import { findDefect } from '../review/defect-rules.js';
import { pickDiverse, type Pickable } from './diverse-picker.js';
import { NearDuplicateFilter } from './near-duplicate-filter.js';
import { shuffleOptions } from './option-shuffler.js';
import { statementQuestions } from './statement-question-builder.js';

export type QuizMode = 'quiz' | 'practice-test';

/** Share of each difficulty: a practice test is an even mix, a quiz leans to recall. */
const MIX: Record<QuizMode, Record<Difficulty, number>> = {
  quiz: { easy: 0.4, medium: 0.4, hard: 0.2 },
  'practice-test': { easy: 1 / 3, medium: 1 / 3, hard: 1 / 3 },
};
const ORDER: readonly Difficulty[] = ['hard', 'easy', 'medium'];

/** A question that may be asked; built (options chosen) only when the picker reaches it. */
export interface QuestionCandidate extends Pickable {
  readonly factId: string;
  /** The key term the question teaches: one question per term. */
  readonly termKey?: string;
  readonly difficulty: Difficulty;
  build(): ChoiceQuestion | null;
}

/** Key-term questions outrank every other fact (scores are 0..1), spread across sections by the picker. */
const TERM_PRIORITY = 100;

/** Every multiple-choice question the material may support, of all difficulties: key terms first. */
export function choiceQuestions(index: FactIndex): QuestionCandidate[] {
  const pools = new AnswerPools(index);
  const terms = index.keyTerms.flatMap((term, rank) =>
    term.facts.map(
      (fact, place): QuestionCandidate => ({
        factId: fact.id,
        termKey: term.key,
        difficulty: difficultyOf(fact),
        sectionId: fact.sectionId,
        score: TERM_PRIORITY + term.score - place - rank * 1e-6,
        sentenceIds: fact.sentences.map((sentence) => sentence.id),
        build: () => choiceQuestionFor(fact, pools),
      }),
    ),
  );
  const single = index.facts.map(
    (fact): QuestionCandidate => ({
      factId: fact.id,
      difficulty: difficultyOf(fact),
      sectionId: fact.sectionId,
      score: fact.score,
      sentenceIds: fact.sentences.map((sentence) => sentence.id),
      build: () => choiceQuestionFor(fact, pools),
    }),
  );
  const statements = statementQuestions(index.facts, index.termKeys).map((question): QuestionCandidate => ({ ...question, build: () => question }));
  return [...terms, ...single, ...statements];
}

/**
 * Picks up to `count` questions with the mode's difficulty mix (falling back to whatever the
 * material supports), spread across sections, no fact asked twice, no near-duplicates.
 */
export function selectQuestions(candidates: readonly QuestionCandidate[], count: number, mix: Record<Difficulty, number>, terms?: ReadonlySet<string>): ChoiceQuestion[] {
  const duplicates = new NearDuplicateFilter();
  const usedFacts = new Set<string>();
  const usedTerms = new Set<string>();
  const usedSentences = new Set<number>();
  const built = new Map<QuestionCandidate, ChoiceQuestion>();
  // Two "which is true" questions over the same facts would show nearly the same four statements.
  const inStatements = new Set<string>();
  const accept = (candidate: QuestionCandidate): boolean => {
    if (usedFacts.has(candidate.factId) || (candidate.termKey !== undefined && usedTerms.has(candidate.termKey))) return false;
    const question = candidate.build();
    if (!question) return false;
    const options = [question.correct, ...question.distractors];
    if (findDefect({ question: question.question, answer: question.correct, options, quote: quoteOf(question.sentences), terms })) return false;
    const statement = question.difficulty === 'hard';
    if (statement && question.involvedFactIds.some((id) => inStatements.has(id))) return false;
    if (!duplicates.accept(question.duplicateKey, question.correct)) return false;
    usedFacts.add(candidate.factId);
    if (candidate.termKey !== undefined) usedTerms.add(candidate.termKey);
    if (statement) question.involvedFactIds.forEach((id) => inStatements.add(id));
    built.set(candidate, question);
    return true;
  };
  const picked: QuestionCandidate[] = [];
  const targets = apportion(count, mix);
  for (const difficulty of ORDER) {
    const pool = candidates.filter((question) => question.difficulty === difficulty);
    picked.push(...pickDiverse(pool, targets[difficulty], accept, usedSentences));
  }
  if (picked.length < count) {
    const rest = candidates.filter((question) => !usedFacts.has(question.factId));
    picked.push(...pickDiverse(rest, count - picked.length, accept, usedSentences));
  }
  return picked
    .sort((a, b) => a.sentenceIds[0]! - b.sentenceIds[0]! || a.factId.localeCompare(b.factId) || ORDER.indexOf(a.difficulty) - ORDER.indexOf(b.difficulty))
    .map((candidate) => built.get(candidate)!);
}

function difficultyOf(fact: StudyFact): Difficulty {
  return fact.kind === 'definition' || fact.kind === 'list' ? 'easy' : 'medium';
}

export function generateQuiz(index: FactIndex, count: number, mode: QuizMode): Quiz {
  const headings = new Map(index.corpus.sections.map((section) => [section.id, section.heading]));
  const selected = selectQuestions(choiceQuestions(index), count, MIX[mode], index.termKeys);
  const questions = selected.map(
    (question): QuizQuestion => ({
      question: question.question,
      ...shuffleOptions(question.question, question.correct, question.distractors),
      explanation: question.explanation,
      difficulty: question.difficulty,
      citation: citationOf(question.sentences, headings.get(question.sectionId) ?? null),
    }),
  );
  const title = chooseTitle(index.corpus, index.keyPhrases);
  return { title: `${mode === 'quiz' ? 'Quiz' : 'Practice test'}: ${title}`, questions };
}

/** Whole numbers per difficulty that add up to `count` (largest remainders). */
function apportion(count: number, mix: Record<Difficulty, number>): Record<Difficulty, number> {
  const exact = ORDER.map((difficulty) => ({ difficulty, value: count * mix[difficulty] }));
  const result = Object.fromEntries(exact.map(({ difficulty, value }) => [difficulty, Math.floor(value)])) as Record<Difficulty, number>;
  let left = count - exact.reduce((sum, { value }) => sum + Math.floor(value), 0);
  for (const { difficulty } of exact.slice().sort((a, b) => (b.value % 1) - (a.value % 1) || ORDER.indexOf(b.difficulty) - ORDER.indexOf(a.difficulty))) {
    if (left-- <= 0) break;
    result[difficulty] += 1;
  }
  return result;
}
