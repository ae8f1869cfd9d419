import type { AnalyzedCorpus, AnalyzedSentence } from '../analysis/analyzed-corpus.js';

/** Shared, precomputed ranking signals for the fact extractors. */
export class FactContext {
  private readonly salienceById: Float64Array;

  constructor(readonly corpus: AnalyzedCorpus) {
    const raw = corpus.sentences.map((sentence) => corpus.terms.salience(sentence.contentLemmas));
    const strongest = raw.reduce((max, value) => Math.max(max, value), 1e-9);
    this.salienceById = Float64Array.from(raw, (value) => value / strongest);
  }

  /** 0..1: how much of the material's central vocabulary a sentence carries. */
  salience(sentence: AnalyzedSentence): number {
    return this.salienceById[sentence.id] ?? 0;
  }

  /** 0..1: how central a term (its lemmas) is to the material. */
  centrality(lemmas: readonly string[]): number {
    const content = lemmas.filter((lemma) => /\p{L}/u.test(lemma));
    if (content.length === 0) return 0;
    return Math.max(...content.map((lemma) => this.corpus.terms.importance(lemma)));
  }

  score(kindWeight: number, sentence: AnalyzedSentence, termLemmas: readonly string[] = []): number {
    const centrality = termLemmas.length ? 0.6 * this.centrality(termLemmas) + 0.4 * this.salience(sentence) : this.salience(sentence);
    const words = sentence.tokens.length;
    const shape = words < 6 ? 0.7 : words > 45 ? 0.75 : 1;
    return kindWeight * (0.35 + 0.65 * centrality) * shape;
  }
}
