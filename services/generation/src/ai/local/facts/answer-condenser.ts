import type { AnalyzedToken, TokenSpan } from '../analysis/analyzed-corpus.js';
import { countWords } from '../analysis/noun-phrase-reader.js';

export const MAX_ANSWER_WORDS = 25;
const MIN_ANSWER_WORDS = 3;
const CLAUSE_CONJUNCTIONS: ReadonlySet<string> = new Set(['and', 'but', 'so', 'yet', 'while', 'whereas', 'although', 'though', 'because']);
const RELATIVE_WORDS: ReadonlySet<string> = new Set(['which', 'where', 'who', 'whose', 'when', 'that']);

/**
 * Shortens an answer span to its core: drops a second clause joined on (", and it …", "; …") and,
 * past MAX_ANSWER_WORDS, trailing relative clauses and comma tails. Returns the kept span, or null
 * when no clean cut keeps it short enough. Always a prefix, so the answer stays verbatim.
 */
export function condenseAnswer(tokens: readonly AnalyzedToken[], span: TokenSpan, minWords = MIN_ANSWER_WORDS): TokenSpan | null {
  let end = span.end;
  for (let i = span.start + 1; i < end; i++) {
    if (startsSecondClause(tokens, i, end)) {
      end = i;
      break;
    }
  }
  end = trimDanglingTail(tokens, span.start, end);
  if (countWords(tokens, span.start, end) > MAX_ANSWER_WORDS) {
    let lastBoundary = -1;
    let cut = relativeClauseStart(tokens, span.start, end);
    for (let i = span.start + 1; cut < 0 && i < end; i++) {
      const token = tokens[i]!;
      const boundary = token.value === ',' || token.value === '(' || (RELATIVE_WORDS.has(token.lower) && token.pos !== 'SCONJ') || token.value === '—';
      const words = countWords(tokens, span.start, i);
      if (boundary && words >= 4 && words <= MAX_ANSWER_WORDS) lastBoundary = i;
    }
    if (cut < 0) cut = lastBoundary;
    if (cut < 0) return null;
    end = trimDanglingTail(tokens, span.start, cut);
  }
  if (countWords(tokens, span.start, end) < minWords) return null;
  return { start: span.start, end };
}

/** Where a non-restrictive relative clause (", which …") begins, leaving at least four words. */
function relativeClauseStart(tokens: readonly AnalyzedToken[], start: number, end: number): number {
  for (let i = start + 1; i < end - 1; i++) {
    if (tokens[i]!.value === ',' && RELATIVE_WORDS.has(tokens[i + 1]!.lower) && tokens[i + 1]!.lower !== 'that' && countWords(tokens, start, i) >= 4) return i;
  }
  return -1;
}

function startsSecondClause(tokens: readonly AnalyzedToken[], index: number, end: number): boolean {
  const token = tokens[index]!;
  if (token.value === ';' || token.value === '—' || token.value === '--') return true;
  if (token.value !== ',') return false;
  const next = tokens[index + 1];
  if (!next || !CLAUSE_CONJUNCTIONS.has(next.lower)) return false;
  for (let i = index + 2; i < Math.min(end, index + 7); i++) {
    const ahead = tokens[i]!;
    if (ahead.value === ',') return false;
    if (ahead.pos === 'PRON' || ahead.pos === 'AUX' || ahead.pos === 'VERB') return true;
  }
  return false;
}

function trimDanglingTail(tokens: readonly AnalyzedToken[], start: number, end: number): number {
  let i = end;
  while (i > start) {
    const token = tokens[i - 1]!;
    const dangling = token.pos === 'PUNCT' && token.value !== ')' ? true : token.pos === 'CCONJ' || token.pos === 'ADP' || token.pos === 'DET' || token.pos === 'SCONJ';
    if (!dangling) break;
    i -= 1;
  }
  return i;
}
