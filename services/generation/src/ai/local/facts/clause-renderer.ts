import type { AnalyzedSentence, AnalyzedToken, TokenSpan } from '../analysis/analyzed-corpus.js';

/** Token indexes of the given spans, in order. */
export function indexesOf(...spans: TokenSpan[]): number[] {
  const indexes: number[] = [];
  for (const span of spans) for (let i = span.start; i < span.end; i++) indexes.push(i);
  return indexes;
}

/**
 * Rebuilds text from chosen tokens of a sentence: neighbours keep their original spacing, gaps
 * become one space; `replace` swaps single tokens (e.g. "observed" → "observe").
 */
export function renderTokens(sentence: AnalyzedSentence, indexes: readonly number[], replace: ReadonlyMap<number, string> = new Map()): string {
  let text = '';
  let previous = -1;
  for (const index of indexes) {
    const token = sentence.tokens[index]!;
    if (previous >= 0) text += index === previous + 1 ? sentence.text.slice(sentence.tokens[previous]!.end, token.start) : ' ';
    text += replace.get(index) ?? token.value;
    previous = index;
  }
  return withoutTrailingSeparators(text.replace(/\s+([,.;:!?])/g, '$1')).trim();
}

/** Trailing spaces, commas, semicolons and colons removed; a loop, since /[\s,;:]+$/ is retried from every position of a long run of them. */
function withoutTrailingSeparators(text: string): string {
  let end = text.length;
  while (end > 0 && /[\s,;:]/u.test(text[end - 1]!)) end--;
  return text.slice(0, end);
}

export function isPastTense(token: AnalyzedToken): boolean {
  if (token.pos !== 'VERB') return false;
  if (token.lower.endsWith('ed')) return true;
  return token.lemma !== token.lower && !token.lower.endsWith('s') && !token.lower.endsWith('ing');
}

/** Past-tense verbs coordinated after the main one ("… and described …") take their base form too. */
export function baseFormsAfterAnd(sentence: AnalyzedSentence, indexes: readonly number[], replace: Map<number, string>): void {
  for (const index of indexes) {
    const token = sentence.tokens[index]!;
    const before = sentence.tokens[index - 1];
    if (before && (before.lower === 'and' || before.lower === 'or') && isPastTense(token)) replace.set(index, token.lemma);
  }
}
