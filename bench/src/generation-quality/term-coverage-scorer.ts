import { cardSubject } from './card-subject.js';
import { termVariants } from './term-normalizer.js';
import type { GlossaryEntry } from './textbook-section.js';

export interface StudyCard {
  question: string;
  answer: string;
}

export interface TermCoverage {
  /** Glossary terms some card is about. */
  covered: GlossaryEntry[];
  missed: GlossaryEntry[];
  /** For each card (same order), the glossary entry it is about, or null. */
  cardTerms: Array<GlossaryEntry | null>;
}

/** The glossary entry a card is about: one of the term's forms is the phrase its front asks for, its bare front, or its answer's head. */
export function termOfCard(card: StudyCard, glossary: readonly GlossaryEntry[]): GlossaryEntry | null {
  const { keys } = cardSubject(card.question, card.answer);
  if (keys.length === 0) return null;
  return glossary.find((entry) => termVariants(entry.term).some((variant) => keys.includes(variant))) ?? null;
}

/** Key-term recall: which glossary terms the cards cover. */
export function scoreTermCoverage(cards: readonly StudyCard[], glossary: readonly GlossaryEntry[]): TermCoverage {
  const cardTerms = cards.map((card) => termOfCard(card, glossary));
  const coveredSet = new Set(cardTerms.filter((entry): entry is GlossaryEntry => entry !== null));
  return {
    covered: glossary.filter((entry) => coveredSet.has(entry)),
    missed: glossary.filter((entry) => !coveredSet.has(entry)),
    cardTerms,
  };
}
