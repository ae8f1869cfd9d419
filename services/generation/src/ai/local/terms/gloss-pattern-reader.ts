import type { AnalyzedSentence, AnalyzedToken, TokenSpan } from '../analysis/analyzed-corpus.js';
import { isJoiningHyphen, isPluralNoun, POSSESSIVES, readNounPhrase } from '../analysis/noun-phrase-reader.js';
import { leadInEnd, RELATIVE_PRONOUNS } from '../facts/definition-fact-extractor.js';

const MAX_TERM_WORDS = 4;
const PHRASE_POS: ReadonlySet<string> = new Set(['ADJ', 'NOUN', 'PROPN']);
const ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'the']);
/** Marks after which a term's gloss follows: "in-group bias: a preference …", "hyperthyroidism—an abnormally …". */
const GLOSS_MARKS: ReadonlySet<string> = new Set([':', '—', '–']);
/** Determiners that open the noun a naming apposition renames: "the most common method, probability sampling, …". */
const NAMING_DETERMINERS: ReadonlySet<string> = new Set(['the', 'this', 'that', 'these', 'a', 'an', 'its', 'their', 'one']);
/** Words that say what a term is about to be: "the concept of telos", "the term scapegoating". */
const TERM_WORDS: ReadonlySet<string> = new Set(['term', 'concept', 'notion', 'idea', 'word', 'phrase', 'principle']);
const NAMING_VERBS: ReadonlySet<string> = new Set(['called', 'termed', 'named']);
const CLAUSE_OPENING_POS: ReadonlySet<string> = new Set(['NOUN', 'PRON', 'VERB', 'AUX', 'DET']);
/** Words that open what sets a glossed kind apart: "the refusal to obey …", "the process by which …". */
const DIFFERENCE_WORDS: ReadonlySet<string> = new Set(['to', 'that', 'which', 'who', 'whose', 'of', 'by', 'where', 'in', 'for']);
/** "for those users—a promise of value …": a noun a demonstrative points back to is no term being introduced. */
const DEMONSTRATIVES: ReadonlySet<string> = new Set(['this', 'that', 'these', 'those']);
/** "in simple terms: the higher a company's …, the more …": a comparative after "the" opens a comparison, not a gloss. */
const COMPARATIVES: ReadonlySet<string> = new Set(['more', 'less', 'fewer', 'higher', 'lower', 'greater', 'larger', 'smaller', 'bigger', 'better', 'worse', 'faster', 'slower']);
/** Plural kinds without an "s" that gloss a term: "polytheists, people who revered many gods". */
const IRREGULAR_PLURALS: ReadonlySet<string> = new Set(['people', 'men', 'women', 'children']);
/** What "call" names when it points back: "we call this a surplus", "economists call it a shortage". */
const CALLED_OBJECTS: ReadonlySet<string> = new Set(['this', 'it', 'these', 'that', 'them']);
const HEDGES: ReadonlySet<string> = new Set(['also', 'sometimes', 'often', 'commonly', 'usually', 'frequently', 'generally']);
/** Plural nouns that announce a list of kinds after a colon: "two basic types of tissue membranes: …". */
const KIND_NOUNS: ReadonlySet<string> = new Set([
  'type', 'kind', 'category', 'class', 'form', 'component', 'stage', 'phase', 'layer', 'function', 'part', 'element', 'level', 'branch', 'variety', 'method', 'approach', 'theory', 'model', 'principle', 'category',
]);

/**
 * Terms a sentence glosses right after naming them, the way running prose and a student's notes
 * define without bold: "in-group bias: a preference for …", "hyperthyroidism—an abnormally elevated
 * …", "underground economies (or black markets), which are markets …", "a meta-analysis, which is a
 * study …", "random digit dialing, in which respondents …", "insomnia (i.e., a consistent …)",
 * "your cultural intelligence, sometimes referred to as cultural competence", "the method,
 * probability sampling, …", "the concept of telos", "According to offensive realism, …".
 */
export function glossedTerms(sentence: AnalyzedSentence): TokenSpan[] {
  const tokens = sentence.tokens;
  const spans: TokenSpan[] = [];
  for (let i = 1; i < tokens.length - 1; i++) {
    const token = tokens[i]!;
    // "Note: The proper convention …", "Accountability: The government …": a capital after a colon opens a sentence, no gloss.
    const opensSentence = token.value === ':' && /^\p{Lu}/u.test(tokens[i + 1]?.value ?? '');
    if (GLOSS_MARKS.has(token.value) && !opensSentence && glossFollows(tokens, i + 1)) {
      const span = termBefore(tokens, i);
      if (span && !listBefore(tokens, span) && !DEMONSTRATIVES.has(tokens[span.start - 1]?.lower ?? '')) spans.push(span);
    } else if (token.value === '(' && /^(?:i\.e\.|ie|that)$/.test(tokens[i + 1]?.lower ?? '') && glossedInside(tokens, i + 2)) {
      const span = termBefore(tokens, i);
      if (span) spans.push(span);
    } else if (token.value === ',') {
      const span = relativeGloss(tokens, i) ?? renamedBefore(tokens, i) ?? namingApposition(tokens, i) ?? orGloss(tokens, i) ?? kindApposition(tokens, i) ?? nameAfterOr(tokens, i);
      if (span) spans.push(span);
    }
  }
  spans.push(...namedByTermWord(tokens), ...theoryNamed(tokens), ...namedByCall(tokens));
  return spans;
}

/**
 * "ectoderm (ecto- = “outer”), mesoderm (…), and endoderm (…)" after a colon, or the items of a
 * list a colon opens after a kind ("two basic types of tissue membranes: connective tissue and
 * epithelial membranes"): short noun phrases that end the sentence, each a kind the text names.
 */
export function colonListTerms(sentence: AnalyzedSentence): TokenSpan[] {
  const tokens = sentence.tokens;
  const colon = tokens.findIndex((token) => token.value === ':');
  if (colon < 1) return [];
  const announcesKinds = tokens.slice(0, colon).some((token) => token.pos === 'NOUN' && token.lower !== token.lemma && KIND_NOUNS.has(token.lemma));
  const items: TokenSpan[] = [];
  let glossed = 0;
  let i = colon + 1;
  while (i < tokens.length) {
    if (tokens[i]!.pos === 'DET' || !PHRASE_POS.has(tokens[i]!.pos)) return [];
    const end = readNounPhrase(tokens, i, { allowOf: true, maxWords: MAX_TERM_WORDS, allowArticle: false });
    if (end < 0) return [];
    let close = end;
    // The noun-phrase reader takes a short parenthesis into the phrase; the term ends before it.
    let termEnd = end;
    while (termEnd > i && tokens[termEnd - 1]!.value === ')') {
      const open = lastIndexBefore(tokens, termEnd - 1, '(', i);
      if (open < 0) break;
      termEnd = open;
      glossed += 1;
    }
    if (tokens[close]?.value === '(') {
      const shut = tokens.findIndex((token, index) => index > close && index <= close + 12 && token.value === ')');
      if (shut < 0) return [];
      close = shut + 1;
      glossed += 1;
    }
    items.push({ start: i, end: termEnd });
    const separator = separatorAt(tokens, close);
    if (separator < 0) {
      if (!endsSentence(tokens, close)) return [];
      break;
    }
    i = close + separator;
  }
  if (items.length < 2 || (!announcesKinds && glossed < items.length)) return [];
  return items.filter((span) => span.end > span.start);
}

function lastIndexBefore(tokens: readonly AnalyzedToken[], from: number, value: string, floor: number): number {
  for (let i = from; i > floor; i--) if (tokens[i]!.value === value) return i;
  return -1;
}

/** How many tokens separate two items of one list at `at` (",", "and", ", and", "or", ", or"), or -1. */
function separatorAt(tokens: readonly AnalyzedToken[], at: number): number {
  const first = tokens[at];
  const second = tokens[at + 1];
  if (!first) return -1;
  if (first.value === ',' && (second?.lower === 'and' || second?.lower === 'or')) return 2;
  if (first.value === ',' || first.lower === 'and' || first.lower === 'or') return 1;
  return -1;
}

/** The end of the sentence, or a figure reference before it: ".", "(Figure 4.3).". */
function endsSentence(tokens: readonly AnalyzedToken[], at: number): boolean {
  const rest = tokens.slice(at).filter((token) => token.pos !== 'PUNCT');
  return rest.length === 0 || (tokens[at]?.value === '(' && /^(?:figure|table|fig)$/i.test(tokens[at + 1]?.value ?? ''));
}

/** "insomnia (i.e., a consistent difficulty …)" glosses; "a different group (i.e., out-group)" renames. */
function glossedInside(tokens: readonly AnalyzedToken[], from: number): boolean {
  const start = tokens[from]?.value === ',' ? from + 1 : tokens[from]?.lower === 'is' ? from + 1 : from;
  return ARTICLES.has(tokens[start]?.lower ?? '');
}

/** After a gloss mark: an article and a noun within a few words ("a preference", "an abnormally elevated level"). */
function glossFollows(tokens: readonly AnalyzedToken[], from: number): boolean {
  if (!ARTICLES.has(tokens[from]?.lower ?? '')) return (tokens[from]?.lower === 'that' && tokens[from + 1]?.lower === 'is') || bareKindFollows(tokens, from);
  if (COMPARATIVES.has(tokens[from + 1]?.lower ?? '')) return false;
  for (let i = from + 1; i < tokens.length && i <= from + 5; i++) {
    if (tokens[i]!.pos === 'NOUN') return true;
    if (tokens[i]!.pos === 'VERB' && !/(?:ing|ed)$/.test(tokens[i]!.lower)) return false;
  }
  return false;
}

/**
 * "X, which is/are …" (with an aside: "X, which, as the name suggests, is a …"), "X (or Y), which
 * are …", and "X, in which …" where X is a bare or possessive-free phrase (not "the country, in which").
 */
function relativeGloss(tokens: readonly AnalyzedToken[], comma: number): TokenSpan | null {
  let next = comma + 1;
  // "… expressed as its solubility, defined as the maximum concentration …"
  if (tokens[next]?.lower === 'defined' && tokens[next + 1]?.lower === 'as') {
    const span = termBefore(tokens, comma);
    return span && !listBefore(tokens, span) ? span : null;
  }
  const inWhich = tokens[next]?.lower === 'in' && tokens[next + 1]?.lower === 'which';
  if (!inWhich && tokens[next]?.lower !== 'which') return null;
  if (!inWhich) {
    next += 1;
    if (tokens[next]?.value === ',') {
      const close = tokens.findIndex((token, index) => index > next && index <= next + 8 && token.value === ',');
      if (close < 0) return null;
      next = close + 1;
    }
    if (tokens[next]?.lower !== 'is' && tokens[next]?.lower !== 'are') return null;
    const after = tokens[next + 1];
    // "Expert power, which is derived from …": a participle and its preposition say what the term consists in.
    const derived = after?.pos === 'VERB' && /ed$/.test(after.lower) && tokens[next + 2]?.pos === 'ADP';
    if (!after || !(ARTICLES.has(after.lower) || after.pos === 'NOUN' || (after.pos === 'VERB' && after.lower.endsWith('s')) || derived)) return null;
  }
  let end = comma;
  if (tokens[end - 1]?.value === ')') {
    const open = lastIndexBefore(tokens, end - 1, '(', Math.max(0, end - 8));
    if (open < 0 || tokens[open + 1]?.lower !== 'or') return null;
    end = open;
  }
  const span = termBefore(tokens, end);
  if (!span || listBefore(tokens, span) || isPossessive(tokens[span.start - 1])) return null;
  // "… in the Senate, in which …" places; a glossed term is bare ("through random digit dialing, in which …").
  if (inWhich && tokens[span.start - 1]?.pos === 'DET' && span.end - span.start < 2) return null;
  // "… appear like a beaded necklace, in which the string is …": a simile's image is no term.
  if (ARTICLES.has(tokens[span.start - 1]?.lower ?? '') && tokens[span.start - 2]?.lower === 'like') return null;
  // "the 2018 election, in which …", "the gambler’s fallacy, in which …", "inequality of income, in which …": the phrase
  // glossed starts before the words read, which are no term alone.
  const before = tokens[span.start - 1];
  if (inWhich && before && (before.pos === 'NUM' || before.lower === 'of' || /^['’]s$/.test(before.lower))) return null;
  return span;
}

/**
 * "nonviolent resistance and civil disobedience, or the refusal to obey an unjust law, had been …": a
 * phrase glossed between commas by "or the/a …", the last of two coordinated phrases at most (not an
 * item of a longer list "A, B, or the C").
 */
function orGloss(tokens: readonly AnalyzedToken[], comma: number): TokenSpan | null {
  if (tokens[comma + 1]?.lower !== 'or' || !ARTICLES.has(tokens[comma + 2]?.lower ?? '') || !glossFollows(tokens, comma + 2)) return null;
  // The gloss is an aside: a comma closes it before the sentence ends.
  const close = tokens.findIndex((token, index) => index > comma + 3 && token.value === ',');
  const gloss = tokens.slice(comma + 3, close);
  if (close < 0 || gloss.some((token) => token.lower === 'or' || token.lower === 'and')) return null;
  // A gloss sets its kind apart ("the refusal to obey …", "the participation that connects …"); "or the pig," only adds an item.
  if (!gloss.some((token) => DIFFERENCE_WORDS.has(token.lower))) return null;
  const span = termBefore(tokens, comma);
  if (!span || tokens[span.start - 1]?.value === ',') return null;
  // "mud and water, flour and water, or a suspension of …": pairs in a list.
  const joined = tokens[span.start - 1]?.lower === 'and' ? termBefore(tokens, span.start - 1) : null;
  if (joined && tokens[joined.start - 1]?.value === ',') return null;
  return span;
}

/**
 * "The Sumerians were polytheists, people who revered many gods.", "a number of proxy wars, conflicts in which each of the
 * warring parties is supported …": a bare plural kind and the clause that sets the term apart, set after the term's comma.
 */
function kindApposition(tokens: readonly AnalyzedToken[], comma: number): TokenSpan | null {
  if (!bareKindFollows(tokens, comma + 1)) return null;
  const span = termBefore(tokens, comma);
  if (!span || listBefore(tokens, span)) return null;
  const before = tokens[span.start - 1];
  return isPossessive(before) || before?.pos === 'PRON' ? null : span;
}

/** "your cultural intelligence, sometimes referred to as cultural competence": the phrase renamed is a term too. */
function renamedBefore(tokens: readonly AnalyzedToken[], comma: number): TokenSpan | null {
  let next = comma + 1;
  const hedged = HEDGES.has(tokens[next]?.lower ?? '');
  if (hedged) next += 1;
  const word = tokens[next]?.lower ?? '';
  // "The medial region, called the isthmus, …": a bare "called" names the term after it, the phrase before is its kind;
  // "X, also called Y" and "X, known as Y" give a term a second name.
  const naming = (NAMING_VERBS.has(word) && hedged) || (word === 'known' && tokens[next + 1]?.lower === 'as') || (word === 'referred' && tokens[next + 1]?.lower === 'to' && tokens[next + 2]?.lower === 'as');
  if (!naming) return null;
  const span = termBefore(tokens, comma);
  return span && !listBefore(tokens, span) && span.end - span.start >= 2 ? span : null;
}

/**
 * "In the most common method, probability sampling, researchers …", "The first of these, pluralist
 * theory, posits …": a compound set between commas right after the noun it renames.
 */
function namingApposition(tokens: readonly AnalyzedToken[], comma: number): TokenSpan | null {
  const start = comma + 1;
  let end = start;
  while (end < tokens.length && (PHRASE_POS.has(tokens[end]!.pos) || isJoiningHyphen(tokens, end)) && !tokens[end]!.stop) end += 1;
  if (end - start < 2 || tokens[end]?.value !== ',' || tokens[end - 1]!.pos !== 'NOUN') return null;
  if (tokens.slice(start, end).some((token) => token.pos === 'PROPN')) return null;
  // "the target markets, marketers use market segmentation, which …": a plural noun before more nouns is a subject and its verb.
  if (tokens.slice(start, end - 2).some(isPluralNoun)) return null;
  const after = tokens[end + 1];
  // "market forces, not governments, …" contrasts; the renamed compound is followed by its clause.
  if (!after || !CLAUSE_OPENING_POS.has(after.pos) || after.lower === 'and' || after.lower === 'or') return null;
  // The noun renamed: "these" after "of", or a noun phrase opened by a determiner.
  const before = tokens[comma - 1];
  if (!before) return null;
  if (before.lower === 'these' && tokens[comma - 2]?.lower === 'of') return { start, end };
  if (before.pos !== 'NOUN') return null;
  for (let i = comma - 2; i >= 0 && i >= comma - 5; i--) {
    const token = tokens[i]!;
    if (NAMING_DETERMINERS.has(token.lower)) return { start, end };
    if (token.pos !== 'ADJ' && token.pos !== 'ADV' && token.pos !== 'NOUN') return null;
  }
  return null;
}

/**
 * "The revocation of voting rights, or disenfranchisement, took …", "A group that we don’t belong to,
 * or an out-group, is …": a description (a phrase with "of" or a relative clause) and then, between
 * commas after "or", the name it goes by.
 */
function nameAfterOr(tokens: readonly AnalyzedToken[], comma: number): TokenSpan | null {
  if (tokens[comma + 1]?.lower !== 'or') return null;
  const start = ARTICLES.has(tokens[comma + 2]?.lower ?? '') ? comma + 3 : comma + 2;
  let end = start;
  // "out-group": a word joined by a hyphen belongs to the name, whatever it is alone.
  const inName = (at: number) => ((tokens[at]!.pos === 'ADJ' || tokens[at]!.pos === 'NOUN') && !tokens[at]!.stop) || isJoiningHyphen(tokens, at) || isJoiningHyphen(tokens, at + 1);
  while (end < tokens.length && end < start + 4 && inName(end)) end += 1;
  if (end === start || tokens[end - 1]!.pos !== 'NOUN' || tokens[end]?.value !== ',') return null;
  const next = tokens[end + 1];
  if (!next || (next.pos !== 'VERB' && next.pos !== 'AUX')) return null;
  // The stretch renamed is the sentence's subject: no list, no verb of its own but inside its relative clause.
  const described = tokens.slice(leadInEnd(tokens), comma);
  if (described.some((token) => token.value === ',')) return null;
  const clause = described.findIndex((token) => RELATIVE_PRONOUNS.has(token.lower));
  const verb = described.findIndex((token) => token.pos === 'VERB' || token.pos === 'AUX');
  if (verb >= 0 && (clause < 0 || verb < clause)) return null;
  return clause >= 0 || described.some((token) => token.lower === 'of') ? { start, end } : null;
}

/**
 * "We call this an excess supply or a surplus.", "… what he calls an issue network that includes …":
 * the name "call" gives a thing just described (a pronoun object) or sets apart by a relative clause.
 */
function namedByCall(tokens: readonly AnalyzedToken[]): TokenSpan[] {
  const spans: TokenSpan[] = [];
  for (let i = 1; i < tokens.length - 2; i++) {
    if (tokens[i]!.lemma !== 'call' || tokens[i]!.lower === 'called' || tokens[i]!.pos !== 'VERB') continue;
    const pointed = CALLED_OBJECTS.has(tokens[i + 1]!.lower);
    const article = pointed ? i + 2 : i + 1;
    if (!ARTICLES.has(tokens[article]?.lower ?? '')) continue;
    const end = readNounPhrase(tokens, article + 1, { allowOf: false, maxWords: MAX_TERM_WORDS, allowArticle: false });
    if (end <= article + 1 || tokens[end - 1]!.pos !== 'NOUN' || !(pointed || RELATIVE_PRONOUNS.has(tokens[end]?.lower ?? ''))) continue;
    spans.push({ start: article + 1, end });
    // "… an excess supply or a surplus": a second name after "or".
    if (tokens[end]?.lower !== 'or' || !ARTICLES.has(tokens[end + 1]?.lower ?? '')) continue;
    const second = readNounPhrase(tokens, end + 2, { allowOf: false, maxWords: MAX_TERM_WORDS, allowArticle: false });
    if (second > end + 2 && tokens[second - 1]!.pos === 'NOUN') spans.push({ start: end + 2, end: second });
  }
  return spans;
}

/** "the concept of telos", "the term scapegoating", "the principle of utility": the phrase the word introduces. */
function namedByTermWord(tokens: readonly AnalyzedToken[]): TokenSpan[] {
  const spans: TokenSpan[] = [];
  for (let i = 1; i < tokens.length - 1; i++) {
    if (!TERM_WORDS.has(tokens[i]!.lower) || tokens[i - 1]!.lower !== 'the') continue;
    let start = i + 1;
    if (tokens[start]?.lower === 'of') start += 1;
    while (start < tokens.length && /^[“"‘']$/.test(tokens[start]!.value)) start += 1;
    if (tokens[start]?.pos === 'DET' || tokens[start]?.pos === 'PROPN') continue;
    const end = readNounPhrase(tokens, start, { allowOf: false, maxWords: MAX_TERM_WORDS, allowArticle: false });
    if (end > start) spans.push(withoutTrailingParenthesis(tokens, { start, end }));
  }
  return spans;
}

/** "According to offensive realism, …", "according to pluralist theory, …": a compound that is a view, not a person or a source. */
function theoryNamed(tokens: readonly AnalyzedToken[]): TokenSpan[] {
  const spans: TokenSpan[] = [];
  for (let i = 0; i < tokens.length - 3; i++) {
    if (tokens[i]!.lower !== 'according' || tokens[i + 1]!.lower !== 'to') continue;
    const start = i + 2;
    let end = start;
    while (end < tokens.length && (PHRASE_POS.has(tokens[end]!.pos) || isJoiningHyphen(tokens, end)) && tokens[end]!.pos !== 'PROPN') end += 1;
    if (end - start >= 2 && tokens[end]?.value === ',' && tokens[end - 1]!.pos === 'NOUN' && !tokens[end - 1]!.stop) spans.push({ start, end });
  }
  return spans;
}

function withoutTrailingParenthesis(tokens: readonly AnalyzedToken[], span: TokenSpan): TokenSpan {
  if (tokens[span.end - 1]?.value !== ')') return span;
  const open = lastIndexBefore(tokens, span.end - 1, '(', span.start);
  return open < 0 ? span : { start: span.start, end: open };
}

/**
 * The adjective/noun run of at most MAX_TERM_WORDS words ending on a noun right before `end`,
 * with hyphenated parts ("in-group bias", "zero-sum game"); null when there is none.
 */
function termBefore(tokens: readonly AnalyzedToken[], end: number): TokenSpan | null {
  const head = tokens[end - 1];
  // "random digit dialing": a gerund after a noun or adjective heads a compound too.
  const gerund = head?.pos === 'VERB' && /ing$/.test(head.lower) && ['NOUN', 'ADJ'].includes(tokens[end - 2]?.pos ?? '');
  if (!head || (head.pos !== 'NOUN' && !gerund) || head.stop || !/\p{L}{2,}/u.test(head.value)) return null;
  let start = end - 1;
  let words = 1;
  while (start > 0 && words < MAX_TERM_WORDS) {
    if (isJoiningHyphen(tokens, start - 1) && /\p{L}/u.test(tokens[start - 2]!.value)) {
      start -= 2;
      words += 1;
      continue;
    }
    const previous = tokens[start - 1]!;
    if (!PHRASE_POS.has(previous.pos) || previous.stop || previous.pos === 'PROPN' || (start - 1 > 0 && /^\p{Lu}/u.test(previous.value))) break;
    // "representative governments favor majority rule: …": a plural noun followed by two more nouns is a subject and
    // its verb, read as a noun by the tagger; the term starts after them.
    if (isPluralNoun(previous) && end - start >= 2) {
      start += 1;
      break;
    }
    start -= 1;
    words += 1;
  }
  return { start, end };
}

/** A phrase that is the last item of a list ("apples, pears, and plums: …") is no glossed term. */
function listBefore(tokens: readonly AnalyzedToken[], span: TokenSpan): boolean {
  const before = tokens[span.start - 1];
  // "In contrast, hyperthyroidism—…": the comma of an opening lead-in starts no list.
  if (before?.value === ',' && leadInEnd(tokens) === span.start) return false;
  return before !== undefined && (before.value === ',' || before.lower === 'and' || before.lower === 'or');
}

/** "the white primary: primary elections in which only …": a bare plural kind and the clause that sets the term apart. */
function bareKindFollows(tokens: readonly AnalyzedToken[], from: number): boolean {
  let end = from;
  while (end < tokens.length && end < from + 3 && (tokens[end]!.pos === 'ADJ' || tokens[end]!.pos === 'NOUN') && !tokens[end]!.stop) end += 1;
  if (end === from || !(isPluralNoun(tokens[end - 1]!) || IRREGULAR_PLURALS.has(tokens[end - 1]!.lower))) return false;
  const next = tokens[end]?.lower;
  return next === 'that' || next === 'who' || next === 'whose' || (next === 'in' && tokens[end + 1]?.lower === 'which');
}

/** "in their systems, which are …": a noun a possessive or a demonstrative owns is a thing of the example, not a term. */
function isPossessive(token: AnalyzedToken | undefined): boolean {
  return token !== undefined && (DEMONSTRATIVES.has(token.lower) || POSSESSIVES.has(token.lower));
}
