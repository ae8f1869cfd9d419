import type { AnalyzedCorpus } from '../analysis/analyzed-corpus.js';
import { extractKeyPhrases, type KeyPhraseIndex } from '../analysis/key-phrase-extractor.js';
import { withLongForms } from './abbreviation-expander.js';
import { extractBlank } from './blank-fact-extractor.js';
import { extractCauses } from './cause-fact-extractor.js';
import { extractDefinitions } from './definition-fact-extractor.js';
import { FactContext } from './fact-context.js';
import { extractLists } from './list-fact-extractor.js';
import { extractNumbers } from './number-fact-extractor.js';
import { extractPeople } from './person-fact-extractor.js';
import type { StudyFact } from './study-fact.js';
import { findKeyTerms } from '../terms/key-term-finder.js';
import type { KeyTerm, TermSignal } from '../terms/key-term.js';

export interface FactIndex {
  readonly corpus: AnalyzedCorpus;
  /** In reading order. */
  readonly facts: readonly StudyFact[];
  readonly keyPhrases: KeyPhraseIndex;
  /** Best first: what cards and questions are drawn from before anything else. */
  readonly keyTerms: readonly KeyTerm[];
  /**
   * The key terms as written, lower-cased: "What is X?" asks only about one of these, and a name is
   * asked for only when it is one. A name counts when the material defines it or sets it off, not
   * when it is only frequent, a heading or in an objective ("Congress", a case study's "Alibaba").
   */
  readonly termKeys: ReadonlySet<string>;
}

const TOP_PHRASE_SHARE = 0.25;
const MAX_TOP_PHRASES = 300;
const NAMING_SIGNALS: ReadonlySet<TermSignal> = new Set(['emphasis', 'glossary', 'definition']);
/** A phrase in more than this share of sentences is the topic itself ("cell"): too easy to blank. */
const COMMONPLACE_SHARE = 0.15;

/** Every candidate fact of the material, each tied to its sentence(s). Linear in the material. */
export function extractFacts(corpus: AnalyzedCorpus): FactIndex {
  const context = new FactContext(corpus);
  const keyPhrases = extractKeyPhrases(corpus);
  const commonplace = Math.max(5, corpus.sentences.length * COMMONPLACE_SHARE);
  const topKeys = new Set(
    keyPhrases.ranked
      .filter((phrase) => (phrase.count >= 2 || phrase.words >= 2) && phrase.count <= commonplace)
      .slice(0, Math.min(MAX_TOP_PHRASES, Math.max(10, Math.ceil(keyPhrases.ranked.length * TOP_PHRASE_SHARE))))
      .map((phrase) => phrase.key),
  );
  const found: StudyFact[] = [];
  for (const section of corpus.sections) {
    for (const sentence of section.sentences) {
      const ofSentence = [
        ...extractDefinitions(sentence, context),
        ...extractPeople(sentence, context),
        ...extractNumbers(sentence, context),
        ...extractCauses(sentence, context),
      ];
      found.push(...(ofSentence.length ? ofSentence : extractBlank(sentence, keyPhrases, topKeys, context)));
    }
    found.push(...extractLists(section, context));
  }
  const facts = withLongForms(found, corpus);
  const keyTerms = findKeyTerms(corpus, facts, keyPhrases, context);
  const termKeys = new Set(keyTerms.filter((term) => !term.proper || term.signals.some((signal) => NAMING_SIGNALS.has(signal))).map((term) => term.text.toLowerCase()));
  return { corpus, facts, keyPhrases, keyTerms, termKeys };
}
