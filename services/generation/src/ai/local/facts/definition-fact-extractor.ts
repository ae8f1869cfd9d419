import type { AnalyzedSentence, AnalyzedToken, TokenSpan } from '../analysis/analyzed-corpus.js';
import { spanText } from '../analysis/analyzed-corpus.js';
import { ARTICLES, countWords, readNounPhrase } from '../analysis/noun-phrase-reader.js';
import { contentEnd } from '../analysis/text-formatter.js';
import { condenseAnswer } from './answer-condenser.js';
import type { FactContext } from './fact-context.js';
import type { DefinitionFact, TermForm } from './study-fact.js';
import { termForm } from './term-form-builder.js';

/** Subjects that point back to something said before ("This process is …") cannot stand alone. */
const ANAPHORIC: ReadonlySet<string> = new Set([
  'this', 'these', 'that', 'those', 'such', 'it', 'its', 'they', 'their', 'he', 'she', 'his', 'her', 'both', 'each', 'another', 'other', 'others', 'some', 'many', 'most', 'which', 'we', 'you', 'one',
]);
/** Heads too vague to be a term on their own ("The result is …"). */
const VAGUE_HEADS: ReadonlySet<string> = new Set([
  'process', 'result', 'thing', 'way', 'step', 'reason', 'answer', 'problem', 'example', 'type', 'part', 'idea', 'fact', 'first', 'second', 'last', 'main', 'goal', 'purpose', 'aim', 'key', 'difference', 'same', 'rest',
]);
/** Complement heads that do not define ("X is an example of …", "X is part of …"). */
const WEAK_COMPLEMENT_HEADS: ReadonlySet<string> = new Set(['example', 'part', 'result', 'way', 'thing', 'reason', 'one', 'key', 'lot', 'number', 'case', 'matter']);
const WH_WORDS: ReadonlySet<string> = new Set(['how', 'what', 'why', 'when', 'where', 'who', 'which', 'whether']);
const GLOSSARY_SEPARATORS: ReadonlySet<string> = new Set([':', '–', '—']);
/** Words that label a line rather than name a term ("Note: The convention is …", "Answer: 4.2 g"). */
const LINE_LABELS: ReadonlySet<string> = new Set(['note', 'notes', 'hint', 'tip', 'remember', 'warning', 'caution', 'example', 'answer', 'solution', 'check', 'question', 'summary', 'source', 'credit', 'step', 'reminder', 'important']);
const MAX_TERM_WORDS = 6;
const MAX_DESCRIPTION_WORDS = 20;
const KIND_WEIGHT = 1;

/**
 * Definitions: "X is/are a Y …", "X refers to Y", "X means Y", "X is defined as Y", "Y is called X",
 * glossary lines "X: Y" and appositives "X, a Y, …".
 */
export function extractDefinitions(sentence: AnalyzedSentence, context: FactContext): DefinitionFact[] {
  const tokens = sentence.tokens;
  if (tokens.length > 70) return [];
  const end = contentEnd(tokens);
  const found = glossary(sentence, end, context) ?? called(sentence, end, context) ?? namedAfterDescription(sentence, end, context);
  if (found) return [found];
  const start = leadInEnd(tokens);
  const subjectEnd = readNounPhrase(tokens, start, { maxWords: MAX_TERM_WORDS });
  const relative = relativeDefinition(sentence, end, context);
  if (subjectEnd < 0 || !isStandaloneSubject(tokens, start, subjectEnd)) return relative ? [relative] : [];
  const results: DefinitionFact[] = relative ? [relative] : [];
  const appositive = appositiveDefinition(sentence, start, subjectEnd, context);
  if (appositive) results.push(appositive);
  const copular = copularDefinition(sentence, start, subjectEnd, end, context);
  if (copular) results.push(copular);
  return results;
}

function copularDefinition(sentence: AnalyzedSentence, start: number, subjectEnd: number, end: number, context: FactContext): DefinitionFact | null {
  const tokens = sentence.tokens;
  const verb = tokens[subjectEnd];
  if (!verb) return null;
  let relation: DefinitionFact['relation'];
  let complement: number;
  let plural: boolean | undefined;
  if (verb.pos === 'AUX' && (verb.lower === 'was' || verb.lower === 'were')) {
    // History defines in the past tense ("The populares were politicians who sought …"): only by a kind and a clause that
    // sets it apart, and not a name ("The Romans were a people who …" tells of a people, it defines no term).
    if (tokens.slice(start, subjectEnd).every((token) => token.pos === 'PROPN' || token.pos === 'DET')) return null;
    plural = verb.lower === 'were';
    relation = 'is';
    complement = subjectEnd + 1;
    const phraseEnd = readNounPhrase(tokens, complement, { maxWords: 6 });
    if (phraseEnd < 0 || !definesByNoun(tokens, complement, phraseEnd) || !RELATIVE_PRONOUNS.has(tokens[phraseEnd]?.lower ?? '')) return null;
    if (!opensDescription(tokens[complement])) return null;
  } else if (verb.pos === 'AUX' && (verb.lower === 'is' || verb.lower === 'are')) {
    plural = verb.lower === 'are';
    complement = subjectEnd + 1;
    if (tokens[complement]?.lower === 'also') complement += 1;
    if (tokens[complement]?.lower === 'defined' && tokens[complement + 1]?.lower === 'as') {
      relation = 'defined-as';
      complement += 2;
    } else {
      relation = 'is';
      const phraseEnd = readNounPhrase(tokens, complement, { maxWords: 8 });
      if (!opensOneWhich(tokens, complement) && (phraseEnd < 0 || !definesByNoun(tokens, complement, phraseEnd))) return null;
    }
    if (!opensDescription(tokens[complement])) return null;
  } else if (verb.lemma === 'refer' && tokens[subjectEnd + 1]?.lower === 'to' && namingAsAfter(tokens, subjectEnd + 2) < 0) {
    relation = 'refers-to';
    complement = subjectEnd + 2;
  } else if (verb.lemma === 'mean' && verb.pos === 'VERB' && verb.lower !== 'meant' && (verb.lower !== 'mean' || tokens[subjectEnd + 1]?.lower === 'that')) {
    // "Happy customers mean repeat business": a plural subject's "mean" says what follows from it, unless "mean that".
    relation = 'means';
    complement = subjectEnd + 1;
  } else {
    return null;
  }
  const term = termForm(sentence, { start, end: subjectEnd }, context.corpus.casing, plural);
  return term ? definition(sentence, term, { start: complement, end }, relation, context) : null;
}

/** "Osmosis: the diffusion of water …" (also with an en or em dash). */
function glossary(sentence: AnalyzedSentence, end: number, context: FactContext): DefinitionFact | null {
  const tokens = sentence.tokens;
  const separator = tokens.findIndex((token, index) => index > 0 && index <= 7 && (token.value === '–' ? isSpaced(tokens, index) : GLOSSARY_SEPARATORS.has(token.value) || isSpacedHyphen(tokens, index)));
  if (separator < 0) return null;
  const termEnd = readNounPhrase(tokens, 0, { maxWords: 5 });
  if (termEnd !== separator || !isStandaloneSubject(tokens, 0, termEnd)) return null;
  if (termEnd === 1 && LINE_LABELS.has(tokens[0]!.lower)) return null;
  // "Opponent: Clearly, we can reject …": a speaker's words, not a description.
  if (!opensDescription(tokens[separator + 1]) || tokens[separator + 2]?.value === ',') return null;
  const term = termForm(sentence, { start: 0, end: termEnd }, context.corpus.casing);
  return term ? definition(sentence, term, { start: separator + 1, end }, 'glossary', context) : null;
}

/** "The movement of water … is called osmosis." — the term comes last. */
function called(sentence: AnalyzedSentence, end: number, context: FactContext): DefinitionFact | null {
  const tokens = sentence.tokens;
  for (let i = 2; i < end - 1; i++) {
    const aux = tokens[i - 1]!;
    const word = tokens[i]!;
    if (aux.pos !== 'AUX' || (aux.lower !== 'is' && aux.lower !== 'are')) continue;
    const named = word.lower === 'called' || word.lower === 'termed' ? i + 1 : word.lower === 'known' && tokens[i + 1]?.lower === 'as' ? i + 2 : -1;
    if (named < 0) continue;
    const termEnd = readNounPhrase(tokens, named, { maxWords: 4, allowOf: false });
    if (termEnd !== end && !closesClause(tokens, termEnd)) return null;
    const subject = { start: leadInEnd(tokens), end: i - 1 };
    if (!isDescription(tokens, subject.start, subject.end)) return null;
    const term = termForm(sentence, { start: named, end: termEnd }, context.corpus.casing, aux.lower === 'are');
    return term ? definition(sentence, term, subject, 'called', context) : null;
  }
  return null;
}

/**
 * "A reaction or change that absorbs heat is an endothermic process.", "Acids that completely react
 * with water are strong acids.": a generic description set apart by a relative clause, then the
 * name of its kind closing the sentence.
 */
function namedAfterDescription(sentence: AnalyzedSentence, end: number, context: FactContext): DefinitionFact | null {
  const tokens = sentence.tokens;
  const start = leadInEnd(tokens);
  const generic = tokens[start]?.lower === 'a' || tokens[start]?.lower === 'an';
  for (let i = start + 3; i < end - 1; i++) {
    const be = tokens[i]!;
    if (be.pos !== 'AUX' || (be.lower !== (generic ? 'is' : 'are'))) continue;
    const named = generic ? i + 2 : i + 1;
    if (generic && !ARTICLES.has(tokens[i + 1]?.lower ?? '')) return null;
    if (!generic && (tokens[start]!.pos !== 'NOUN' || tokens[start]!.lower === tokens[start]!.lemma)) return null;
    const termEnd = readNounPhrase(tokens, named, { maxWords: 4, allowOf: false, allowArticle: false });
    if (termEnd !== end || !definesByNoun(tokens, named, termEnd) || (termEnd - named === 1 && VAGUE_HEADS.has(tokens[named]!.lemma))) return null;
    const subject = { start, end: i };
    const setApart = tokens.slice(start + 1, i).some((token) => RELATIVE_PRONOUNS.has(token.lower));
    if (!setApart || !isDescription(tokens, subject.start, subject.end)) return null;
    const term = termForm(sentence, { start: named, end: termEnd }, context.corpus.casing, !generic);
    return term ? definition(sentence, term, subject, 'called', context) : null;
  }
  return null;
}

/** Clauses joined after a name: "… are called strong acids, and HCl is one of …", "… is called osmosis; it …". */
const NEXT_CLAUSE: ReadonlySet<string> = new Set(['and', 'but', 'while', 'whereas', 'so']);

/** The name at `at` closes its clause: another clause follows after ", and …" or ";". */
function closesClause(tokens: readonly AnalyzedToken[], at: number): boolean {
  const mark = tokens[at]?.value;
  if (mark === ';') return true;
  return mark === ',' && NEXT_CLAUSE.has(tokens[at + 1]?.lower ?? '') && tokens.slice(at + 2).some((token) => token.pos === 'VERB' || token.pos === 'AUX');
}

/**
 * "… a meta-analysis, which is a study that combines the results of many related studies, …", "… a
 * convenience sample, which, as the name suggests, is a sample based on convenience …": a term set off
 * with its article and glossed by ", which is a/an …" anywhere in the sentence (not at its opening,
 * which the copular and appositive readings take).
 */
function relativeDefinition(sentence: AnalyzedSentence, end: number, context: FactContext): DefinitionFact | null {
  const tokens = sentence.tokens;
  for (let comma = 3; comma < end - 3; comma++) {
    if (tokens[comma]!.value !== ',' || tokens[comma + 1]?.lower !== 'which') continue;
    let verb = comma + 2;
    // ", which, as the name suggests, is …": an aside between "which" and its verb.
    if (tokens[verb]?.value === ',') {
      const close = tokens.findIndex((token, index) => index > verb && index <= verb + 7 && token.value === ',');
      if (close < 0) continue;
      verb = close + 1;
    }
    const be = tokens[verb];
    const article = tokens[verb + 1];
    if (!be || (be.lower !== 'is' && be.lower !== 'are') || !article || (article.lower !== 'a' && article.lower !== 'an')) continue;
    let start = comma;
    while (start > 0 && start > comma - 4 && (['NOUN', 'ADJ', 'PROPN'].includes(tokens[start - 1]!.pos) || tokens[start - 1]!.value === '-')) start -= 1;
    // The article in front marks where the term starts ("a convenience sample"); a number, a possessive or "of" would not.
    if (start === comma || start < 2 || tokens[start - 1]!.pos !== 'DET' || !ARTICLES.has(tokens[start - 1]!.lower) || tokens[start]!.value === '-') continue;
    if (!tokens.slice(start, comma).some((token) => token.pos === 'NOUN')) continue;
    const close = tokens.findIndex((token, index) => index > verb + 1 && token.value === ',');
    const term = termForm(sentence, { start: start - 1, end: comma }, context.corpus.casing, be.lower === 'are');
    if (!term || term.proper) continue;
    return definition(sentence, term, { start: verb + 1, end: close < 0 ? end : close }, 'is', context);
  }
  return null;
}

/**
 * "Economists refer to the building blocks of a business as the factors of production": where the name
 * after a naming "as" starts, within ten words of `from` and no comma between (not "such as", "as well as"); or -1.
 */
export function namingAsAfter(tokens: readonly AnalyzedToken[], from: number): number {
  for (let i = from; i < tokens.length && i <= from + 10; i++) {
    if (tokens[i]!.value === ',' || tokens[i]!.value === ';') return -1;
    if (isNamingAs(tokens, i)) return i + 1;
  }
  return -1;
}

/** "… the building blocks of a business as the factors …": an "as" between a noun and the name. */
function isNamingAs(tokens: readonly AnalyzedToken[], at: number): boolean {
  const before = tokens[at - 1];
  const after = tokens[at + 1];
  return tokens[at]?.lower === 'as' && before !== undefined && ['NOUN', 'PROPN', 'PRON'].includes(before.pos) && after !== undefined && (['DET', 'ADJ', 'NOUN'].includes(after.pos) || /^[“"]$/.test(after.value));
}

/** "Chlorophyll, a green pigment found in …, absorbs …" */
function appositiveDefinition(sentence: AnalyzedSentence, start: number, subjectEnd: number, context: FactContext): DefinitionFact | null {
  const tokens = sentence.tokens;
  if (tokens[subjectEnd]?.value !== ',') return null;
  const opener = tokens[subjectEnd + 1];
  if (!opener || opener.pos !== 'DET' || (opener.lower !== 'a' && opener.lower !== 'an')) return null;
  const close = tokens.findIndex((token, index) => index > subjectEnd + 1 && token.value === ',');
  if (close < 0 || !tokens.slice(close + 1).some((token) => token.pos === 'VERB' || token.pos === 'AUX')) return null;
  const term = termForm(sentence, { start, end: subjectEnd }, context.corpus.casing);
  return term ? definition(sentence, term, { start: subjectEnd + 1, end: close }, 'appositive', context) : null;
}

/**
 * A definiens that goes on to state a second thing ("the sugary flavor and the conditioned response is Harry
 * feeling nauseous"): it describes no single term, and the other subject's own definition may fit it better.
 */
const SECOND_CLAUSE = /\b(?:and|but|while|whereas) (?:the|a|an) (?:(?!that |which |who )[\p{L}-]+ ){1,4}(?:is|are|was|were)\b/iu;

function definition(sentence: AnalyzedSentence, term: TermForm, span: TokenSpan, relation: DefinitionFact['relation'], context: FactContext): DefinitionFact | null {
  const condensed = condenseAnswer(sentence.tokens, span);
  if (!condensed) return null;
  const definiens = spanText(sentence, condensed);
  if (repeatsTerm(term, sentence.tokens, condensed) || SECOND_CLAUSE.test(definiens)) return null;
  return {
    kind: 'definition',
    id: `definition:${sentence.id}:${condensed.start}`,
    sentences: [sentence],
    sectionId: sentence.sectionId,
    score: context.score(KIND_WEIGHT, sentence, term.key.split(' ')),
    term,
    definiens,
    relation,
  };
}

/**
 * A definiens that restates the term ("A product is a consumer product …"). A compound's words spread
 * through a longer definiens ("Commodity-backed currencies are … currencies with values backed up by gold
 * or other commodities …") explain it: only its words side by side, or making up most of the definiens, restate it.
 */
function repeatsTerm(term: TermForm, tokens: readonly AnalyzedToken[], span: TokenSpan): boolean {
  const termLemmas = new Set(term.key.split(' ').filter((lemma) => lemma.length > 2));
  if (termLemmas.size === 0) return false;
  const content = tokens.slice(span.start, span.end).filter((token) => !token.stop && /\p{L}/u.test(token.value));
  const answerLemmas = new Set(content.map((token) => token.lemma));
  const shared = [...termLemmas].filter((lemma) => answerLemmas.has(lemma)).length;
  if (shared / Math.max(1, answerLemmas.size) > 0.5) return true;
  if (shared < termLemmas.size) return false;
  if (termLemmas.size === 1) return true;
  // Every word of the compound: a restatement when two of them stand side by side among the content words.
  return content.some((token, index) => index > 0 && termLemmas.has(token.lemma) && termLemmas.has(content[index - 1]!.lemma) && token.lemma !== content[index - 1]!.lemma);
}

/** A definiens opens like a noun phrase or description, not a quotation, title or question word. */
function opensDescription(token: AnalyzedToken | undefined): boolean {
  return token !== undefined && ['DET', 'ADJ', 'NOUN', 'NUM', 'ADV', 'VERB', 'PROPN'].includes(token.pos) && !WH_WORDS.has(token.lower);
}

const RELATIVE_OPENERS: ReadonlySet<string> = new Set(['that', 'where', 'whose', 'whereby']);
const PREPOSITIONS_BEFORE_WHICH: ReadonlySet<string> = new Set(['in', 'by', 'for', 'through', 'during']);

/** "A precipitation reaction is one in which …", "… is one that …": a complement that defines the subject's own kind. */
export function opensOneWhich(tokens: readonly AnalyzedToken[], at: number): boolean {
  if (tokens[at]?.lower !== 'one') return false;
  const next = tokens[at + 1]?.lower ?? '';
  return RELATIVE_OPENERS.has(next) || (PREPOSITIONS_BEFORE_WHICH.has(next) && tokens[at + 2]?.lower === 'which');
}

/** A complement whose head is a real noun ("a double-membrane organelle"), not "an example of". */
function definesByNoun(tokens: readonly AnalyzedToken[], start: number, end: number): boolean {
  let head: AnalyzedToken | undefined;
  for (let i = start; i < end && tokens[i]!.lower !== 'of'; i++) if (tokens[i]!.pos === 'NOUN' || tokens[i]!.pos === 'PROPN') head = tokens[i];
  return head !== undefined && !WEAK_COMPLEMENT_HEADS.has(head.lemma);
}

export function isStandaloneSubject(tokens: readonly AnalyzedToken[], start: number, end: number): boolean {
  if (end <= start || countWords(tokens, start, end) > MAX_TERM_WORDS) return false;
  if (isAnaphoric(tokens[start]!) || tokens[start]!.pos === 'SCONJ' || SUBORDINATORS.has(tokens[start]!.lower)) return false;
  if (tokens.slice(start, end).some((token) => token.entity === 'DATE' || token.pos === 'PRON')) return false;
  const words = tokens.slice(start, end).filter((token) => /\p{L}/u.test(token.value) && !(token.pos === 'DET'));
  if (words.length === 0) return false;
  return !(words.length === 1 && VAGUE_HEADS.has(words[0]!.lemma));
}

/** A self-contained noun-phrase description ("The movement of water across a membrane"). */
function isDescription(tokens: readonly AnalyzedToken[], start: number, end: number): boolean {
  const words = countWords(tokens, start, end);
  if (words < 3 || words > MAX_DESCRIPTION_WORDS || isAnaphoric(tokens[start]!)) return false;
  // A relative pronoun after the first word opens a clause that sets the kind apart ("Acids that completely react …").
  return !tokens.slice(start, end).some((token, index) => token.pos === 'AUX' || (token.pos === 'PRON' && !(index > 0 && RELATIVE_PRONOUNS.has(token.lower))) || token.value === ',');
}

/** Words that open a clause, not a term ("When economists refer to supply, they mean …"). */
const SUBORDINATORS: ReadonlySet<string> = new Set(['when', 'whenever', 'while', 'if', 'although', 'though', 'because', 'since', 'once', 'unless', 'whereas', 'until']);

export const RELATIVE_PRONOUNS: ReadonlySet<string> = new Set(['that', 'which', 'who', 'whom', 'whose']);

export function isAnaphoric(token: AnalyzedToken): boolean {
  return token.pos === 'PRON' || ANAPHORIC.has(token.lower);
}

/** Skips an opening phrase such as "In eukaryotic cells," (up to its comma). */
export function leadInEnd(tokens: readonly AnalyzedToken[]): number {
  if (tokens[0]?.pos !== 'ADP' && tokens[0]?.pos !== 'SCONJ') return 0;
  for (let i = 1; i < Math.min(tokens.length, 8); i++) {
    if (tokens[i]!.value === ',') return i + 1;
    if (tokens[i]!.pos === 'VERB' || tokens[i]!.pos === 'AUX') return 0;
  }
  return 0;
}

function isSpacedHyphen(tokens: readonly AnalyzedToken[], index: number): boolean {
  return tokens[index]!.value === '-' && isSpaced(tokens, index);
}

/** "osmosis - the …", "osmosis – the …" separate; "McCain–Feingold", "acid–base" join. */
function isSpaced(tokens: readonly AnalyzedToken[], index: number): boolean {
  const token = tokens[index]!;
  const before = tokens[index - 1];
  const after = tokens[index + 1];
  return before !== undefined && after !== undefined && before.end < token.start && token.end < after.start;
}
