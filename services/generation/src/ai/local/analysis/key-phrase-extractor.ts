import type { AnalyzedCorpus, AnalyzedSentence, AnalyzedToken, TokenSpan } from './analyzed-corpus.js';
import { spanText } from './analyzed-corpus.js';
import { countWords, isHyphenBound, isHyphenatedVerb, isJoiningHyphen } from './noun-phrase-reader.js';
import { inRunningText } from './text-formatter.js';

export interface PhraseOccurrence {
  readonly sentence: AnalyzedSentence;
  readonly span: TokenSpan;
}

export interface KeyPhrase {
  /** Lemmas joined by spaces: "cork cells" and "cork cell" are one phrase. */
  readonly key: string;
  /** The most frequent written form, in running-text case. */
  readonly text: string;
  readonly words: number;
  readonly plural: boolean;
  /** All words are names ("Calvin", "Earth"). */
  readonly proper: boolean;
  readonly count: number;
  readonly score: number;
  readonly occurrences: readonly PhraseOccurrence[];
}

export interface KeyPhraseIndex {
  /** Best first. */
  readonly ranked: readonly KeyPhrase[];
  readonly byKey: ReadonlyMap<string, KeyPhrase>;
  /** Occurrences of ranked phrases per sentence id. */
  readonly inSentence: ReadonlyMap<number, readonly { phrase: KeyPhrase; span: TokenSpan }[]>;
}

const CHUNK_POS: ReadonlySet<string> = new Set(['ADJ', 'NOUN', 'PROPN']);
const MAX_PHRASE_WORDS = 4;
/** Heads that measure, count or pick out a part of what follows "of" ("amount of energy", "kind of cell"): no term with it. */
const PARTITIVE_HEADS: ReadonlySet<string> = new Set([
  'amount', 'number', 'kind', 'type', 'sort', 'part', 'lot', 'form', 'level', 'group', 'set', 'series', 'variety', 'range', 'majority', 'percent', 'percentage',
  'example', 'use', 'way', 'end', 'side', 'top', 'bottom', 'middle', 'half', 'rest', 'piece', 'bit', 'couple', 'pair', 'member', 'area', 'period', 'degree',
  'extent', 'result', 'role', 'study', 'history', 'idea', 'case', 'instance', 'point', 'aspect', 'feature', 'portion', 'fraction', 'share', 'total', 'sum', 'list',
  'lack', 'loss', 'size', 'quantity', 'cost', 'value', 'goal', 'purpose', 'importance', 'beginning', 'course', 'time', 'year', 'day', 'age', 'deal',
]);

/**
 * Noun-phrase chunks (adjective/noun runs ending on a noun) ranked by frequency × mean IDF, with a
 * bonus for multi-word terms: the material's key terms and topics.
 */
/**
 * A name: every word a proper noun ("Jack Ma", "Zhou dynasty" is not one). A capitalised doctrine
 * ("Confucianism", "Legalism") is a term like "utilitarianism", not a name.
 */
export function isName(tokens: readonly AnalyzedToken[]): boolean {
  const words = tokens.filter((token) => token.value !== '-');
  return words.every((token) => token.pos === 'PROPN') && !(words.length === 1 && isDoctrine(words[0]!.value));
}

/** A doctrine or movement in one word, capitalised or not: "Confucianism", "Legalism", "utilitarianism". */
export function isDoctrine(word: string): boolean {
  return /\p{Ll}isms?$/u.test(word);
}

export function extractKeyPhrases(corpus: AnalyzedCorpus): KeyPhraseIndex {
  interface Draft {
    key: string;
    forms: Map<string, number>;
    words: number;
    plural: boolean;
    proper: boolean;
    occurrences: PhraseOccurrence[];
  }
  const drafts = new Map<string, Draft>();
  for (const sentence of corpus.sentences) {
    for (const span of chunks(sentence.tokens)) {
      const tokens = sentence.tokens.slice(span.start, span.end);
      const key = tokens.filter((token) => token.value !== '-').map((token) => token.lemma).join(' ');
      let draft = drafts.get(key);
      if (!draft) {
        const head = tokens[tokens.length - 1]!;
        draft = {
          key,
          forms: new Map(),
          words: countWords(sentence.tokens, span.start, span.end),
          plural: head.lower !== head.lemma && head.pos === 'NOUN',
          proper: isName(tokens),
          occurrences: [],
        };
        drafts.set(key, draft);
      }
      const form = inRunningText(spanText(sentence, span), tokens[0]!, corpus.casing);
      draft.forms.set(form, (draft.forms.get(form) ?? 0) + 1);
      draft.occurrences.push({ sentence, span });
    }
  }

  const ranked: KeyPhrase[] = [];
  for (const draft of drafts.values()) {
    const lemmas = draft.key.split(' ');
    const meanIdf = lemmas.reduce((sum, lemma) => sum + corpus.terms.idf(lemma), 0) / lemmas.length;
    const count = draft.occurrences.length;
    const text = [...draft.forms.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
    ranked.push({
      key: draft.key,
      text,
      words: draft.words,
      plural: draft.plural,
      proper: draft.proper,
      count,
      score: Math.log(1 + count) * meanIdf * (1 + 0.35 * (draft.words - 1)) * (count === 1 && draft.words >= 3 ? 0.6 : 1),
      occurrences: draft.occurrences,
    });
  }
  ranked.sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

  const byKey = new Map(ranked.map((phrase) => [phrase.key, phrase]));
  const inSentence = new Map<number, { phrase: KeyPhrase; span: TokenSpan }[]>();
  for (const phrase of ranked) {
    for (const occurrence of phrase.occurrences) {
      const list = inSentence.get(occurrence.sentence.id) ?? [];
      list.push({ phrase, span: occurrence.span });
      inSentence.set(occurrence.sentence.id, list);
    }
  }
  return { ranked, byKey, inSentence };
}

/** Maximal adjective/noun runs, trimmed to end on a noun and to at most MAX_PHRASE_WORDS words. */
function chunks(tokens: readonly AnalyzedToken[]): TokenSpan[] {
  const spans: TokenSpan[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (!isChunkToken(tokens, i)) {
      i += 1;
      continue;
    }
    let end = i;
    while (end < tokens.length && (isChunkToken(tokens, end) || isJoiningHyphen(tokens, end))) {
      end += 1;
      if (endsOnPluralNoun(tokens, end)) break;
    }
    let start = i;
    while (start < end && ((tokens[start]!.stop && !isHyphenBound(tokens, start)) || tokens[start]!.value === '-')) start += 1;
    let last = end;
    while (last > start && tokens[last - 1]!.pos !== 'NOUN' && tokens[last - 1]!.pos !== 'PROPN') last -= 1;
    // Counted once and kept as the start moves: recounting per step was quadratic in a long run of nouns.
    let words = countWords(tokens, start, last);
    while (last > start && words > MAX_PHRASE_WORDS) {
      words -= countWords(tokens, start, start + 1);
      start += 1;
    }
    while (start < last && tokens[start]!.value === '-') start += 1;
    if (last > start && /\p{L}{2}/u.test(tokens.slice(start, last).map((token) => token.value).join(''))) {
      spans.push({ start, end: last });
      const withOf = ofTail(tokens, last);
      if (withOf > 0 && !PARTITIVE_HEADS.has(tokens[last - 1]!.lemma) && countWords(tokens, start, withOf) <= MAX_PHRASE_WORDS + 1) spans.push({ start, end: withOf });
    }
    i = end;
  }
  return spans;
}

/**
 * "store | of value", "standard | of deferred payment": where "of" and a bare noun phrase (no
 * article, at most two words) follow a chunk, the end of the longer phrase; else -1.
 */
function ofTail(tokens: readonly AnalyzedToken[], end: number): number {
  if (tokens[end]?.lower !== 'of') return -1;
  let last = end + 1;
  while (last < tokens.length && last <= end + 2 && isChunkToken(tokens, last) && !tokens[last]!.stop) last += 1;
  while (last > end + 1 && tokens[last - 1]!.pos !== 'NOUN') last -= 1;
  return last > end + 1 && (last === tokens.length || (tokens[last]!.lower !== 'of' && !isChunkToken(tokens, last))) ? last : -1;
}

/**
 * English compounds rarely have a plural modifier, so a plural noun followed by another noun is
 * where the tagger mistook a verb for a noun ("the reactions split water").
 */
function endsOnPluralNoun(tokens: readonly AnalyzedToken[], end: number): boolean {
  const last = tokens[end - 1]!;
  const next = tokens[end];
  return last.pos === 'NOUN' && last.lower !== last.lemma && next !== undefined && (next.pos === 'NOUN' || next.pos === 'ADJ');
}

function isChunkToken(tokens: readonly AnalyzedToken[], index: number): boolean {
  const token = tokens[index]!;
  if (isHyphenBound(tokens, index)) return true;
  return (CHUNK_POS.has(token.pos) || isHyphenatedVerb(tokens, index)) && token.entity === null && /\p{L}/u.test(token.value) && !(token.stop && token.pos !== 'ADJ');
}

