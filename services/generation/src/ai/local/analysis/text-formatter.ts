import type { WordCasing } from './word-casing.js';
import { spanText, type AnalyzedSentence, type AnalyzedToken, type TokenSpan } from './analyzed-corpus.js';

/** The text of several token spans of one sentence, joined by single spaces. */
export function textOfSpans(sentence: AnalyzedSentence, spans: readonly TokenSpan[]): string {
  return spans
    .map((span) => spanText(sentence, span))
    .filter(Boolean)
    .join(' ');
}

/** Index after the last token that is not closing punctuation. */
export function contentEnd(tokens: readonly AnalyzedToken[], end = tokens.length): number {
  let i = end;
  while (i > 0 && (tokens[i - 1]!.pos === 'PUNCT' || tokens[i - 1]!.pos === 'SYM') && tokens[i - 1]!.value !== ')' && tokens[i - 1]!.value !== '%') i -= 1;
  return i;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Small words a name keeps in lower case ("Department of State", "Plessy v. Ferguson"). */
const NAME_JOINERS = new Set(['of', 'the', 'and', 'for', 'on', 'in', 'to', 'at', 'a', 'an', 'de', 'v.', 'vs.', '&']);

/** "Civil War", "Southern Christian Leadership Conference", "U.S. PIRG": every word after the first capitalised, or a capital inside the first. */
function isWrittenAsName(text: string): boolean {
  const [first = '', ...rest] = text.split(/\s+/);
  if (/\p{Lu}/u.test(first.slice(1))) return true;
  const words = rest.filter((word) => !NAME_JOINERS.has(word.toLowerCase()));
  return words.length > 0 && words.every((word) => /^\p{Lu}/u.test(word));
}

/**
 * Lower-cases a phrase's first letter when that word is a common word (a sentence-initial
 * "The" or "Ribosomes"), keeping names and acronyms as written.
 */
export function inRunningText(text: string, firstToken: AnalyzedToken, casing: WordCasing): string {
  return casing.isCommon(firstToken) && !isWrittenAsName(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
