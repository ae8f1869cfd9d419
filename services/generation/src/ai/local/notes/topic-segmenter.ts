import type { AnalyzedCorpus, AnalyzedSentence } from '../analysis/analyzed-corpus.js';
import type { KeyPhraseIndex } from '../analysis/key-phrase-extractor.js';
import { capitalise } from '../analysis/text-formatter.js';

export interface TopicGroup {
  readonly sentences: AnalyzedSentence[];
  /** A heading made from the group's strongest key phrase. */
  readonly heading: string;
}

const MIN_SENTENCES_TO_SPLIT = 9;
const MAX_UNIT_SENTENCES = 10;
const WINDOW = 6;
const MIN_GROUP_SENTENCES = 3;
const MAX_GROUP_SENTENCES = 14;
const TOPIC_SHIFT = 0.1;

/**
 * Splits a headingless run into topics: paragraphs (or windows of long ones) join the current
 * group while their TF-IDF vector stays similar to it, and each group is named by its key phrase.
 */
export function segmentTopics(sentences: readonly AnalyzedSentence[], corpus: AnalyzedCorpus, phrases: KeyPhraseIndex, usedHeadings: Set<string>): TopicGroup[] {
  const groups: AnalyzedSentence[][] = [];
  if (sentences.length < MIN_SENTENCES_TO_SPLIT) {
    groups.push(sentences.slice());
  } else {
    let current: AnalyzedSentence[] = [];
    let vector = new Map<string, number>();
    for (const unit of units(sentences)) {
      const unitVector = vectorOf(unit, corpus);
      const shifted = current.length >= MIN_GROUP_SENTENCES && cosine(vector, unitVector) < TOPIC_SHIFT;
      if (current.length > 0 && (shifted || current.length + unit.length > MAX_GROUP_SENTENCES)) {
        groups.push(current);
        current = [];
        vector = new Map();
      }
      current.push(...unit);
      for (const [lemma, weight] of unitVector) vector.set(lemma, (vector.get(lemma) ?? 0) + weight);
    }
    if (current.length) groups.push(current);
  }
  return groups.map((group) => ({ sentences: group, heading: headingFor(group, phrases, usedHeadings) }));
}

function units(sentences: readonly AnalyzedSentence[]): AnalyzedSentence[][] {
  const byBlock: AnalyzedSentence[][] = [];
  for (const sentence of sentences) {
    const last = byBlock[byBlock.length - 1];
    if (last && last[0]!.blockId === sentence.blockId) last.push(sentence);
    else byBlock.push([sentence]);
  }
  return byBlock.flatMap((block) => {
    if (block.length <= MAX_UNIT_SENTENCES) return [block];
    const windows: AnalyzedSentence[][] = [];
    for (let i = 0; i < block.length; i += WINDOW) windows.push(block.slice(i, i + WINDOW));
    return windows;
  });
}

function vectorOf(sentences: readonly AnalyzedSentence[], corpus: AnalyzedCorpus): Map<string, number> {
  const vector = new Map<string, number>();
  for (const sentence of sentences) for (const lemma of sentence.contentLemmas) vector.set(lemma, (vector.get(lemma) ?? 0) + corpus.terms.idf(lemma));
  return vector;
}

function cosine(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const [key, value] of a) {
    normA += value * value;
    dot += value * (b.get(key) ?? 0);
  }
  for (const value of b.values()) normB += value * value;
  return normA && normB ? dot / Math.sqrt(normA * normB) : 0;
}

function headingFor(group: readonly AnalyzedSentence[], phrases: KeyPhraseIndex, usedHeadings: Set<string>): string {
  const local = new Map<string, { text: string; score: number }>();
  for (const sentence of group) {
    for (const { phrase } of phrases.inSentence.get(sentence.id) ?? []) {
      const entry = local.get(phrase.key) ?? { text: phrase.text, score: 0 };
      entry.score += phrase.score / Math.log(1 + phrase.count);
      local.set(phrase.key, entry);
    }
  }
  const ranked = [...local.values()].sort((a, b) => b.score - a.score || (a.text < b.text ? -1 : 1));
  for (const { text } of ranked) {
    const heading = capitalise(text);
    if (!usedHeadings.has(heading.toLowerCase())) {
      usedHeadings.add(heading.toLowerCase());
      return heading;
    }
  }
  let n = usedHeadings.size + 1;
  while (usedHeadings.has(`key points ${n}`)) n += 1;
  usedHeadings.add(`key points ${n}`);
  return `Key points ${n}`;
}
