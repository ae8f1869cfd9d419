import { LocalAiProvider } from '@studyforge/generation-service/dist/ai/local/local-ai-provider.js';
import type { CorpusSection } from './corpus-reader.js';
import type { InputKind } from './input-kinds.js';
import { buildSectionInput } from './section-inputs.js';
import { scoreSection, type SectionScore } from './section-scorer.js';
import { SourceIndex } from './source-index.js';

/** Most cards and quiz questions one request may ask for (GENERATION_COUNT_RULES). */
const MAX_CARDS = 25;
const MAX_QUESTIONS = 20;

export interface SectionRun extends SectionScore {
  book: string;
  section: string;
  heldOut: boolean;
  kind: InputKind;
  extractMs: number;
  cardsMs: number;
  quizMs: number;
  /** Why this input gave nothing (its key terms then count as missed), or null. */
  failure: string | null;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

/**
 * One section from one kind of input through the real pipeline (failing twice gives a run with its failure), in this process on compiled code:
 * the service's extraction from the file's bytes, then the local engine's flashcards (as many as the
 * input holds key terms) and quiz (as many questions, at most 20).
 */
export async function runSection(section: CorpusSection, kind: InputKind, provider = new LocalAiProvider()): Promise<SectionRun> {
  try {
    return await measureSection(section, kind, provider);
  } catch (first) {
    // One retry: a busy machine (or a rebuild of the service's dist under the run) can fail one extraction.
    try {
      return await measureSection(section, kind, provider);
    } catch (second) {
      return failedRun(section, kind, `${describe(first)}; again: ${describe(second)}`);
    }
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

function failedRun(section: CorpusSection, kind: InputKind, failure: string): SectionRun {
  return {
    book: section.book.title,
    section: `${section.number} ${section.title}`,
    heldOut: section.heldOut,
    kind,
    extractMs: 0,
    cardsMs: 0,
    quizMs: 0,
    failure,
    goldTerms: section.glossary.length,
    coveredTerms: 0,
    missedTerms: section.glossary.map((entry) => entry.term),
    cards: 0,
    cardsAboutTerms: 0,
    cardsAgreeing: 0,
    questions: 0,
    defectiveCards: 0,
    defectiveQuestions: 0,
    duplicateOptionQuestions: 0,
    citationFailures: [],
    findings: [],
    disagreeing: [],
  };
}

async function measureSection(section: CorpusSection, kind: InputKind, provider: LocalAiProvider): Promise<SectionRun> {
  const input = await buildSectionInput(section, kind);
  const wanted = Math.max(1, input.gold.length);
  const cards = await timed(() => provider.flashcards({ documents: input.documents, count: Math.min(MAX_CARDS, wanted) }));
  const quiz = await timed(() => provider.quiz({ documents: input.documents, questionCount: Math.min(MAX_QUESTIONS, wanted), mode: 'quiz' }));
  const score = scoreSection(cards.value, quiz.value, input.gold, input.documents, new SourceIndex(section));
  return {
    ...score,
    book: section.book.title,
    section: `${section.number} ${section.title}`,
    heldOut: section.heldOut,
    kind,
    extractMs: input.extractMs,
    cardsMs: cards.ms,
    quizMs: quiz.ms,
    failure: null,
  };
}
