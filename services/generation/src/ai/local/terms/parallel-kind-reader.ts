import type { AnalyzedCorpus, AnalyzedSentence, AnalyzedToken, TokenSpan } from '../analysis/analyzed-corpus.js';
import type { WordCasing } from '../analysis/word-casing.js';
import { isJoiningHyphen } from '../analysis/noun-phrase-reader.js';

/** A use of a term in the material: the sentence and where the term stands in it. */
export interface TermUse {
  sentence: AnalyzedSentence;
  span: TokenSpan;
}

/** Siblings stand at most this many blocks apart (a figure's caption or a short aside may come between them). */
const MAX_BLOCK_GAP = 3;
/** Openings kept per head: a long paragraph of sentences opening on one head stays linear. */
const MAX_RECENT = 8;
/** Modifier words before the shared head: "autocratic", "free-rein", "modified rebuy". */
const MAX_MODIFIER_WORDS = 3;
/** A run-in label is a noun phrase of at most this many words. */
const MAX_LABEL_WORDS = 5;
const PHRASE_POS: ReadonlySet<string> = new Set(['ADJ', 'NOUN', 'PROPN']);
/** Modifiers that count, compare or point rather than name a kind: "many leaders", "other groups", "these leaders". */
const PASSING_MODIFIERS: ReadonlySet<string> = new Set([
  'many', 'most', 'some', 'few', 'several', 'other', 'others', 'such', 'same', 'different', 'various', 'certain', 'each', 'every', 'all', 'any', 'both', 'more', 'less', 'new', 'old', 'older', 'young', 'younger', 'first', 'second', 'third', 'last', 'next', 'previous', 'final', 'higher', 'lower', 'larger', 'smaller', 'greater', 'own', 'entire', 'whole', 'particular', 'specific', 'typical', 'given', 'good', 'bad', 'effective', 'successful', 'best', 'early', 'earlier', 'later', 'modern', 'today', 'future', 'past', 'current', 'recent', 'real', 'small', 'large', 'big', 'related', 'important', 'main',
  // "The terms country, state, …": the words the text is about to use, not a kind.
  'term', 'terms', 'word', 'words', 'concept', 'concepts', 'phrase',
]);
/** Heads that name who or what in passing rather than a kind the text teaches: "young people", "early studies". */
const PASSING_HEADS: ReadonlySet<string> = new Set(['people', 'person', 'student', 'example', 'case', 'time', 'year', 'way', 'thing', 'study', 'researcher', 'scientist', 'author', 'figure', 'table', 'one', 'question', 'answer', 'part']);

interface Opening {
  use: TermUse;
  head: string;
  modifier: string;
}

/**
 * "Autocratic leaders are …", "Participative leaders use …", "Democratic leaders solicit …";
 * "Legitimate power, which …", "Reward power, which …": sentences or list items in nearby blocks
 * that each open with a different modifier on the same head noun, as its subject, name the kinds the
 * text goes through, one after another. So do the run-in labels of sibling blocks ("Time utility.
 * Marketing creates time utility when …", "Place utility. Marketing creates …"). Each such subject or
 * label is a kind; a lone one is not. Linear in the material.
 */
export function parallelKinds(corpus: AnalyzedCorpus): TermUse[] {
  return [...siblingSubjects(corpus.sentences, corpus.casing), ...siblingLabels(corpus.sentences, corpus.casing), ...labelSections(corpus.sections)];
}

/** A run-in label the plain-text reader set as a heading: a noun phrase of at most MAX_LABEL_WORDS words and its full stop. */
const LABEL_HEADING = /^\p{L}[\p{L}’'-]*(?: [\p{L}’'-]+){0,4}\.$/u;

/**
 * Sections headed by sibling run-in labels ("Time utility." then "Marketing creates time utility when …", "Place
 * utility." …): the label named again in the section's first sentence, for two or more adjacent such sections.
 */
function labelSections(sections: AnalyzedCorpus['sections']): TermUse[] {
  const uses: TermUse[] = [];
  let run: { uses: TermUse[] }[] = [];
  const close = () => {
    if (run.length >= 2) uses.push(...run.flatMap((label) => label.uses));
    run = [];
  };
  for (const section of sections) {
    if (!section.heading || !LABEL_HEADING.test(section.heading)) {
      close();
      continue;
    }
    const label = section.heading.slice(0, -1).toLowerCase().split(' ');
    // The label named again in the text it heads (its first block), where a card can ask about it.
    const block = section.sentences.filter((sentence) => sentence.blockId === section.sentences[0]?.blockId);
    const found: TermUse[] = [];
    for (const sentence of block) {
      const span = wordsIn(label, sentence);
      if (span) found.push({ sentence, span });
    }
    run.push({ uses: found.slice(0, 1) });
  }
  close();
  return uses;
}

/** Where `words` (lower case, a final plural "s" optional) stand together in the sentence, or null. */
function wordsIn(words: readonly string[], sentence: AnalyzedSentence): TokenSpan | null {
  const tokens = sentence.tokens;
  const same = (word: string, token: AnalyzedToken) => token.lower === word || token.lemma.toLowerCase() === word || token.lower === word.replace(/s$/, '') || token.lemma.toLowerCase() === word.replace(/s$/, '');
  for (let start = 0; start + words.length <= tokens.length; start++) {
    if (words.every((word, offset) => same(word, tokens[start + offset]!))) return { start, end: start + words.length };
  }
  return null;
}

function siblingSubjects(sentences: readonly AnalyzedSentence[], casing: WordCasing): TermUse[] {
  const kinds = new Set<Opening>();
  // The latest opening read for each head, in the section and blocks seen so far.
  const recent = new Map<string, Opening[]>();
  for (const sentence of sentences) {
    const opening = openingSubject(sentence, casing);
    if (!opening) continue;
    const earlier = (recent.get(opening.head) ?? []).filter(
      (other) => other.use.sentence.sectionId === sentence.sectionId && sentence.blockId - other.use.sentence.blockId <= MAX_BLOCK_GAP,
    );
    const siblings = earlier.filter((other) => other.modifier !== opening.modifier);
    if (siblings.length > 0) {
      kinds.add(opening);
      for (const sibling of siblings) kinds.add(sibling);
    }
    recent.set(opening.head, [...earlier.slice(-MAX_RECENT), opening]);
  }
  return [...kinds].map((opening) => opening.use);
}

/**
 * The subject that opens a sentence, when it is a head noun after one to three modifiers and the
 * predicate follows it: a verb (after an adverb or not), a comma or a parenthesis ("Expert power,
 * which …", "Free-rein (laissez-faire) leaders …"), or a verb the tagger read as a noun before an
 * article or a preposition ("Participative leaders use a …").
 */
function openingSubject(sentence: AnalyzedSentence, casing: WordCasing): Opening | null {
  const tokens = sentence.tokens;
  const start = tokens[0]?.lower === 'the' || tokens[0]?.lower === 'a' || tokens[0]?.lower === 'an' ? 1 : 0;
  let end = start;
  while (end < tokens.length && end - start < 2 * (MAX_MODIFIER_WORDS + 1) && (PHRASE_POS.has(tokens[end]!.pos) || isModifierVerb(tokens, end, start) || isJoiningHyphen(tokens, end))) end += 1;
  // The longest subject a predicate follows, else one a mis-tagged verb follows.
  let head = -1;
  for (let k = end; k >= start + 2 && head < 0; k--) if (tokens[k - 1]!.pos === 'NOUN' && opensPredicate(tokens, k)) head = k - 1;
  for (let k = start + 2; k <= end && head < 0; k++) if (tokens[k - 1]!.pos === 'NOUN' && isMistaggedVerb(tokens, k)) head = k - 1;
  if (head < 0) return null;
  const modifiers = tokens.slice(start, head).filter((token) => token.value !== '-');
  if (modifiers.length === 0 || modifiers.length > MAX_MODIFIER_WORDS) return null;
  const first = modifiers[0]!;
  // "U.S. economy", "Wells Fargo employees": a name's kind of thing is no kind the text teaches.
  const named = !casing.isCommon(first) || tokens.slice(start, head + 1).some((token, index) => (index > 0 && token.pos === 'PROPN') || /[.\d]/.test(token.value));
  if (first.stop || PASSING_MODIFIERS.has(first.lower) || named) return null;
  const headToken = tokens[head]!;
  if (PASSING_HEADS.has(headToken.lemma) || !/^\p{Ll}/u.test(headToken.value)) return null;
  return {
    use: { sentence, span: { start, end: head + 1 } },
    head: headToken.lemma,
    // As written: the tagger lemmatises "Modified" (a verb) and "modified" (an adjective) apart.
    modifier: modifiers.map((token) => token.lower).join(' '),
  };
}

/** "Modified rebuy situations", "Reward power": a participle or a verb form opening the subject modifies it. */
function isModifierVerb(tokens: readonly AnalyzedToken[], index: number, start: number): boolean {
  // "Identifying customer needs", "Joining interest groups": a gerund opens an action, not a kind.
  return index === start && tokens[index]!.pos === 'VERB' && !/ing$/i.test(tokens[index]!.value) && PHRASE_POS.has(tokens[index + 1]?.pos ?? '');
}

function opensPredicate(tokens: readonly AnalyzedToken[], index: number): boolean {
  const token = tokens[index];
  if (!token) return false;
  if (token.pos === 'AUX' || token.pos === 'VERB') return true;
  if (token.value === ',' || token.value === '(') return true;
  return token.pos === 'ADV' && (tokens[index + 1]?.pos === 'VERB' || tokens[index + 1]?.pos === 'AUX');
}

function isMistaggedVerb(tokens: readonly AnalyzedToken[], index: number): boolean {
  const token = tokens[index];
  const after = tokens[index + 1];
  return token?.pos === 'NOUN' && /^\p{Ll}/u.test(token.value) && after !== undefined && (after.pos === 'DET' || after.pos === 'ADP');
}

/**
 * "• Time utility. Marketing creates time utility when …", "• Coupons. This method of promotion …":
 * blocks that open with a label (a noun phrase of at most MAX_LABEL_WORDS words standing as a
 * sentence of its own, the block going on after it), at least two of them in nearby blocks.
 */
function siblingLabels(sentences: readonly AnalyzedSentence[], casing: WordCasing): TermUse[] {
  const labels: TermUse[] = [];
  // Each label of the current run of siblings, with its uses (its repeat in the text it heads first).
  let run: { sentence: AnalyzedSentence; uses: TermUse[] }[] = [];
  const close = () => {
    if (run.length >= 2) labels.push(...run.flatMap((label) => label.uses));
    run = [];
  };
  sentences.forEach((sentence, index) => {
    const next = sentences[index + 1];
    // The block goes on after the label, or the label stands alone on its line and a paragraph follows it.
    const goesOn = next?.blockId === sentence.blockId || (next?.blockId === sentence.blockId + 1 && next.indexInBlock === 0 && next.blockKind === 'paragraph');
    if (!next || sentence.indexInBlock !== 0 || !goesOn) return;
    const span = labelSpan(sentence, casing);
    if (!span) return;
    const last = run[run.length - 1]?.sentence;
    if (last && (last.sectionId !== sentence.sectionId || sentence.blockId - last.blockId > MAX_BLOCK_GAP)) close();
    // "Rebates. Companies offer rebates to …": the label named again in the text it heads, as running text writes it
    // (a capitalised label may read as a name), is where a card can ask about it.
    const again = repeatOf(sentence, span, next);
    run.push({ sentence, uses: [...(again ? [{ sentence: next, span: again }] : []), { sentence, span }] });
  });
  close();
  return labels;
}

/** Where the words of `span` stand together in `other` (as written or by lemma: "Rebates" tagged a name is "rebates"), or null. */
function repeatOf(sentence: AnalyzedSentence, span: TokenSpan, other: AnalyzedSentence): TokenSpan | null {
  const words = sentence.tokens.slice(span.start, span.end);
  const tokens = other.tokens;
  const same = (word: AnalyzedToken, token: AnalyzedToken) => word.lower === token.lower || word.lemma.toLowerCase() === token.lemma.toLowerCase();
  for (let start = 0; start + words.length <= tokens.length; start++) {
    if (words.every((word, offset) => same(word, tokens[start + offset]!))) return { start, end: start + words.length };
  }
  return null;
}

/** The noun phrase a sentence consists of ("Place utility.", "Coupons."), or null when the sentence says anything. */
function labelSpan(sentence: AnalyzedSentence, casing: WordCasing): TokenSpan | null {
  const tokens = sentence.tokens;
  if (tokens[tokens.length - 1]?.value !== '.') return null;
  const end = tokens.length - 1;
  const start = tokens[0]?.lower === 'the' || tokens[0]?.lower === 'a' || tokens[0]?.lower === 'an' ? 1 : 0;
  const words = tokens.slice(start, end).filter((token) => token.value !== '-');
  if (words.length === 0 || words.length > MAX_LABEL_WORDS) return null;
  for (let i = start; i < end; i++) if (!PHRASE_POS.has(tokens[i]!.pos) && !isJoiningHyphen(tokens, i) && !isModifierVerb(tokens, i, start)) return null;
  // "Rebates." may be tagged a name (a word the text also writes in lower case); "Aristotle.", "Dr." are names.
  const head = tokens[end - 1]!;
  const common = head.pos === 'NOUN' || (end - 1 === start && head.pos === 'PROPN' && casing.seenLowercase(head.lower));
  if (!common || (!/^\p{Ll}/u.test(head.value) && end - 1 !== start) || tokens.slice(start, end).some((token) => /[.\d]/.test(token.value))) return null;
  if (words[0]!.stop || PASSING_MODIFIERS.has(words[0]!.lower)) return null;
  return { start, end };
}
