import type { AnalyzedToken } from './analyzed-corpus.js';

/** How the material capitalises its words: tells names from common words that open a sentence. */
export class WordCasing {
  private readonly lowercase = new Set<string>();
  private readonly capitalisedInside = new Set<string>();

  /** `opensName`: the word is followed by another capitalised proper noun ("Rudolf Virchow"). */
  observe(token: AnalyzedToken, sentenceInitial: boolean, opensName: boolean): void {
    const value = token.value;
    if (value.length < 2 || !/^\p{L}/u.test(value)) return;
    if (value === value.toLowerCase()) this.lowercase.add(value);
    else if ((!sentenceInitial || opensName) && /^\p{Lu}\p{Ll}/u.test(value)) this.capitalisedInside.add(token.lower);
  }

  /** Written in lower case somewhere in the material. */
  seenLowercase(lower: string): boolean {
    return this.lowercase.has(lower);
  }

  /**
   * A common word rather than a name: tagged as one, seen in lower case, or an unknown word that
   * is only ever capitalised at the start of a sentence ("Chloroplasts are …").
   */
  isCommon(token: AnalyzedToken): boolean {
    if (/^\p{Lu}{2,}/u.test(token.value)) return false;
    if (token.pos !== 'PROPN' || this.lowercase.has(token.lower)) return true;
    return token.start === 0 && !this.capitalisedInside.has(token.lower);
  }
}
