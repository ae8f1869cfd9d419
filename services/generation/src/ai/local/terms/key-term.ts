import type { StudyFact } from '../facts/study-fact.js';

/** What made a phrase a key term. */
export const TERM_SIGNALS = ['emphasis', 'glossary', 'definition', 'kinds', 'objective', 'heading', 'frequency'] as const;
export type TermSignal = (typeof TERM_SIGNALS)[number];

export interface KeyTerm {
  /** Lemmas joined by spaces ("cell membrane"), as key phrases and term forms key them. */
  readonly key: string;
  /** As written in running text ("cell membrane", "Golgi apparatus"). */
  readonly text: string;
  readonly score: number;
  readonly signals: readonly TermSignal[];
  /** A name ("Congress", "Alibaba"): every word a proper noun. */
  readonly proper: boolean;
  /** What teaches the term, best first: its definitions, then its defining sentences with the term blanked. */
  readonly facts: readonly StudyFact[];
}
