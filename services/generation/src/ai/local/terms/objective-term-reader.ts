import type { AnalyzedCorpus, AnalyzedToken, TokenSpan } from '../analysis/analyzed-corpus.js';
import type { PhraseOccurrence } from '../analysis/key-phrase-extractor.js';
import { stem, wordsOf } from '../review/defect-rules.js';

const MAX_TERM_WORDS = 5;
const MAX_OCCURRENCES = 12;
/** The task an objective opens with ("Explain", "Distinguish between", "Describe how"), no part of a term. */
const TASK =
  /^\s*\p{L}+(?:\s+and\s+\p{L}+)?(?:\s+(?:the\s+)?(?:differences?|distinctions?|relationships?|connections?|similarities)\s+(?:between|among)|\s+(?:between|among))?(?:\s+(?:different\s+)?(?:theories|ways|reasons)\s+(?:about|of|for))?(?:\s+(?:how|why|what|whether|that)(?:\s+and\s+(?:how|why|what))?)?\s+/iu;
const SEPARATOR = /\s*(?:[,;:()“”"]|\b(?:and|or|versus|vs|between|among|from|with|in|into|to|for|on|at|through|within|across)\b\.?)\s*/iu;
/** Openers that describe rather than name: "the role of", "types of", "its", "several". */
const LEADING_FILLER =
  /^(?:(?:the|a|an|its|their|his|her|this|these|those|each|several|various|different|some|main|major|basic|key|common)\s+|(?:role|roles|function|functions|concept|idea|term|terms|types?|kinds?|forms?|examples?|importance|nature|purpose|meaning|characteristics|features|components|parts|process|processes|steps|stages|causes|effects)\s+of\s+)+/i;
const NO_TERM: ReadonlySet<string> = new Set(['each', 'other', 'one', 'two', 'three', 'it', 'them', 'they', 'this', 'that', 'these', 'those', 'others', 'people', 'example', 'examples', 'way', 'ways', 'use', 'uses']);

/**
 * The phrases a learning objective names as things to know ("Explain demand, quantity demanded,
 * and the law of demand" → demand, quantity demanded, law of demand): the objective without its
 * task word, split at commas, conjunctions and prepositions other than "of", without leading
 * articles and describing words. A pasted objective run into the next sentence ends where a
 * capitalised word follows a lower-case one.
 */
export function objectivePhrases(objective: string): string[] {
  const glued = objective.search(/(?<=\p{Ll}\s)\p{Lu}\p{Ll}*[’']?\p{Ll}*\s+\p{Ll}|(?<=\p{Ll}[.?!]\s)\p{Lu}/u);
  const own = glued < 0 ? objective : objective.slice(0, glued);
  const task = TASK.exec(own)?.[0] ?? '';
  // "Explain how classical conditioning occurs": a clause follows, its subject is the term.
  const clause = /\b(?:how|why|what|whether|that)\s+$/i.test(task);
  const phrases: string[] = [];
  const named = own.slice(task.length);
  // "negative and positive feedback": the first word shares the head of the phrase after it.
  for (const [, first, second, head] of named.matchAll(/(?<=^\s*|,\s*)(\p{L}+) (?:and|or) (\p{L}+) (\p{L}+)(?=\s*(?:[,;.]|$))/gu)) {
    if (first !== second) phrases.push(`${first} ${head}`);
  }
  for (const piece of named.split(SEPARATOR)) {
    const cleaned = piece.trim().replace(/[.?!]+$/, '');
    const phrase = (clause ? cleaned.replace(/\s+\p{L}+$/u, '') : cleaned).replace(LEADING_FILLER, '').trim();
    const words = wordsOf(phrase);
    if (words.length === 0 || words.length > MAX_TERM_WORDS || words.every((word) => NO_TERM.has(word)) || !/\p{L}{3}/u.test(phrase)) continue;
    phrases.push(phrase);
  }
  return phrases;
}

/**
 * Where each phrase the material's learning objectives name is used in its study text (a plural or
 * another inflection counts): one list per phrase found, in reading order, first uses first.
 */
export function objectiveTermUses(corpus: AnalyzedCorpus): PhraseOccurrence[][] {
  const wanted = new Map<string, string[]>();
  for (const objective of corpus.objectives) {
    for (const phrase of objectivePhrases(objective)) {
      const stems = wordsOf(phrase).map(stem);
      wanted.set(stems.join(' '), stems);
    }
  }
  if (wanted.size === 0) return [];
  const uses = new Map<string, PhraseOccurrence[]>();
  for (const sentence of corpus.sentences) {
    const words: { index: number; stem: string }[] = [];
    sentence.tokens.forEach((token, index) => {
      if (/[\p{L}\d]/u.test(token.value)) words.push({ index, stem: stem(token.lower) });
    });
    for (const [key, stems] of wanted) {
      const list = uses.get(key) ?? [];
      if (list.length >= MAX_OCCURRENCES) continue;
      for (let at = 0; at + stems.length <= words.length; at++) {
        if (!stems.every((wordStem, offset) => words[at + offset]!.stem === wordStem)) continue;
        const span = { start: words[at]!.index, end: words[at + stems.length - 1]!.index + 1 };
        if (endsAsTerm(sentence.tokens, span)) list.push({ sentence, span });
        break;
      }
      if (list.length) uses.set(key, list);
    }
  }
  return [...uses.values()];
}

/**
 * A term ends on a noun, or on an adjective or a participle after its noun ("quantity demanded");
 * not on a verb ("groups form"). One word alone is a noun: "negative" in "negative and positive
 * feedback" names no term.
 */
function endsAsTerm(tokens: readonly AnalyzedToken[], span: TokenSpan): boolean {
  const last = tokens[span.end - 1]!;
  if (last.pos === 'NOUN' || last.pos === 'PROPN') return true;
  if (span.end - span.start === 1) return false;
  return last.pos === 'ADJ' || (/ed$/.test(last.lower) && tokens[span.end - 2]?.pos === 'NOUN');
}
