/**
 * TF-IDF over the material, with each paragraph or list item counted as one document, so a term
 * that runs through one passage outweighs one sprinkled everywhere.
 */
export class TermStatistics {
  private readonly frequency = new Map<string, number>();
  private readonly documentFrequency = new Map<string, number>();
  private readonly documentCount: number;
  private readonly strongestWeight: number;

  constructor(passages: Iterable<readonly string[]>) {
    let count = 0;
    for (const lemmas of passages) {
      count += 1;
      for (const lemma of lemmas) this.frequency.set(lemma, (this.frequency.get(lemma) ?? 0) + 1);
      for (const lemma of new Set(lemmas)) this.documentFrequency.set(lemma, (this.documentFrequency.get(lemma) ?? 0) + 1);
    }
    this.documentCount = count;
    let strongest = 0;
    for (const lemma of this.frequency.keys()) strongest = Math.max(strongest, this.weight(lemma));
    this.strongestWeight = strongest || 1;
  }

  idf(lemma: string): number {
    return Math.log((1 + this.documentCount) / (1 + (this.documentFrequency.get(lemma) ?? 0))) + 1;
  }

  count(lemma: string): number {
    return this.frequency.get(lemma) ?? 0;
  }

  /** How central a term is to the whole material. */
  weight(lemma: string): number {
    return Math.log(1 + this.count(lemma)) * this.idf(lemma);
  }

  /** weight scaled to 0..1 against the material's most central term. */
  importance(lemma: string): number {
    return this.weight(lemma) / this.strongestWeight;
  }

  /** Mean importance of a passage's distinct content words, damped for length. */
  salience(lemmas: readonly string[]): number {
    const distinct = new Set(lemmas);
    if (distinct.size === 0) return 0;
    let total = 0;
    for (const lemma of distinct) total += this.importance(lemma);
    return total / Math.sqrt(distinct.size);
  }
}
