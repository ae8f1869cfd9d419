import { cardSubject } from './card-subject.js';
import { contentStems } from './term-normalizer.js';
import type { GlossaryEntry } from './textbook-section.js';
import type { StudyCard } from './term-coverage-scorer.js';

/** A card agrees with the gold definition when it carries at least this share of the definition's content words... */
export const AGREEMENT_SHARE = 1 / 3;
/** ...and at least this many of them (fewer when the definition has fewer). */
export const AGREEMENT_MIN_SHARED = 2;

export interface DefinitionAgreement {
  /** Shared content stems / the gold definition's content stems (the term's own words left out of both). */
  share: number;
  shared: number;
  agrees: boolean;
}

/**
 * How far an explanation agrees with a gold definition: the stemmed content words (stop words out,
 * the term's own words out, since repeating the term explains nothing) the two have in common, as a
 * share of the gold definition's.
 */
export function definitionAgreement(explanation: string, entry: GlossaryEntry): DefinitionAgreement {
  const termStems = contentStems(entry.term);
  const gold = [...contentStems(entry.definition)].filter((word) => !termStems.has(word));
  const given = contentStems(explanation);
  if (gold.length === 0) return { share: 0, shared: 0, agrees: false };
  const shared = gold.filter((word) => given.has(word) && !termStems.has(word)).length;
  const share = shared / gold.length;
  return { share, shared, agrees: share >= AGREEMENT_SHARE && shared >= Math.min(AGREEMENT_MIN_SHARED, gold.length) };
}

/** The agreement of a card about `entry`: its explaining side (the side that is not the term) against the gold definition. */
export function cardAgreement(card: StudyCard, entry: GlossaryEntry): DefinitionAgreement {
  const { explanation } = cardSubject(card.question, card.answer);
  return definitionAgreement(explanation ?? card.answer, entry);
}
