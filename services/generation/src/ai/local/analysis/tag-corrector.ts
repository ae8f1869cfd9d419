import type { PartOfSpeech } from 'wink-nlp';
import { ARTICLES } from './noun-phrase-reader.js';

/** Verbs that report what a principle, a law or a theory says: "The principle of utility states that …". */
const REPORTING_VERBS: ReadonlySet<string> = new Set(['states', 'holds', 'claims', 'argues', 'asserts', 'suggests', 'predicts', 'maintains', 'implies', 'says', 'shows', 'proposes']);
/** Adjectives that stand for a noun named before them ("the other", "the same"): no head noun of their own. */
const PRONOUN_ADJECTIVES: ReadonlySet<string> = new Set(['other', 'same', 'former', 'latter', 'whole', 'such', 'own', 'next', 'last', 'first', 'second', 'third', 'only']);
/** What may follow a head noun and never an attributive adjective: the end of a phrase or a verb. */
const PHRASE_END_POS: ReadonlySet<string> = new Set(['PUNCT', 'AUX', 'VERB', 'ADP', 'SCONJ']);
/** "the most effective of …": a degree word makes the adjective the head of a comparison, not a noun. */
const DEGREE_WORDS: ReadonlySet<string> = new Set(['most', 'more', 'least', 'less', 'very', 'too', 'so']);

/**
 * Corrects the tagger's misreadings that cost terms: a reporting verb read as the last noun of its
 * subject ("The principle of utility states that …": "states" is the verb, not "utility states");
 * a participle between an article and its noun read as a verb ("a closed primary": an adjective);
 * and an adjective that heads its phrase read as an adjective ("In a closed primary, …", "An open
 * primary allows …", "the white primary:": "primary" is the noun). In place: `tags[i]` is the tag
 * of the word whose lower-case form is `lowers[i]`.
 */
export function correctTags(lowers: readonly string[], tags: PartOfSpeech[]): void {
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
}

/** "member states that joined …": a "that" followed by its verb opens a relative clause. */
function isRelativeThat(tags: readonly PartOfSpeech[], that: number): boolean {
  return tags[that] === 'PRON' && (tags[that + 1] === 'VERB' || tags[that + 1] === 'AUX');
}
