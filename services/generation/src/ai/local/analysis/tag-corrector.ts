import type { PartOfSpeech } from 'wink-nlp';
import { ARTICLES, POSSESSIVES } from './noun-phrase-reader.js';

/** Verbs that report what a principle, a law or a theory says: "The principle of utility states that …". */
const REPORTING_VERBS: ReadonlySet<string> = new Set(['states', 'holds', 'claims', 'argues', 'asserts', 'suggests', 'predicts', 'maintains', 'implies', 'says', 'shows', 'proposes']);
/** Adjectives that stand for a noun named before them ("the other", "the same"): no head noun of their own. */
const PRONOUN_ADJECTIVES: ReadonlySet<string> = new Set(['other', 'same', 'former', 'latter', 'whole', 'such', 'own', 'next', 'last', 'first', 'second', 'third', 'only']);
/** What may follow a head noun and never an attributive adjective: the end of a phrase or a verb. */
const PHRASE_END_POS: ReadonlySet<string> = new Set(['PUNCT', 'AUX', 'VERB', 'ADP', 'SCONJ']);
/** "the most effective of …": a degree word makes the adjective the head of a comparison, not a noun. */
const DEGREE_WORDS: ReadonlySet<string> = new Set(['most', 'more', 'least', 'less', 'very', 'too', 'so']);
/** What closes a sentence: the next word opens one. */
const SENTENCE_ENDS: ReadonlySet<string> = new Set(['.', '!', '?']);
/** Quantities that stand for a noun: "some of …", "each of …" name no head of their own. */
const QUANTITY_WORDS: ReadonlySet<string> = new Set(['many', 'few', 'several', 'some', 'most', 'all', 'both', 'each', 'other', 'others', 'such', 'various', 'numerous', 'more', 'less', 'fewer']);

/**
 * Corrects the tagger's misreadings that cost terms: a reporting verb read as the last noun of its
 * subject ("The principle of utility states that …": "states" is the verb, not "utility states");
 * a participle between an article and its noun read as a verb ("a closed primary": an adjective);
 * and an adjective that heads its phrase read as an adjective ("In a closed primary, …", "An open
 * primary allows …", "the white primary:": "primary" is the noun); and verbs and adjectives heading a
 * noun phrase ("the standard of living", "well-being", see correctNounPositions); foreign modifiers
 * ("de facto segregation"), verb forms a preposition takes ("a coincidence of wants", "the zone of
 * calcified matrix") and a verb heading its subject ("The new-task buy occurs …"). In place: `tags[i]`
 * is the tag of the word whose lower-case form is `lowers[i]`; `lemmas[i]`, when given, becomes the
 * word itself where a verb is read again as a noun or an adjective.
 */
export function correctTags(lowers: readonly string[], tags: PartOfSpeech[], lemmas?: string[]): void {
  const read = [...tags];
  for (let i = 1; i < tags.length - 1; i++) {
    const word = lowers[i]!;
    const before = tags[i - 1]!;
    const after = tags[i + 1]!;
    if (tags[i] === 'NOUN' && REPORTING_VERBS.has(word) && lowers[i + 1] === 'that' && !isRelativeThat(tags, i + 1) && (before === 'NOUN' || before === 'PROPN')) {
      tags[i] = 'VERB';
      continue;
    }
    if (tags[i] === 'VERB' && /ed$/.test(word) && ARTICLES.has(lowers[i - 1]!) && (after === 'NOUN' || after === 'ADJ')) {
      tags[i] = 'ADJ';
      continue;
    }
    if (
      tags[i] === 'ADJ' &&
      before === 'ADJ' &&
      !DEGREE_WORDS.has(lowers[i - 1]!) &&
      i >= 2 &&
      ARTICLES.has(lowers[i - 2]!) &&
      PHRASE_END_POS.has(after) &&
      !PRONOUN_ADJECTIVES.has(word) &&
      !/(?:er|est)$/.test(word) &&
      /^\p{Ll}+$/u.test(word)
    ) {
      tags[i] = 'NOUN';
    }
  }
  correctNounPositions(lowers, tags);
  readForeignModifiers(lowers, tags);
  readAfterPrepositions(lowers, tags);
  readVerbHeadsBeforeVerbs(lowers, tags, lemmas);
  // A verb read again as a noun or an adjective is its own lemma: "standard of living" and "well-being",
  // not "standard of live" and "well-be".
  if (lemmas) for (let i = 0; i < tags.length; i++) if ((read[i] === 'VERB' || read[i] === 'AUX') && (tags[i] === 'NOUN' || tags[i] === 'ADJ') && !isPluralForm(lowers, lemmas, i)) lemmas[i] = lowers[i]!;
}

/**
 * Heads of noun phrases read as verbs or adjectives: an -ing word after "of" with no object of its own
 * ("the standard of living of any country"); an -ing word closing a hyphenated compound that ends its
 * phrase ("Well-being is …", "better decision-making."; not in a predicate: "is time-consuming"); and
 * an adjective before "of" after an article opening a sentence or after a possessive ("The standard
 * of living …", "our standard of living"; "is also a composite of …" is left alone: read as a noun
 * there, one more DOCX question on the tuned books had a second defensible answer).
 */
function correctNounPositions(lowers: readonly string[], tags: PartOfSpeech[]): void {
  for (let i = 1; i < tags.length; i++) {
    if ((tags[i] !== 'VERB' && !(tags[i] === 'AUX' && lowers[i] === 'being' && lowers[i - 1] === '-')) || !/^\p{Ll}+$/u.test(lowers[i]!)) continue;
    const previous = lowers[i - 1]!;
    const after = tags[i + 1];
    // "the standard of living of any country", "… of living also …": an -ing word after "of" with no object of its own.
    if (previous === 'of' && /ing$/.test(lowers[i]!) && (after === undefined || OBJECTLESS_POS.has(after))) {
      tags[i] = 'NOUN';
      continue;
    }
    // "Well-being is …", "our decision-making.": an -ing word closing a hyphenated compound that ends its phrase (not a predicate: "is time-consuming").
    if (lowers[i - 1] === '-' && i >= 2 && /^\p{L}+$/u.test(lowers[i - 2]!) && (after === undefined || OBJECTLESS_POS.has(after)) && !/(?:ing$|^[”"’])/.test(lowers[i + 1] ?? '') && /ing$/.test(lowers[i]!) && !PREDICATE_POS.has(tags[i - 3] ?? 'PUNCT')) {
      tags[i] = 'NOUN';
      continue;
    }
  }
  for (let i = 1; i < tags.length - 1; i++) {
    // "The standard of living …", "our standard of living": an adjective after an article and before "of" heads its phrase.
    const word = lowers[i]!;
    const opening = i < 2 || SENTENCE_ENDS.has(lowers[i - 2]!);
    const determined = (ARTICLES.has(lowers[i - 1]!) && tags[i - 1] === 'DET' && opening) || (POSSESSIVES.has(lowers[i - 1]!) && tags[i - 1] === 'PRON');
    if (tags[i] === 'ADJ' && determined && lowers[i + 1] === 'of' && /^\p{Ll}+$/u.test(word) && !PRONOUN_ADJECTIVES.has(word) && !DEGREE_WORDS.has(word) && !QUANTITY_WORDS.has(word) && !/(?:er|est)$/.test(word)) tags[i] = 'NOUN';
  }
}

/** What follows an -ing word used as a noun and never one with an object. */
const OBJECTLESS_POS: ReadonlySet<string> = new Set(['ADP', 'ADV', 'AUX', 'VERB', 'PUNCT', 'CCONJ', 'SCONJ']);
/** What comes before a predicate: "is time-consuming", "very far-reaching". */
const PREDICATE_POS: ReadonlySet<string> = new Set(['AUX', 'ADV', 'VERB']);

/** "member states that joined …": a "that" followed by its verb opens a relative clause. */
function isRelativeThat(tags: readonly PartOfSpeech[], that: number): boolean {
  return tags[that] === 'PRON' && (tags[that + 1] === 'VERB' || tags[that + 1] === 'AUX');
}

/** "de facto segregation", "de jure segregation": a run of foreign words before a noun modifies it. */
function readForeignModifiers(lowers: readonly string[], tags: PartOfSpeech[]): void {
  const modifiers = new Set<number>();
  for (let i = tags.length - 2; i >= 0; i--) {
    const beforeNoun = tags[i + 1] === 'NOUN' || modifiers.has(i + 1);
    if (tags[i] === 'X' && /^\p{Ll}+$/u.test(lowers[i]!) && beforeNoun) {
      tags[i] = 'ADJ';
      modifiers.add(i);
    }
  }
}

/** Prepositions that take a noun phrase, never a clause. */
const PREPOSITIONS: ReadonlySet<string> = new Set(['of', 'in', 'for', 'with', 'by', 'from', 'on', 'about', 'between', 'among', 'without', 'into', 'through', 'within', 'against', 'toward', 'towards', 'under', 'over']);

/**
 * A preposition takes a noun phrase: a verb's -s form right after one is a plural noun ("a double
 * coincidence of wants"), and a participle between one and a noun modifies it ("the zone of calcified
 * matrix", "in segregated communities").
 */
function readAfterPrepositions(lowers: readonly string[], tags: PartOfSpeech[]): void {
  for (let i = 1; i < tags.length; i++) {
    if (tags[i] !== 'VERB' || tags[i - 1] !== 'ADP' || !PREPOSITIONS.has(lowers[i - 1]!)) continue;
    if (/^\p{Ll}+[^s]s$/u.test(lowers[i]!)) tags[i] = 'NOUN';
    else if (/^\p{Ll}+ed$/u.test(lowers[i]!) && tags[i + 1] === 'NOUN') tags[i] = 'ADJ';
  }
}

/** "The new-task buy occurs when …": a bare verb between a singular noun and a verb agreeing with it heads the noun phrase an article opens. */
function readVerbHeadsBeforeVerbs(lowers: readonly string[], tags: PartOfSpeech[], lemmas?: readonly string[]): void {
  for (let i = 2; i < tags.length - 1; i++) {
    if (tags[i] !== 'VERB' || !isBaseForm(lowers, i, lemmas) || tags[i - 1] !== 'NOUN' || /s$/.test(lowers[i - 1]!) || !isSingularVerb(lowers, tags, i + 1)) continue;
    let open = i - 1;
    while (open > 0 && (tags[open - 1] === 'NOUN' || tags[open - 1] === 'ADJ' || lowers[open - 1] === '-')) open -= 1;
    const article = open - 1;
    // A subject or a preposition's object: "make the economy grow is …" has a verb before its article.
    if (article < 0 || !ARTICLES.has(lowers[article]!) || (article > 0 && tags[article - 1] !== 'ADP' && tags[article - 1] !== 'PUNCT')) continue;
    tags[i] = 'NOUN';
  }
}

const SINGULAR_AUXILIARIES: ReadonlySet<string> = new Set(['is', 'was', 'has', 'does', 'can', 'could', 'will', 'would', 'may', 'might', 'must', 'should']);

function isBaseForm(lowers: readonly string[], index: number, lemmas?: readonly string[]): boolean {
  const word = lowers[index]!;
  return /^\p{Ll}+$/u.test(word) && (lemmas ? lemmas[index] === word : !/(?:s|ed|ing)$/.test(word));
}

/** "is", "could", "occurs": a verb that agrees with a singular subject. */
function isSingularVerb(lowers: readonly string[], tags: readonly PartOfSpeech[], index: number): boolean {
  const word = lowers[index] ?? '';
  return (tags[index] === 'AUX' && SINGULAR_AUXILIARIES.has(word)) || (tags[index] === 'VERB' && /^\p{Ll}+[^s]s$/u.test(word));
}

/** "wants" read again as a noun keeps the verb's lemma "want", the noun's too. */
function isPluralForm(lowers: readonly string[], lemmas: readonly string[], index: number): boolean {
  return /[^s]s$/.test(lowers[index]!) && `${lemmas[index]}s` === lowers[index];
}
