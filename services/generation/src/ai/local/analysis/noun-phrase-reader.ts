import type { AnalyzedToken } from './analyzed-corpus.js';

export const ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'the']);
/** Determiners that only ever precede a noun phrase ("her" may be an object: "help her decide"). */
export const POSSESSIVES: ReadonlySet<string> = new Set(['my', 'your', 'his', 'its', 'our', 'their']);
const MODIFIER_POS: ReadonlySet<string> = new Set(['ADJ', 'NOUN', 'PROPN', 'NUM']);
const HYPHEN_HOST_POS: ReadonlySet<string> = new Set(['ADJ', 'NOUN', 'PROPN']);

export interface NounPhraseOptions {
  /** Allow one "of" + noun phrase tail ("the theory of evolution"). */
  allowOf?: boolean;
  maxWords?: number;
  /** Allow a leading a/an/the. */
  allowArticle?: boolean;
}

/**
 * Reads a noun phrase from `start`: an optional article, modifiers and a head noun, with hyphenated
 * compounds, possessives and a short parenthesis ("adenosine triphosphate (ATP)"). Returns the
 * exclusive end of the longest phrase that ends on a noun, or -1.
 */
export function readNounPhrase(tokens: readonly AnalyzedToken[], start: number, options: NounPhraseOptions = {}): number {
  const { allowOf = true, maxWords = 6, allowArticle = true } = options;
  let i = start;
  if (allowArticle && tokens[i]?.pos === 'DET' && ARTICLES.has(tokens[i]!.lower)) i += 1;
  let nounEnd = -1;
  let words = 0;
  let ofUsed = !allowOf;
  while (i < tokens.length) {
    const token = tokens[i]!;
    const modifier = (MODIFIER_POS.has(token.pos) && !(token.pos === 'NUM' && token.entity === 'DATE')) || isHyphenatedVerb(tokens, i) || isHyphenBound(tokens, i);
    if (modifier && /[\p{L}\d]/u.test(token.value)) {
      words += 1;
      i += 1;
      if (token.pos === 'NOUN' || token.pos === 'PROPN') nounEnd = i;
      continue;
    }
    if (token.pos === 'ADV' && /^\p{L}+$/u.test(token.value) && (tokens[i + 1]?.pos === 'ADJ' || tokens[i + 1]?.pos === 'NOUN')) {
      i += 1;
      continue;
    }
    if (isJoiningHyphen(tokens, i)) {
      i += 1;
      continue;
    }
    if (token.pos === 'PART' && token.lower === "'s" && nounEnd === i) {
      i += 1;
      continue;
    }
    if (token.value === '(' && nounEnd === i) {
      const close = closingParenthesis(tokens, i);
      if (close < 0) break;
      i = close + 1;
      nounEnd = i;
      continue;
    }
    if (!ofUsed && token.lower === 'of' && nounEnd === i) {
      let tail = readNounPhrase(tokens, i + 1, { allowOf: false, maxWords: 4 });
      if (tail < 0) break;
      if (isParticipleBeforeVerb(tokens, tail)) tail += 1;
      words += 1 + countWords(tokens, i + 1, tail);
      i = tail;
      nounEnd = tail;
      ofUsed = true;
      continue;
    }
    break;
  }
  if (nounEnd < 0 || countWords(tokens, start, nounEnd) > maxWords || words === 0) return -1;
  return nounEnd;
}

/** "self-fulfilling", "commodity-backed": a verb form joined by a hyphen to the word before it is part of a compound modifier. */
export function isHyphenatedVerb(tokens: readonly AnalyzedToken[], index: number): boolean {
  return tokens[index]?.pos === 'VERB' && /^\p{Ll}/u.test(tokens[index]!.value) && isJoiningHyphen(tokens, index - 1) && tokens[index + 1] !== undefined && ['NOUN', 'ADJ'].includes(tokens[index + 1]!.pos);
}

export function isJoiningHyphen(tokens: readonly AnalyzedToken[], index: number): boolean {
  const token = tokens[index];
  const before = tokens[index - 1];
  const after = tokens[index + 1];
  return token !== undefined && token.value === '-' && before !== undefined && after !== undefined && before.end === token.start && token.end === after.start;
}

function closingParenthesis(tokens: readonly AnalyzedToken[], open: number): number {
  for (let i = open + 1; i < tokens.length && i <= open + 6; i++) {
    const token = tokens[i]!;
    if (token.value === ')') return i;
    if (token.pos === 'VERB' || token.pos === 'AUX' || token.value === '(') return -1;
  }
  return -1;
}

export function countWords(tokens: readonly AnalyzedToken[], start: number, end: number): number {
  let words = 0;
  for (let i = start; i < end; i++) if (/[\p{L}\d]/u.test(tokens[i]!.value)) words += 1;
  return words;
}

/**
 * "in-group", "zero-sum game", "sleep-wake cycle", "rule-of-law": a word joined by hyphens to a
 * noun or adjective belongs to its compound, whatever the tagger made of it alone.
 */
export function isHyphenBound(tokens: readonly AnalyzedToken[], index: number): boolean {
  if (!/^[\p{L}\d]+$/u.test(tokens[index]?.value ?? '')) return false;
  let end = index;
  while (isJoiningHyphen(tokens, end + 1)) end += 2;
  let start = index;
  while (isJoiningHyphen(tokens, start - 1)) start -= 2;
  if (start === end) return false;
  const words = [];
  for (let i = start; i <= end; i += 2) words.push(tokens[i]!);
  return words.every((word) => /^[\p{L}\d]+$/u.test(word.value)) && words.some((word) => HYPHEN_HOST_POS.has(word.pos) && /\p{L}/u.test(word.value));
}

/** "governments", "voters": a noun whose lemma differs from its form; "news", "physics" keep theirs. */
export function isPluralNoun(token: AnalyzedToken): boolean {
  return token.pos === 'NOUN' && token.lower !== token.lemma && /s$/.test(token.lower);
}

/** "The cost of goods sold is …": a past participle between a noun and the verb of its clause modifies the noun. */
function isParticipleBeforeVerb(tokens: readonly AnalyzedToken[], index: number): boolean {
  const word = tokens[index];
  const next = tokens[index + 1];
  return word?.pos === 'VERB' && /^\p{Ll}+$/u.test(word.value) && word.lemma !== word.lower && !/(?:s|ing)$/.test(word.lower) && (next?.pos === 'AUX' || next?.pos === 'VERB');
}
