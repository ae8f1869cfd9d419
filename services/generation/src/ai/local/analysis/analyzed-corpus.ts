import type { PartOfSpeech } from 'wink-nlp';
import type { TermStatistics } from './term-statistics.js';
import type { WordCasing } from './word-casing.js';

export interface AnalyzedToken {
  readonly value: string;
  readonly lower: string;
  readonly lemma: string;
  readonly pos: PartOfSpeech;
  readonly stop: boolean;
  /** Character offsets in the sentence text, end exclusive. */
  readonly start: number;
  readonly end: number;
  /** wink-nlp entity type (DATE, CARDINAL, PERCENT, …) when the token is part of one. */
  readonly entity: string | null;
}

/** Token indexes into a sentence, end exclusive. */
export interface TokenSpan {
  readonly start: number;
  readonly end: number;
}

export interface SentenceEntity {
  readonly type: string;
  readonly span: TokenSpan;
  readonly text: string;
}

export interface AnalyzedSentence {
  /** Position in the whole material: sentences are numbered in reading order. */
  readonly id: number;
  /** The exact source sentence (whitespace collapsed). */
  readonly text: string;
  readonly tokens: readonly AnalyzedToken[];
  readonly entities: readonly SentenceEntity[];
  /** Lemmas of the content words (no stop words, punctuation or bare numbers), in order. */
  readonly contentLemmas: readonly string[];
  readonly sectionId: number;
  readonly blockId: number;
  readonly blockKind: 'paragraph' | 'list-item';
  readonly fileName: string;
  readonly page: number | null;
  /** The nearest heading above the sentence, as the extractor reported it. */
  readonly sourceSection: string | null;
  readonly indexInBlock: number;
  /** The bold or italic runs of the source that fall in this sentence, as written in `text`. */
  readonly emphasis: readonly string[];
  /** Of `emphasis`, the runs set in italics and not bold (empty where the source cannot tell). */
  readonly italic: readonly string[];
}

/** A run of the material under one heading (or a headingless run of one document). */
export interface SourceSection {
  readonly id: number;
  readonly documentIndex: number;
  readonly fileName: string;
  readonly heading: string | null;
  readonly level: number;
  readonly sentences: AnalyzedSentence[];
}

export interface AnalyzedCorpus {
  readonly sections: readonly SourceSection[];
  readonly sentences: readonly AnalyzedSentence[];
  /** The first document's opening heading, if it starts with one. */
  readonly leadingHeading: string | null;
  /** The learning objectives listed in the material ("Explain demand, quantity demanded, …"), as written: not study text. */
  readonly objectives: readonly string[];
  readonly casing: WordCasing;
  readonly terms: TermStatistics;
}

export function spanText(sentence: AnalyzedSentence, span: TokenSpan): string {
  if (span.end <= span.start) return '';
  return sentence.text.slice(sentence.tokens[span.start]!.start, sentence.tokens[span.end - 1]!.end);
}
