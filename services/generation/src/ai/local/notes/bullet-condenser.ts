import type { AnalyzedSentence } from '../analysis/analyzed-corpus.js';
import { countWords } from '../analysis/noun-phrase-reader.js';
import { capitalise, contentEnd } from '../analysis/text-formatter.js';
import { indexesOf, renderTokens } from '../facts/clause-renderer.js';

const MAX_BULLET_WORDS = 30;
/** Openers that link to the previous sentence and mean nothing in a bullet. */
const CONNECTIVES: ReadonlySet<string> = new Set([
  'however', 'moreover', 'furthermore', 'additionally', 'also', 'thus', 'therefore', 'consequently', 'in addition', 'in fact', 'as a result', 'overall', 'finally', 'similarly', 'likewise', 'meanwhile', 'indeed', 'notably', 'importantly', 'in other words', 'in summary', 'in short', 'first', 'second', 'third', 'next', 'then', 'hence',
]);

/**
 * A sentence as a note bullet: no linking opener ("However, …"), no short parenthetical aside,
 * long sentences cut at a clause boundary, no closing full stop.
 */
export function bulletText(sentence: AnalyzedSentence): string {
  const tokens = sentence.tokens;
  let start = 0;
  const comma = tokens.findIndex((token, index) => index > 0 && index <= 4 && token.value === ',');
  if (comma > 0 && CONNECTIVES.has(tokens.slice(0, comma).map((token) => token.lower).join(' '))) start = comma + 1;
  let end = contentEnd(tokens);
  if (countWords(tokens, start, end) > MAX_BULLET_WORDS) {
    let cut = -1;
    // Words before token i, counted as i moves (recounting from the start for each comma was quadratic in the sentence).
    let wordsBefore = countWords(tokens, start, Math.min(start + 8, end));
    for (let i = start + 8; i < end && wordsBefore <= MAX_BULLET_WORDS; i++) {
      const token = tokens[i]!;
      if (token.value === ',' || token.value === ';' || token.lower === 'which' || token.lower === 'while' || token.lower === 'whereas') cut = i;
      wordsBefore += countWords(tokens, i, i + 1);
    }
    if (cut > 0) end = cut;
  }
  const kept = indexesOf({ start, end }).filter((index) => !insideShortParenthesis(sentence, index));
  return capitalise(renderTokens(sentence, kept).replace(/\s+\)/g, ')'));
}

function insideShortParenthesis(sentence: AnalyzedSentence, index: number): boolean {
  const tokens = sentence.tokens;
  let open = -1;
  for (let i = index; i >= 0 && i > index - 10; i--) {
    if (tokens[i]!.value === ')' && i !== index) return false;
    if (tokens[i]!.value === '(') {
      open = i;
      break;
    }
  }
  if (open < 0) return false;
  for (let i = Math.max(index, open + 1); i < tokens.length && i < open + 10; i++) if (tokens[i]!.value === ')') return true;
  return false;
}
