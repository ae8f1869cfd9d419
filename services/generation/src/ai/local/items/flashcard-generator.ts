import type { Flashcard } from '@studyforge/contracts';
import type { FactIndex } from '../facts/fact-extractor.js';
import type { StudyFact } from '../facts/study-fact.js';
import { findDefect } from '../review/defect-rules.js';
import { citationOf, quoteOf } from './citation-builder.js';
import { pickDiverse, type Pickable } from './diverse-picker.js';
import { flashcardText, type CardText } from './flashcard-templates.js';
import { NearDuplicateFilter } from './near-duplicate-filter.js';

interface CardCandidate extends Pickable {
  readonly fact: StudyFact;
  readonly card: CardText;
}

/**
 * Up to `count` cards: one per key term first (best terms first, each from the fact that teaches it
 * best), then definitions, people, dates, causes and lists, fill-in-the-blank on key phrases only
 * to make up the number. Every card passes the defect rules. Never padded: fewer cards when the
 * material runs out.
 */
export function generateFlashcards(index: FactIndex, count: number): Flashcard[] {
  const headings = new Map(index.corpus.sections.map((section) => [section.id, section.heading]));
  const candidate = (fact: StudyFact): CardCandidate => ({ fact, card: flashcardText(fact), sectionId: fact.sectionId, score: fact.score, sentenceIds: fact.sentences.map((s) => s.id) });
  const duplicates = new NearDuplicateFilter();
  const usedFacts = new Set<string>();
  const accept = (option: CardCandidate): boolean => {
    if (usedFacts.has(option.fact.id)) return false;
    if (findDefect({ ...option.card, quote: quoteOf(option.fact.sentences), terms: index.termKeys }) !== null) return false;
    if (!duplicates.accept(option.card.question, option.card.answer, option.fact.kind === 'definition' ? option.fact.term.key : undefined)) return false;
    usedFacts.add(option.fact.id);
    return true;
  };

  const picked: CardCandidate[] = [];
  for (const term of index.keyTerms) {
    if (picked.length >= count) break;
    const card = term.facts.map(candidate).find(accept);
    if (card) picked.push(card);
  }
  const usedSentences = new Set(picked.flatMap((card) => card.sentenceIds));
  const candidates = index.facts.map(candidate);
  const primary = pickDiverse(
    candidates.filter((option) => option.fact.kind !== 'blank'),
    count - picked.length,
    accept,
    usedSentences,
    true,
  );
  const fallback = pickDiverse(
    candidates.filter((option) => option.fact.kind === 'blank'),
    count - picked.length - primary.length,
    accept,
    usedSentences,
    true,
  );
  return [...picked, ...primary, ...fallback]
    .sort((a, b) => a.sentenceIds[0]! - b.sentenceIds[0]! || a.fact.id.localeCompare(b.fact.id))
    .map(({ fact, card }) => ({ question: card.question, answer: card.answer, citation: citationOf(fact.sentences, headings.get(fact.sectionId) ?? null) }));
}
