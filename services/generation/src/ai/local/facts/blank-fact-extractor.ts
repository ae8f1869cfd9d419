import type { AnalyzedSentence } from '../analysis/analyzed-corpus.js';
import type { KeyPhraseIndex } from '../analysis/key-phrase-extractor.js';
import { countWords } from '../analysis/noun-phrase-reader.js';
import type { FactContext } from './fact-context.js';
import { isStatement, slot } from './number-fact-extractor.js';
import type { BlankFact } from './study-fact.js';

const KIND_WEIGHT = 0.45;
const MIN_WORDS = 8;
const MAX_WORDS = 32;

/**
 * Fill-in-the-blank on the sentence's strongest key phrase (only phrases among the material's top
 * terms, so the blank is something worth recalling).
 */
export function extractBlank(sentence: AnalyzedSentence, phrases: KeyPhraseIndex, topKeys: ReadonlySet<string>, context: FactContext): BlankFact[] {
  const words = countWords(sentence.tokens, 0, sentence.tokens.length);
  if (words < MIN_WORDS || words > MAX_WORDS || /^\p{Ll}/u.test(sentence.text) || !isStatement(sentence)) return [];
  const candidates = (phrases.inSentence.get(sentence.id) ?? []).filter(({ phrase }) => topKeys.has(phrase.key));
  if (candidates.length === 0) return [];
  const strength = (candidate: (typeof candidates)[number]): number => candidate.phrase.score * (candidate.phrase.words >= 2 ? 1.3 : 1);
  const { phrase, span } = candidates.reduce((best, candidate) => (strength(candidate) > strength(best) ? candidate : best));
  const slotted = slot(sentence, span);
  return [
    {
      kind: 'blank',
      id: `blank:${sentence.id}:${span.start}`,
      sentences: [sentence],
      sectionId: sentence.sectionId,
      score: context.score(KIND_WEIGHT, sentence, phrase.key.split(' ')),
      phrase: slotted.value,
      phraseKey: phrase.key,
      plural: phrase.plural,
      proper: phrase.proper,
      words: phrase.words,
      slotted,
    },
  ];
}
