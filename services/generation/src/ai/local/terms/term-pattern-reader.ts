import type { AnalyzedSentence, AnalyzedToken, TokenSpan } from '../analysis/analyzed-corpus.js';
import { isDoctrine } from '../analysis/key-phrase-extractor.js';
import { isHyphenBound, isHyphenatedVerb, isJoiningHyphen } from '../analysis/noun-phrase-reader.js';
import { leadInEnd } from '../facts/definition-fact-extractor.js';

const MAX_TERM_WORDS = 4;
const MAX_SUBJECT_WORDS = 5;
/**
 * What follows a term that opens its defining sentence: "X refers to", "X occurs when", "X describes",
 * "X is marked by", "X can be described as", "X differs from Y in …".
 */
const DEFINING_VERB = /^(?:refers? to|(?:occurs?|happens?|exists?|arises?) (?:when|if|whenever)|describes?|means|involves?|(?:states?|holds?) that|(?:is|are) (?:marked|characterized|characterised|defined|identified|described) (?:by|as)|(?:can|may) (?:best )?be (?:defined|described|characterized|characterised) as|differs? from|(?:is|are) (?:an?|the|one|another) |are those (?:who|that|which|within|in|with)\b|(?:is|are) (?:the )?(?:term|name|word) for)/i;
/** What a doctrine, theory or critique named at a sentence's opening does: "Classical liberalism believes in …", "The elite critique suggests …". */
const DOCTRINE_VERB = /^(?:believes|promotes|supports|suggests|argues|holds|maintains|emphasi[sz]es|assumes|claims|rejects|focuses on|stresses|contends)\b/i;
/** A kind of at most three words and the relative clause that sets a single-word term apart: "(a) substance that will …". */
const GENUS_CLAUSE = /^(?:[\p{L}-]+ ){0,2}[\p{L}-]+ (?:that|which|who|whose|in which|by which)\b/iu;
/** Words that open an adverbial clause or phrase before a comma: "While …,", "Instead of …,", "To clarify …,". */
const ADVERBIAL_OPENERS: ReadonlySet<string> = new Set(['while', 'because', 'if', 'when', 'whenever', 'although', 'though', 'since', 'unless', 'whereas', 'instead', 'unlike', 'to', 'after', 'before', 'once', 'as']);
/** Marks that end a stretch of a sentence as a comma does. */
const GLOSS_BREAKS: ReadonlySet<string> = new Set([';', ':', '—', '–', '(', ')']);
const PHRASE_POS: ReadonlySet<string> = new Set(['ADJ', 'NOUN', 'PROPN']);
/** "… refer to the building blocks of a business as the factors …": an "as" that introduces a name (not "such as", "as well as"). */
const NAMING_AS = /^[^,;]{0,80}?(?<!\bsuch |\bwell |\bas )\bas (?!well\b|if\b|though\b|long\b|much\b|soon\b|a result\b|part\b)/i;
/** "Gold is a good conductor …", "Holding money is a much easier way …": a definiens that judges describes its subject, it does not define a term. */
const JUDGING_DEFINIENS = /^(?:an?|the)\s+(?:(?:very|much|far|really)\s+)?(?:good|great|bad|poor|better|worse|best|worst|easier|harder|excellent|perfect|useful|important)\b/i;
/** "North Korea is an example of …", "… is another example": a complement that cites its subject as a case of something. */
const EXAMPLE_COMPLEMENT = /^(?:an?|one|another|the|a good|a classic|a famous)\s+(?:(?:good|classic|famous|common|typical|well-known)\s+)?(?:example|instance|illustration|case)\b/i;
const TERM_WORDS: ReadonlySet<string> = new Set(['term', 'concept', 'notion', 'word', 'phrase']);
/** Openings that set the case the sentence goes on to describe: "In a monarchy, …", "Under totalitarianism, …". */
const FRAMING_PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'under']);
/** Modifiers that compare or count rather than name a kind: "higher price", "other groups", "new cells". */
const PASSING_MODIFIERS: ReadonlySet<string> = new Set([
  'higher', 'lower', 'larger', 'smaller', 'greater', 'bigger', 'new', 'old', 'older', 'other', 'different', 'same', 'many', 'few', 'more', 'less', 'several', 'first', 'second', 'third', 'last', 'next', 'own', 'such', 'certain', 'various', 'most', 'some', 'each', 'every', 'all', 'any',
  // Words that pick out a case in passing: "the cell's entire genome, the …" glosses "genome".
  'entire', 'whole', 'particular', 'specific', 'typical', 'given',
]);

/** An abbreviation as written: two to six capitals, a plural "s" at most ("IMFs", "SCN"). */
export const ABBREVIATION = /^\p{Lu}{2,6}s?$/u;

/**
 * "gross domestic product (GDP)", "neutral stimulus (NS)": a noun phrase followed by the
 * abbreviation of its own words in parentheses is a term the text names for later use.
 */
export function abbreviatedTerms(sentence: AnalyzedSentence): TokenSpan[] {
  const tokens = sentence.tokens;
  const spans: TokenSpan[] = [];
  for (let open = 1; open + 2 < tokens.length; open++) {
    if (tokens[open]!.value !== '(' || tokens[open + 2]!.value !== ')') continue;
    const letters = tokens[open + 1]!.value;
    if (!ABBREVIATION.test(letters)) continue;
    const initials = letters.replace(/s$/, '').toLowerCase();
    const span = phraseBefore(tokens, open, initials.length + 1);
    if (!span) continue;
    const words = tokens.slice(span.start, span.end).filter((token) => /\p{L}/u.test(token.value));
    // The longest run of the phrase's last words that the letters abbreviate: the first word's
    // initial first, then the rest in order ("unconditioned stimulus" UCS, "suprachiasmatic nucleus" SCN).
    const first = words.findIndex((word, index) => word.lower[0] === initials[0] && words.length - index <= initials.length && isSubsequence(initials, words.slice(index).map((token) => token.lower).join('')));
    if (first >= 0) spans.push({ start: tokens.indexOf(words[first]!), end: span.end });
  }
  return spans;
}

/**
 * "histology, the microscopic study of tissue", "the perichondrium, a membrane that covers the
 * cartilage": a common noun phrase glossed by an apposition that opens with an article and names
 * its kind. Not an item of a list ("A, B, and C") and not a name ("Howard Gardner, a psychologist").
 */
export function appositiveTerms(sentence: AnalyzedSentence): TokenSpan[] {
  const tokens = sentence.tokens;
  const spans: TokenSpan[] = [];
  for (let comma = 1; comma + 2 < tokens.length; comma++) {
    if (tokens[comma]!.value !== ',') continue;
    const article = tokens[comma + 1]!.lower;
    if (article !== 'a' && article !== 'an' && article !== 'the') continue;
    if (!glossesKind(tokens, comma + 2)) continue;
    const span = phraseBefore(tokens, comma, MAX_TERM_WORDS);
    // "… was Confucianism, a philosophical system that …": a capitalised doctrine is a term like "utilitarianism", not a name.
    if (!span || (tokens[span.end - 1]!.pos !== 'NOUN' && !(span.end - span.start === 1 && isDoctrine(tokens[span.start]!.value)))) continue;
    const before = tokens[span.start - 1];
    if (before && (before.value === ',' || before.lower === 'and' || before.lower === 'or' || before.value === '(')) continue;
    // "In recent decades, the ratio …", "In a zero-sum game, a state …": the phrase of an opening lead-in is no term the comma glosses.
    if (leadInEnd(tokens) === comma + 1) continue;
    // "Because … on the horizontal axis, the demand curve …", "In rule-by-law regimes, the government …": the comma
    // closes an opening clause or phrase and the main clause's subject follows, no apposition.
    if (closesAdverbial(tokens, comma)) continue;
    // "the elation of achieving a goal, the joy of …, and the comfort …": the apposition is the next item of a list.
    if (listGoesOn(tokens, comma + 1)) continue;
    // "… in 1911, a group …": a list or an aside opened earlier in the sentence ends here, no apposition.
    if (tokens.slice(comma + 2).findIndex((token) => token.lower === 'and' || token.value === ',') === 1) continue;
    spans.push(span);
  }
  return spans;
}

/**
 * "In a monarchy, one ruler … holds political power", "In a closed primary, only members … may
 * vote", "Under totalitarianism, the government …": an opening "In a/an X," or "Under X," whose
 * phrase is a common noun phrase names the kind of thing the rest of the sentence describes, how
 * notes and textbooks introduce each of several kinds. "In the United States," names a place (the
 * article is definite), "In recent decades," a time (no article after "in"), and an opening that is
 * more than a noun phrase ("In a system in which …,") is none.
 */
export function framingOpenings(sentence: AnalyzedSentence): TokenSpan[] {
  const tokens = sentence.tokens;
  const preposition = tokens[0]?.lower ?? '';
  if (!FRAMING_PREPOSITIONS.has(preposition)) return [];
  const article = tokens[1]?.lower;
  const start = article === 'a' || article === 'an' ? 2 : preposition === 'under' ? 1 : -1;
  if (start < 0) return [];
  const comma = tokens.findIndex((token, index) => index > start && (token.value === ',' || index > start + 2 * MAX_TERM_WORDS));
  if (comma < 0 || tokens[comma]!.value !== ',' || comma + 3 > tokens.length) return [];
  const span = phraseBefore(tokens, comma, MAX_TERM_WORDS);
  if (!span || span.start !== start || tokens[span.end - 1]!.pos !== 'NOUN') return [];
  return [span];
}

/**
 * "two components: crystallized intelligence and fluid intelligence", "public interest groups,
 * single-issue groups, civil rights groups, and ideological groups": compounds coordinated in one
 * list that share their head noun are kinds the text sets side by side.
 */
export function coordinatedKinds(sentence: AnalyzedSentence): TokenSpan[] {
  const tokens = sentence.tokens;
  const phrases: TokenSpan[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (!PHRASE_POS.has(tokens[i]!.pos)) {
      i += 1;
      continue;
    }
    let end = i;
    while (end < tokens.length && (PHRASE_POS.has(tokens[end]!.pos) || isJoiningHyphen(tokens, end))) end += 1;
    let last = end;
    while (last > i && tokens[last - 1]!.pos !== 'NOUN') last -= 1;
    if (last > i) phrases.push({ start: i, end: last });
    i = end;
  }
  const kinds: TokenSpan[] = [];
  let list: TokenSpan[] = [];
  const close = () => {
    const heads = new Map<string, TokenSpan[]>();
    for (const phrase of list) {
      if (phrase.end - phrase.start < 2 || PASSING_MODIFIERS.has(tokens[phrase.start]!.lower) || tokens[phrase.start]!.pos === 'PROPN') continue;
      const head = tokens[phrase.end - 1]!.lemma;
      heads.set(head, [...(heads.get(head) ?? []), phrase]);
    }
    for (const same of heads.values()) if (same.length >= 2) kinds.push(...same.map(trimmed));
    list = [];
  };
  const trimmed = (span: TokenSpan): TokenSpan => {
    let start = span.start;
    while (span.end - start > MAX_TERM_WORDS) start += 1;
    return { start, end: span.end };
  };
  phrases.forEach((phrase, index) => {
    const previous = phrases[index - 1];
    if (previous && !coordinates(tokens.slice(previous.end, phrase.start))) close();
    list.push(phrase);
  });
  close();
  return kinds;
}

function isSubsequence(letters: string, text: string): boolean {
  let at = 0;
  for (const letter of letters) {
    at = text.indexOf(letter, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/** What may stand between two items of one list: ",", "and", "or", ", and", ", or". */
function coordinates(between: readonly AnalyzedToken[]): boolean {
  const words = between.map((token) => token.lower).join(' ');
  return words === ',' || words === 'and' || words === 'or' || words === ', and' || words === ', or';
}

/**
 * Whether the stretch before `comma` (from the sentence's start or the comma before) is an adverbial
 * clause or phrase: it opens with a preposition, a subordinator, an infinitive's "to" or a participle
 * ("While …", "Instead of …", "at any price", "Surrounded by …", "To clarify …").
 */
function closesAdverbial(tokens: readonly AnalyzedToken[], comma: number): boolean {
  let from = comma - 1;
  while (from > 0 && tokens[from - 1]!.value !== ',' && !GLOSS_BREAKS.has(tokens[from - 1]!.value)) from -= 1;
  // "…, and as a result, the world …": a coordinator before the opening word is no part of it.
  if (tokens[from]?.pos === 'CCONJ' && from + 1 < comma) from += 1;
  const first = tokens[from];
  if (!first) return false;
  if (first.pos === 'ADP' || first.pos === 'SCONJ' || ADVERBIAL_OPENERS.has(first.lower)) return true;
  return from === 0 && first.pos === 'VERB' && /(?:ed|ing)$/.test(first.lower);
}

/** Whether the stretch from `from` to the next comma is followed by ", and"/", or": an item of a list, no apposition. */
function listGoesOn(tokens: readonly AnalyzedToken[], from: number): boolean {
  for (let i = from; i < tokens.length - 1; i++) {
    if (GLOSS_BREAKS.has(tokens[i]!.value)) return false;
    if (tokens[i]!.value === ',') return tokens[i + 1]!.lower === 'and' || tokens[i + 1]!.lower === 'or';
  }
  return false;
}

/** An apposition that names a kind: an optional adjective or two, then a noun. */
function glossesKind(tokens: readonly AnalyzedToken[], from: number): boolean {
  for (let i = from; i < tokens.length && i < from + 3; i++) {
    if (tokens[i]!.pos === 'NOUN') return true;
    if (tokens[i]!.pos !== 'ADJ' && tokens[i]!.pos !== 'ADV') return false;
  }
  return false;
}

/** The adjective/noun run of at most `maxWords` words ending right before `end` on a noun, or null. */
function phraseBefore(tokens: readonly AnalyzedToken[], end: number, maxWords: number): TokenSpan | null {
  const head = tokens[end - 1];
  if (!head || (head.pos !== 'NOUN' && head.pos !== 'PROPN') || head.stop) return null;
  let start = end - 1;
  let words = 1;
  while (start > 0 && words < maxWords) {
    const previous = tokens[start - 1]!;
    if (isJoiningHyphen(tokens, start - 1)) {
      start -= 1;
      // "zero-sum game", "in-group bias": the word before the hyphen is part of the compound.
      if (isHyphenBound(tokens, start - 1)) {
        start -= 1;
        words += 1;
      }
      continue;
    }
    // "an emulsifying agent, a substance …": a participle between an article and the noun modifies it.
    const participle = previous.pos === 'VERB' && /ing$/.test(previous.lower) && tokens[start - 2]?.pos === 'DET';
    if ((!PHRASE_POS.has(previous.pos) && !participle) || previous.stop || PASSING_MODIFIERS.has(previous.lower)) break;
    start -= 1;
    words += 1;
  }
  while (tokens[start]?.value === '-') start += 1;
  return start < end ? { start, end } : null;
}

/**
 * "Anchoring bias refers to our tendency …", "Begging the question occurs when …", "In contrast,
 * convergent thinking describes …", "Creative intelligence is marked by …": the noun phrase that
 * opens a sentence (after a lead-in, a gerund or hyphenated modifier and one "of" allowed) and is
 * followed by a defining verb. A single word only before a verb other than "is/are a …".
 */
export function definingOpenings(sentence: AnalyzedSentence): TokenSpan[] {
  const tokens = sentence.tokens;
  let start = leadInEnd(tokens);
  if (tokens[start]?.pos === 'DET') {
    if (!['a', 'an', 'the'].includes(tokens[start]!.lower)) return [];
    start += 1;
    // "The term politics refers to …": the word that announces the term is no part of it.
    if (TERM_WORDS.has(tokens[start]?.lower ?? '') && PHRASE_POS.has(tokens[start + 1]?.pos ?? '')) start += 1;
  }
  let end = start;
  let words = 0;
  let ofUsed = false;
  while (end < tokens.length && words <= MAX_SUBJECT_WORDS) {
    const token = tokens[end]!;
    const next = tokens[end + 1];
    const gerund = end === start && token.pos === 'VERB' && /(?:ing|ed)$/.test(token.lower) && next !== undefined && (next.pos === 'NOUN' || next.pos === 'ADJ');
    if (PHRASE_POS.has(token.pos) || gerund || isHyphenatedVerb(tokens, end) || isGerundHead(tokens, end, start) || (isHyphenBound(tokens, end) && isJoiningHyphen(tokens, end + 1))) {
      words += 1;
      end += 1;
    } else if (isJoiningHyphen(tokens, end)) end += 1;
    // "balance of power", "barriers to entry", "appeal to ignorance": one "of", or one "to" before a noun (not an infinitive).
    else if (!ofUsed && (token.lower === 'of' || (token.lower === 'to' && next?.pos === 'NOUN')) && end > start && tokens[end - 1]!.pos === 'NOUN') {
      ofUsed = true;
      end += tokens[end + 1]?.pos === 'DET' ? 2 : 1;
      words += 1;
    } else break;
  }
  while (end > start && tokens[end - 1]!.pos !== 'NOUN' && tokens[end - 1]!.pos !== 'PROPN' && !isGerundHead(tokens, end - 1, start)) end -= 1;
  if (end <= start || words > MAX_SUBJECT_WORDS || tokens.slice(start, end).every((token) => token.pos === 'PROPN' && token.start > 0)) return [];
  if (tokens[end - 1]!.lower === 'of' || tokens[end - 1]!.pos === 'DET') return [];
  // "An elastic demand or elastic supply is one in which …": two compounds sharing the definition are both defined.
  const second = tokens[end]?.lower === 'or' ? secondSubject(tokens, end + 1) : null;
  if (second && end - start >= 2) {
    const after = sentence.text.slice(tokens[second.end]?.start ?? sentence.text.length);
    return /^(?:is|are) (?:an?|one|the) /i.test(after) ? [{ start, end }, second] : [];
  }
  const rest = sentence.text.slice(tokens[end]?.start ?? sentence.text.length);
  const single = tokens.slice(start, end).filter((token) => /\p{L}/u.test(token.value)).length === 1;
  // A doctrine is a compound ("traditional conservatism") or a word in -ism ("fascism"); "Research suggests …" names none.
  if (DOCTRINE_VERB.test(rest)) return !single || /ism$/.test(tokens[end - 1]!.lower) ? [{ start, end }] : [];
  const verb = DEFINING_VERB.exec(rest);
  if (!verb) return [];
  // "Economists refer to the building blocks … as the factors of production": the subject names who refers, the term follows "as".
  if (/^(?:refers? to|describes?)\b/i.test(verb[0]) && NAMING_AS.test(rest.slice(verb[0].length))) return [];
  // "North Korea is an example of …", "Socioeconomic status is an important predictor …": the sentence cites or judges its subject.
  if (/^(?:is|are) /i.test(verb[0]) && onlyDescribes(rest.slice(rest.search(/\s/) + 1))) return [];
  // "The skin is an organ …" describes; "A base is a substance that will dissolve …" defines by kind and difference.
  if (single && /^(?:is|are) (?:an?|the|one) $/i.test(verb[0]) && !GENUS_CLAUSE.test(rest.slice(verb[0].length))) return [];
  return [{ start, end }];
}

/** The compound of two to MAX_TERM_WORDS adjectives and nouns from `from`, ending on a noun, or null. */
function secondSubject(tokens: readonly AnalyzedToken[], from: number): TokenSpan | null {
  let end = from;
  while (end < tokens.length && end - from < MAX_TERM_WORDS && (tokens[end]!.pos === 'ADJ' || tokens[end]!.pos === 'NOUN') && !tokens[end]!.stop) end += 1;
  return end - from >= 2 && tokens[end - 1]!.pos === 'NOUN' ? { start: from, end } : null;
}

/** "Divergent thinking can be described as …": an -ing word after an adjective opening the sentence heads its compound. */
function isGerundHead(tokens: readonly AnalyzedToken[], at: number, start: number): boolean {
  const token = tokens[at];
  return at === start + 1 && token !== undefined && token.pos === 'VERB' && /ing$/.test(token.lower) && tokens[start]!.pos === 'ADJ';
}

/** A definiens that judges its subject ("a good conductor …") or cites it as a case ("an example of …"): it defines no term. */
export function onlyDescribes(definiens: string): boolean {
  return JUDGING_DEFINIENS.test(definiens) || EXAMPLE_COMPLEMENT.test(definiens);
}
