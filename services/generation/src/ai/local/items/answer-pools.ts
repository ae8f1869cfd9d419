import type { KeyPhrase } from '../analysis/key-phrase-extractor.js';
import { spanText } from '../analysis/analyzed-corpus.js';
import type { FactIndex } from '../facts/fact-extractor.js';
import { readName } from '../facts/name-reader.js';
import { readNumber } from '../facts/number-fact-extractor.js';
import type { NumberKind } from '../facts/study-fact.js';

/** One possible option: an answer of some fact, or a wrong option for another fact of its kind. */
export interface PoolEntry {
  /** In running-text case ("mitochondrion", "Golgi apparatus", "1839"). */
  readonly text: string;
  /** Normalised identity: lemmas for terms, the value for numbers. */
  readonly key: string;
  readonly words: number;
  readonly plural: boolean;
  /** A name ("Calvin cycle" is not; "Mozilla Foundation" is). */
  readonly proper?: boolean;
  readonly sectionId: number;
  /** Items of one list share a group, so they never serve as each other's wrong options. */
  readonly group?: string;
  /** What the material says the term is, when it defines it: a wrong option must not fit the question's description. */
  readonly definition?: string;
}

const MAX_PHRASES = 400;
const ENOUGH_KEY_TERMS = 8;

/** Every answer-like thing in the material, by kind: where wrong options come from. */
export class AnswerPools {
  readonly terms: PoolEntry[] = [];
  readonly phrases: PoolEntry[] = [];
  readonly people: PoolEntry[] = [];
  readonly effects: PoolEntry[] = [];
  readonly listItems: PoolEntry[] = [];
  private readonly numbers = new Map<NumberKind, PoolEntry[]>();
  /** Keys of the material's key terms: a blanked key term takes other key terms as wrong options. */
  readonly termKeys: ReadonlySet<string>;

  constructor(index: FactIndex) {
    this.termKeys = new Set(index.keyTerms.map((term) => term.key));
    const seen = new Set<string>();
    const add = (pool: PoolEntry[], name: string, entry: PoolEntry): void => {
      const id = `${name}\u0000${entry.key}`;
      if (seen.has(id) || !entry.text) return;
      seen.add(id);
      pool.push(entry);
    };
    // Key terms first: a term's wrong options are other terms of the material.
    for (const term of index.keyTerms) {
      const fact = term.facts[0]!;
      const shape = fact.kind === 'definition' ? fact.term : fact.kind === 'blank' ? fact : null;
      const definition = term.facts.find((candidate) => candidate.kind === 'definition')?.definiens;
      if (shape) add(this.terms, 'term', { text: term.text, key: term.key, words: shape.words, plural: shape.plural, proper: shape.proper, sectionId: fact.sectionId, definition });
    }
    for (const fact of index.facts) {
      if (fact.kind === 'definition') {
        // With enough key terms, the subject of any other "X is …" ("the skin", "a plant") is no term to offer.
        if (this.termKeys.size >= ENOUGH_KEY_TERMS && !this.termKeys.has(fact.term.key)) continue;
        add(this.terms, 'term', { text: fact.term.bare, key: fact.term.key, words: fact.term.words, plural: fact.term.plural, proper: fact.term.proper, sectionId: fact.sectionId, definition: fact.definiens });
      } else if (fact.kind === 'cause') {
        add(this.effects, 'effect', { text: fact.effect, key: fact.effect.toLowerCase(), words: fact.effect.split(' ').length, plural: false, sectionId: fact.sectionId });
      } else if (fact.kind === 'list') {
        for (const item of fact.items) {
          add(this.listItems, 'item', { text: item, key: item.toLowerCase(), words: item.split(' ').length, plural: false, sectionId: fact.sectionId, group: fact.id });
        }
      }
    }
    for (const phrase of index.keyPhrases.ranked.slice(0, MAX_PHRASES)) add(this.phrases, 'phrase', phraseEntry(phrase));
    for (const sentence of index.corpus.sentences) {
      for (let i = 0; i < sentence.tokens.length; i++) {
        const end = readName(sentence.tokens, i, index.corpus.casing);
        if (end < 0) continue;
        const text = spanText(sentence, { start: i, end });
        add(this.people, 'person', { text, key: text.toLowerCase(), words: end - i, plural: false, proper: true, sectionId: sentence.sectionId });
        i = end - 1;
      }
      for (const entity of sentence.entities) {
        const reading = readNumber(sentence, entity);
        if (!reading) continue;
        const pool = this.numbers.get(reading.numberKind) ?? [];
        this.numbers.set(reading.numberKind, pool);
        add(pool, reading.numberKind, { text: reading.value, key: numberKey(reading.value), words: 1, plural: false, sectionId: sentence.sectionId });
      }
    }
  }

  numbersOf(kind: NumberKind): readonly PoolEntry[] {
    return this.numbers.get(kind) ?? [];
  }
}

function phraseEntry(phrase: KeyPhrase): PoolEntry {
  const first = phrase.occurrences[0]!;
  return { text: phrase.text, key: phrase.key, words: phrase.words, plural: phrase.plural, proper: phrase.proper, sectionId: first.sentence.sectionId };
}

/** "60 days" and "60 day" are one value. */
export function numberKey(value: string): string {
  return value
    .toLowerCase()
    .replace(/(\p{L})s\b/gu, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
