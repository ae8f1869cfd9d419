import type { AnalyzedToken } from '../analysis/analyzed-corpus.js';
import type { WordCasing } from '../analysis/word-casing.js';

const NAME_PARTICLES: ReadonlySet<string> = new Set(['van', 'von', 'de', 'der', 'den', 'da', 'di', 'du', 'la', 'le', 'ten', 'ter', 'bin', 'ibn']);
const CAPITALISED = /^\p{Lu}[\p{Ll}'’-]*(?:\p{Lu}\p{Ll}+)?$/u;

/**
 * A person's name at `start`: two to four capitalised proper nouns (with particles such as "van"),
 * none of which the material also uses as a common word. Returns its exclusive end, or -1.
 */
export function readName(tokens: readonly AnalyzedToken[], start: number, casing: WordCasing): number {
  let i = start;
  let capitalised = 0;
  let end = -1;
  while (i < tokens.length && i - start < 5) {
    const token = tokens[i]!;
    if (token.pos === 'PROPN' && CAPITALISED.test(token.value) && token.entity === null && !casing.seenLowercase(token.lower)) {
      capitalised += 1;
      i += 1;
      end = i;
      continue;
    }
    if (capitalised > 0 && NAME_PARTICLES.has(token.value)) {
      i += 1;
      continue;
    }
    break;
  }
  if (capitalised < 2) return -1;
  const next = tokens[end];
  if (next && (next.pos === 'NOUN' || next.pos === 'PROPN')) return -1;
  return end;
}

/** "Matthias Schleiden and Theodor Schwann": one name, or two joined by "and". */
export function readNames(tokens: readonly AnalyzedToken[], start: number, casing: WordCasing): { end: number; count: number } | null {
  const first = readName(tokens, start, casing);
  if (first < 0) return null;
  if (tokens[first]?.lower === 'and') {
    const second = readName(tokens, first + 1, casing);
    if (second > 0) return { end: second, count: 2 };
  }
  return { end: first, count: 1 };
}
