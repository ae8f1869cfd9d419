import type { AnalyzedSentence } from '../analysis/analyzed-corpus.js';

/** A defined term as it can be asked about and offered as an option. */
export interface TermForm {
  /** As it reads inside a question: "the mitochondrion", "ribosomes", "the Golgi apparatus". */
  readonly inQuestion: string;
  /** Without its article, for options: "mitochondrion", "Golgi apparatus". */
  readonly bare: string;
  /** Lemmas of the bare term: compares "Ribosomes" with "ribosome". */
  readonly key: string;
  readonly plural: boolean;
  /** Written as a name (capitalised words), e.g. "Golgi apparatus" is not, "Mozilla Foundation" is. */
  readonly proper: boolean;
  readonly words: number;
}

/** A sentence split around one answer-sized slot, so the slot can be blanked or swapped. */
export interface SlottedSentence {
  readonly before: string;
  readonly value: string;
  readonly after: string;
}

export type NumberKind = 'year' | 'date' | 'percent' | 'money' | 'duration' | 'quantity';

interface FactBase {
  /** Stable and unique: kind, sentence id and slot. */
  readonly id: string;
  readonly sentences: readonly AnalyzedSentence[];
  readonly sectionId: number;
  /** Ranking weight: how central and how well-formed the fact is. */
  readonly score: number;
}

export interface DefinitionFact extends FactBase {
  readonly kind: 'definition';
  readonly term: TermForm;
  /** The concise definiens, verbatim from the sentence (may start lower-case). */
  readonly definiens: string;
  readonly relation: 'is' | 'refers-to' | 'means' | 'defined-as' | 'called' | 'glossary' | 'appositive';
}

export interface NumberFact extends FactBase {
  readonly kind: 'number';
  readonly numberKind: NumberKind;
  readonly value: string;
  /** "In what year did …?" when the sentence allows it, else null (a fill-in-the-blank is used). */
  readonly whQuestion: string | null;
  readonly slotted: SlottedSentence;
}

export interface PersonFact extends FactBase {
  readonly kind: 'person';
  /** One name, or two joined by "and". */
  readonly name: string;
  readonly nameCount: number;
  readonly question: string;
  readonly slotted: SlottedSentence;
}

export interface CauseFact extends FactBase {
  readonly kind: 'cause';
  readonly cause: string;
  readonly effect: string;
  readonly question: string;
}

export interface ListFact extends FactBase {
  readonly kind: 'list';
  readonly topic: string;
  readonly items: readonly string[];
  readonly question: string;
}

/** A key phrase blanked out of an informative sentence. */
export interface BlankFact extends FactBase {
  readonly kind: 'blank';
  readonly phrase: string;
  readonly phraseKey: string;
  readonly plural: boolean;
  readonly proper: boolean;
  readonly words: number;
  readonly slotted: SlottedSentence;
}

export type StudyFact = DefinitionFact | NumberFact | PersonFact | CauseFact | ListFact | BlankFact;
