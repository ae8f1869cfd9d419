import type { Flashcard } from '@studyforge/contracts';
import type { FactIndex } from '../facts/fact-extractor.js';
import type { StudyFact } from '../facts/study-fact.js';
import { citationOf } from './citation-builder.js';
import { pickDiverse, type Pickable } from './diverse-picker.js';
import { flashcardText, type CardText } from './flashcard-templates.js';
import { NearDuplicateFilter } from './near-duplicate-filter.js';

interface CardCandidate extends Pickable {
  readonly fact: StudyFact;
  readonly card: CardText;
}

/**
 * Up to `count` cards: definitions, people, dates, causes and lists first, fill-in-the-blank on key
 * phrases only to make up the number. Never padded: fewer cards when the material runs out.
 */
export function generateFlashcards(index: FactIndex, count: number): Flashcard[] {
  const headings = new Map(index.corpus.sections.map((section) => [section.id, section.heading]));
  const candidates = index.facts.map(
    (fact): CardCandidate => ({ fact, card: flashcardText(fact), sectionId: fact.sectionId, score: fact.score, sentenceIds: fact.sentences.map((s) => s.id) }),
  );
  const duplicates = new NearDuplicateFilter();
  const accept = (candidate: CardCandidate): boolean => duplicates.accept(candidate.card.question, candidate.card.answer);
  const usedSentences = new Set<number>();
  const primary = pickDiverse(
    candidates.filter((candidate) => candidate.fact.kind !== 'blank'),
    count,
    accept,
    usedSentences,
    true,
  );
  const fallback = pickDiverse(
    candidates.filter((candidate) => candidate.fact.kind === 'blank'),
    count - primary.length,
    accept,
    usedSentences,
    true,
  );
  return [...primary, ...fallback]
    .sort((a, b) => a.sentenceIds[0]! - b.sentenceIds[0]! || a.fact.id.localeCompare(b.fact.id))
    .map(({ fact, card }) => ({ question: card.question, answer: card.answer, citation: citationOf(fact.sentences, headings.get(fact.sectionId) ?? null) }));
}
