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
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

/**
 * One section from one kind of input through the real pipeline, in this process on compiled code:
 * the service's extraction from the file's bytes, then the local engine's flashcards (as many as the
 * input holds key terms) and quiz (as many questions, at most 20).
 */
export async function runSection(section: CorpusSection, kind: InputKind, provider = new LocalAiProvider()): Promise<SectionRun> {
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
  };
}
