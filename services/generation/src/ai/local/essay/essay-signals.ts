import type { EssayDocument, EssaySentence } from './essay-document.js';
import type { LanguageFinding } from './language-checks.js';
import {
  ANALYSIS,
  CITATION,
  COMPARISON,
  CONCLUSION_MARKERS,
  COUNTERARGUMENT,
  DEFINITION,
  EXAMPLE_MARKERS,
  FIGURE,
  FIRST_PERSON,
  NARRATIVE_TIME,
  QUOTATION,
  REFLECTION,
  SENSORY,
  SOURCE_MARKERS,
  THESIS_MARKERS,
  TRANSITIONS,
} from './essay-markers.js';

/** What the rubric measures of one essay: rates and ratios, so that length alone earns nothing. */
export interface EssaySignals {
  words: number;
  sentences: number;
  paragraphs: number;
  meanSentenceWords: number;
  sentenceWordsSpread: number;
  /** Moving-average type-token ratio over 50-word windows. */
  lexicalDiversity: number;
  /** Share of words of 7 letters or more. */
  longWordShare: number;
  misspellingRate: number;
  hardSentenceShare: number;
  passiveShare: number;
  repeatedWordRate: number;
  /** Share of sentences that start with a lower-case letter, lower-case "i" as a word, and run-ons (over 40 words). */
  mechanicsErrorRate: number;
  runOnShare: number;
  transitionShare: number;
  distinctTransitions: number;
  /** Share of sentences repeating an earlier sentence (after normalising). */
  duplicateSentenceShare: number;
  /** Share of word 4-grams seen before in the essay. */
  repeatedPhraseShare: number;
  thesis: EssaySentence | null;
  topicSentenceShare: number;
  conclusion: EssaySentence | null;
  evidence: EssaySentence[];
  examples: EssaySentence[];
  citations: number;
  quotations: number;
  figures: number;
  counterargument: EssaySentence | null;
  typeMarkers: Record<'comparison' | 'analysis' | 'sensory' | 'reflection' | 'narrativeTime' | 'definition' | 'firstPerson', number>;
  findings: LanguageFinding[];
}

const STOP = new Set(
  'the a an and or but of to in on at for with by from as is are was were be been being it its this that these those i you he she we they my your his her our their me him them us not no so do does did have has had will would can could should may might must just than then there here what which who whom when where why how all any some more most very also into about over after before because if while'.split(
    ' ',
  ),
);

const lower = (word: string) => word.toLowerCase().replace(/’/g, "'");
export const contentWords = (sentence: EssaySentence) => sentence.words.map(lower).filter((word) => word.length > 2 && !STOP.has(word));

function movingTypeTokenRatio(words: string[], window = 50): number {
  if (words.length === 0) return 0;
  if (words.length <= window) return new Set(words).size / words.length;
  const counts = new Map<string, number>();
  let distinct = 0;
  let total = 0;
  for (let index = 0; index < words.length; index++) {
    const added = words[index]!;
    counts.set(added, (counts.get(added) ?? 0) + 1);
    if (counts.get(added) === 1) distinct++;
    if (index >= window) {
      const removed = words[index - window]!;
      counts.set(removed, counts.get(removed)! - 1);
      if (counts.get(removed) === 0) distinct--;
    }
    if (index >= window - 1) total += distinct / window;
  }
  return total / (words.length - window + 1);
}

function spread(values: number[]): number {
  if (values.length < 2) return 0;
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
}

const TRANSITION_PATTERN = new RegExp(`^\\W*(${TRANSITIONS.map((phrase) => phrase.replace(/ /g, '\\s+')).join('|')})\\b`, 'i');
const TRANSITION_ANYWHERE = new RegExp(`\\b(${TRANSITIONS.filter((phrase) => phrase.includes(' ') || phrase.length > 6).map((phrase) => phrase.replace(/ /g, '\\s+')).join('|')})\\b`, 'i');

function transitionOf(sentence: EssaySentence): string | null {
  const match = TRANSITION_PATTERN.exec(sentence.text) ?? TRANSITION_ANYWHERE.exec(sentence.text);
  return match ? match[1]!.toLowerCase().replace(/\s+/g, ' ') : null;
}

const normalised = (sentence: EssaySentence) => sentence.words.map(lower).join(' ');

/** A paragraph whose first sentence shares content words with the rest of it, or opens with a transition and says something. */
export function opensWithTopicSentence(paragraph: EssaySentence[]): boolean {
  const first = new Set(contentWords(paragraph[0]!));
  const rest = paragraph.slice(1).flatMap(contentWords);
  return rest.filter((word) => first.has(word)).length >= 2 || (transitionOf(paragraph[0]!) !== null && first.size >= 3);
}

/** Share of the paragraphs of two sentences or more that open with a topic sentence. */
function topicSentenceShare(document: EssayDocument): number {
  const bodies = document.paragraphs.filter((paragraph) => paragraph.length >= 2);
  if (bodies.length === 0) return 0;
  return bodies.filter(opensWithTopicSentence).length / bodies.length;
}

function findThesis(document: EssayDocument): EssaySentence | null {
  const opening = document.paragraphs[0] ?? [];
  const candidates = (document.paragraphs.length > 1 ? opening : document.sentences.slice(0, 3)).filter((sentence) => sentence.words.length >= 6);
  return candidates.find((sentence) => THESIS_MARKERS.test(sentence.text)) ?? null;
}

function findConclusion(document: EssayDocument): EssaySentence | null {
  if (document.paragraphs.length < 2) return null;
  const closing = document.paragraphs.at(-1)!;
  return closing.find((sentence) => CONCLUSION_MARKERS.test(sentence.text)) ?? null;
}

const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
const countMatching = (sentences: EssaySentence[], pattern: RegExp) => sentences.filter((sentence) => pattern.test(sentence.text)).length;

export function measureEssay(document: EssayDocument, findings: LanguageFinding[]): EssaySignals {
  const { sentences } = document;
  const words = document.words.map(lower);
  const lengths = sentences.map((sentence) => sentence.words.length);
  const byCheck = (check: LanguageFinding['check']) => findings.filter((finding) => finding.check === check);
  const sentencesWith = (check: LanguageFinding['check']) => new Set(byCheck(check).map((finding) => sentenceAt(document, finding.offset)?.index)).size;

  const lowerStarts = sentences.filter((sentence) => /^["'“(]?[a-z]/.test(sentence.text)).length;
  const lowerI = (document.text.match(/(^|[\s"“(])i(?=[\s,.'’!?])/g) ?? []).length;
  const runOns = lengths.filter((length) => length > 40).length;

  const seenSentences = new Set<string>();
  let duplicates = 0;
  for (const sentence of sentences) {
    const key = normalised(sentence);
    if (sentence.words.length >= 3 && seenSentences.has(key)) duplicates++;
    seenSentences.add(key);
  }
  const seenGrams = new Set<string>();
  let repeatedGrams = 0;
  let grams = 0;
  for (let index = 0; index + 4 <= words.length; index++) {
    const gram = words.slice(index, index + 4).join(' ');
    grams++;
    if (seenGrams.has(gram)) repeatedGrams++;
    seenGrams.add(gram);
  }

  const transitions = sentences.map(transitionOf);
  const evidence = sentences.filter((sentence) => QUOTATION.test(sentence.text) || CITATION.test(sentence.text) || FIGURE.test(sentence.text) || SOURCE_MARKERS.test(sentence.text));
  return {
    words: words.length,
    sentences: sentences.length,
    paragraphs: document.paragraphs.length,
    meanSentenceWords: share(words.length, sentences.length),
    sentenceWordsSpread: spread(lengths),
    lexicalDiversity: movingTypeTokenRatio(words),
    longWordShare: share(words.filter((word) => word.replace(/['’-]/g, '').length >= 7).length, words.length),
    misspellingRate: share(byCheck('spelling').length, words.length),
    hardSentenceShare: share(sentencesWith('readability'), sentences.length),
    passiveShare: share(sentencesWith('passive'), sentences.length),
    repeatedWordRate: share(byCheck('repeated-word').length, words.length),
    mechanicsErrorRate: share(lowerStarts + lowerI + runOns, sentences.length),
    runOnShare: share(runOns, sentences.length),
    transitionShare: share(transitions.filter(Boolean).length, sentences.length),
    distinctTransitions: new Set(transitions.filter(Boolean)).size,
    duplicateSentenceShare: share(duplicates, sentences.length),
    repeatedPhraseShare: share(repeatedGrams, grams),
    thesis: findThesis(document),
    topicSentenceShare: topicSentenceShare(document),
    conclusion: findConclusion(document),
    evidence,
    examples: sentences.filter((sentence) => EXAMPLE_MARKERS.test(sentence.text)),
    citations: countMatching(sentences, CITATION),
    quotations: countMatching(sentences, QUOTATION),
    figures: countMatching(sentences, FIGURE),
    counterargument: sentences.find((sentence) => COUNTERARGUMENT.test(sentence.text)) ?? null,
    typeMarkers: {
      comparison: share(countMatching(sentences, COMPARISON), sentences.length),
      analysis: share(countMatching(sentences, ANALYSIS), sentences.length),
      sensory: share(countMatching(sentences, SENSORY), sentences.length),
      reflection: share(countMatching(sentences, REFLECTION), sentences.length),
      narrativeTime: share(countMatching(sentences, NARRATIVE_TIME), sentences.length),
      definition: share(countMatching(sentences, DEFINITION), sentences.length),
      firstPerson: share(countMatching(sentences, FIRST_PERSON), sentences.length),
    },
    findings,
  };
}

/** The sentence holding an offset of the essay. */
export function sentenceAt(document: EssayDocument, offset: number): EssaySentence | null {
  let low = 0;
  let high = document.sentences.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const sentence = document.sentences[middle]!;
    if (offset < sentence.start) high = middle - 1;
    else if (offset >= sentence.end) low = middle + 1;
    else return sentence;
  }
  return null;
}
