import type { AnalyzedCorpus } from '../analysis/analyzed-corpus.js';
import type { KeyPhraseIndex } from '../analysis/key-phrase-extractor.js';
import { capitalise } from '../analysis/text-formatter.js';

const MAX_TITLE_CHARS = 120;

/** The material's own opening heading, else its dominant topic (top key phrase), else the file name. */
export function chooseTitle(corpus: AnalyzedCorpus, phrases: KeyPhraseIndex): string {
  if (corpus.leadingHeading) return clip(corpus.leadingHeading.replace(/[:.]+$/u, ''));
  const topic = phrases.ranked.find((phrase) => phrase.count >= 2) ?? phrases.ranked[0];
  if (topic) return clip(capitalise(topic.text));
  const fileName = corpus.sections[0]?.fileName.replace(/\.[^.]+$/u, '');
  return clip(fileName || 'Study guide');
}

function clip(text: string): string {
  return text.length <= MAX_TITLE_CHARS ? text : `${text.slice(0, MAX_TITLE_CHARS - 1).trimEnd()}…`;
}
