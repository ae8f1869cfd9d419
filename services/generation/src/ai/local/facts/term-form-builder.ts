import type { AnalyzedSentence, TokenSpan } from '../analysis/analyzed-corpus.js';
import { spanText } from '../analysis/analyzed-corpus.js';
import { countWords } from '../analysis/noun-phrase-reader.js';
import { inRunningText } from '../analysis/text-formatter.js';
import type { WordCasing } from '../analysis/word-casing.js';
import type { TermForm } from './study-fact.js';

const ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'the']);
const TERM_WORDS: ReadonlySet<string> = new Set(['term', 'concept', 'notion', 'word', 'phrase']);

/** The forms of a term written at `span` (with or without its article). */
export function termForm(sentence: AnalyzedSentence, span: TokenSpan, casing: WordCasing, pluralHint?: boolean): TermForm | null {
  const tokens = sentence.tokens;
  let start = span.start;
  const article = tokens[start]?.pos === 'DET' && ARTICLES.has(tokens[start]!.lower) ? tokens[start]! : null;
  if (article) start += 1;
  // "The term politics refers to …", "the concept telos is …": the word that announces the term is no part of it.
  if (article && TERM_WORDS.has(tokens[start]?.lower ?? '') && start + 1 < span.end && tokens[start + 1]!.pos !== 'ADP') {
    start += 1;
    return termForm(sentence, { start, end: span.end }, casing, pluralHint);
  }
  if (start >= span.end) return null;
  const bareSpan = { start, end: span.end };
  const bare = inRunningText(spanText(sentence, bareSpan), tokens[start]!, casing);
  const inQuestion = article ? `${article.lower} ${bare}` : bare;
  let head = span.end - 1;
  for (let i = start; i < span.end && tokens[i]!.value !== '(' && tokens[i]!.lower !== 'of'; i++) if (tokens[i]!.pos === 'NOUN' || tokens[i]!.pos === 'PROPN') head = i;
  const headToken = tokens[head]!;
  const plural = pluralHint ?? headToken.lower !== headToken.lemma;
  const key = tokens
    .slice(start, span.end)
    .filter((token) => /[\p{L}\d]/u.test(token.value))
    .map((token) => token.lemma)
    .join(' ');
  const words = tokens.slice(start, span.end).filter((token) => /\p{L}/u.test(token.value));
  const proper = words.length > 0 && /^\p{Lu}/u.test(bare) && words.every((token) => token.pos === 'PROPN' && /^\p{Lu}/u.test(token.value));
  return { inQuestion, bare, key, plural, proper, words: countWords(tokens, start, span.end) };
}
