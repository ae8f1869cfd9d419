import type { AnalyzedCorpus, AnalyzedSentence } from '../analysis/analyzed-corpus.js';
import { countWords } from '../analysis/noun-phrase-reader.js';
import { jaccard } from '../items/near-duplicate-filter.js';

const ANAPHORIC_OPENERS: ReadonlySet<string> = new Set(['it', 'they', 'this', 'these', 'those', 'that', 'he', 'she', 'its', 'their', 'such']);
const REDUNDANT = 0.5;

/**
 * Extractive summary of one run of the material: scores sentences by the TF-IDF weight of their
 * content words within the run (favouring definitions, facts with numbers and the opening
 * sentence, penalising pronoun openers and fragments) and keeps the top 2–5 that do not repeat
 * each other, in reading order.
 */
export function keySentences(sentences: readonly AnalyzedSentence[], corpus: AnalyzedCorpus, definitionIds: ReadonlySet<number>): AnalyzedSentence[] {
  if (sentences.length <= 1) return sentences.slice();
  const frequency = new Map<string, number>();
  for (const sentence of sentences) for (const lemma of sentence.contentLemmas) frequency.set(lemma, (frequency.get(lemma) ?? 0) + 1);
  const scored = sentences.map((sentence, position) => ({ sentence, score: score(sentence, position, frequency, corpus, definitionIds) }));
  const keep = Math.min(sentences.length, Math.max(2, Math.min(5, Math.ceil(sentences.length * 0.4))));
  const chosen: { sentence: AnalyzedSentence; lemmas: Set<string> }[] = [];
  for (const { sentence } of scored.slice().sort((a, b) => b.score - a.score || a.sentence.id - b.sentence.id)) {
    if (chosen.length === keep) break;
    const lemmas = new Set(sentence.contentLemmas);
    if (chosen.some((other) => jaccard(other.lemmas, lemmas) >= REDUNDANT)) continue;
    chosen.push({ sentence, lemmas });
  }
  return chosen.map(({ sentence }) => sentence).sort((a, b) => a.id - b.id);
}

function score(sentence: AnalyzedSentence, position: number, frequency: ReadonlyMap<string, number>, corpus: AnalyzedCorpus, definitionIds: ReadonlySet<number>): number {
  const distinct = new Set(sentence.contentLemmas);
  let weight = 0;
  for (const lemma of distinct) weight += (frequency.get(lemma) ?? 0) * corpus.terms.idf(lemma);
  let value = weight / Math.sqrt(distinct.size + 1);
  const words = countWords(sentence.tokens, 0, sentence.tokens.length);
  if (definitionIds.has(sentence.id)) value *= 1.3;
  if (sentence.entities.some((entity) => entity.type === 'DATE' || entity.type === 'PERCENT' || entity.type === 'CARDINAL')) value *= 1.1;
  if (position === 0) value *= 1.15;
  if (ANAPHORIC_OPENERS.has(sentence.tokens[0]?.lower ?? '')) value *= 0.6;
  if (words < 6) value *= 0.5;
  if (words > 45) value *= 0.75;
  return value;
}
