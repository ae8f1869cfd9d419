import { recapWordBudget, RECAP_LENGTH_TOLERANCE, type RecapType } from '@studyforge/contracts';
import type { ExtractedDocument } from '../../../extraction/extracted-document.js';
import type { AnalyzedCorpus, AnalyzedSentence } from '../analysis/analyzed-corpus.js';
import { analyzeCorpus } from '../analysis/corpus-analyzer.js';
import { countWords, RecapMaterialTooShortError, type RecapScript, type RecapScriptRequest, type RecapTurn } from '../../recap-script.js';

interface Part {
  heading: string;
  sentences: AnalyzedSentence[];
}

/** The co-host of a podcast: a voice that sounds clearly unlike the host's. */
export function partnerVoice(voice: string): string {
  return ['onyx', 'echo', 'fable'].includes(voice) ? 'nova' : 'onyx';
}

/**
 * A recap script from the material alone (no invented facts): the summary keeps the most central
 * sentences, the lecture walks through the parts with signposts, the podcast is a dialogue of two
 * voices, the audiobook reads the material in order. Its length is the target within the tolerance,
 * or RecapMaterialTooShortError when the material cannot honestly fill it.
 */
export function writeRecapScript(documents: readonly ExtractedDocument[], request: RecapScriptRequest): RecapScript {
  const corpus = analyzeCorpus(documents);
  const parts = partsOf(corpus);
  const materialWords = parts.reduce((total, part) => total + part.sentences.reduce((sum, sentence) => sum + countWords(sentence.text), 0), 0);
  const title = titleOf(documents, parts);
  const write = (targetWords: number) => WRITERS[request.type](title, parts, { ...request, targetWords });
  // The longest honest script: all of the material (a summary condenses it), with its framing.
  const longest = wordsOf(write(request.type === 'summary' ? recapWordBudget('summary', materialWords) : Number.MAX_SAFE_INTEGER));
  if (longest < request.targetWords * (1 - RECAP_LENGTH_TOLERANCE / 2)) throw new RecapMaterialTooShortError(longest);
  const turns = write(request.targetWords);
  return { title, turns, words: wordsOf(turns) };
}

function wordsOf(turns: readonly RecapTurn[]): number {
  return turns.reduce((total, turn) => total + countWords(turn.text), 0);
}

const WRITERS: Record<RecapType, (title: string, parts: Part[], request: RecapScriptRequest) => RecapTurn[]> = {
  audiobook: (title, parts, { voice, targetWords }) => {
    const opening = `${title}.`;
    const said = sayInOrder(parts, targetWords - countWords(opening), (part) => `${part.heading}.`);
    return [{ voice, text: opening }, ...said.map((text) => ({ voice, text }))];
  },
  summary: (title, parts, { voice, targetWords }) => {
    const opening = `Here is a summary of ${title}.`;
    const closing = 'That is the summary. Review the parts that were new to you.';
    const chosen = mostCentral(parts, targetWords - countWords(opening) - countWords(closing));
    return [{ voice, text: opening }, ...paragraphs(chosen).map((text) => ({ voice, text })), { voice, text: closing }];
  },
  lecture: (title, parts, { voice, targetWords }) => {
    const outline = parts.map((part) => part.heading);
    const opening = `Welcome to today's lecture on ${title}. We will go through ${outline.length} ${outline.length === 1 ? 'part' : 'parts'}: ${outline.join('; ')}.`;
    const closing = `That brings us to the end of the lecture on ${title}. Go back over each part, and test yourself on its key terms.`;
    const signposts = parts.map((part, index) => `Part ${index + 1}: ${part.heading}.`);
    const budget = targetWords - countWords(opening) - countWords(closing) - signposts.reduce((total, text) => total + countWords(text), 0);
    const quotas = shareOut(parts, budget);
    const turns: RecapTurn[] = [{ voice, text: opening }];
    parts.forEach((part, index) => {
      turns.push({ voice, text: `${signposts[index]} ${takeCentral(part.sentences, quotas[index]!).map((sentence) => sentence.text).join(' ')}` });
    });
    turns.push({ voice, text: closing });
    return turns;
  },
  podcast: (title, parts, { voice, targetWords }) => {
    const guest = partnerVoice(voice);
    const opening = `Welcome to the StudyForge recap. Today we are talking about ${title}.`;
    const reply = 'Glad to be here. Let us get into it.';
    const closing = 'And that is our recap. Thanks for listening, and good luck with your studying.';
    const questions = parts.map((part, index) => (index === 0 ? `So, where do we start with ${part.heading}?` : `Next up: ${part.heading}. What should we know?`));
    const framing = [opening, reply, closing, ...questions].reduce((total, text) => total + countWords(text), 0);
    const quotas = shareOut(parts, targetWords - framing);
    const turns: RecapTurn[] = [{ voice, text: opening }, { voice: guest, text: reply }];
    parts.forEach((part, index) => {
      turns.push({ voice, text: questions[index]! });
      const sentences = takeCentral(part.sentences, quotas[index]!);
      // The guest explains and the host picks up the thread, two or three sentences a turn.
      for (let start = 0, speaker = 0; start < sentences.length; speaker++) {
        const size = speaker % 2 === 0 ? 3 : 2;
        turns.push({ voice: speaker % 2 === 0 ? guest : voice, text: sentences.slice(start, start + size).map((sentence) => sentence.text).join(' ') });
        start += size;
      }
    });
    turns.push({ voice, text: closing });
    return turns;
  },
};

function partsOf(corpus: AnalyzedCorpus): Part[] {
  return corpus.sections
    .filter((section) => section.sentences.length > 0)
    .map((section, index) => ({ heading: section.heading ?? `${section.fileName.replace(/\.[^.]+$/u, '')}${index > 0 ? `, continued` : ''}`, sentences: section.sentences }));
}

function titleOf(documents: readonly ExtractedDocument[], parts: Part[]): string {
  const heading = documents[0]?.blocks.find((block) => block.kind === 'heading')?.text;
  return (heading ?? parts[0]?.heading ?? 'your material').slice(0, 120);
}

/** The material in reading order, announcing each part, until the words run out (at a sentence boundary). */
function sayInOrder(parts: Part[], words: number, announce: (part: Part) => string): string[] {
  const out: string[] = [];
  let left = words;
  for (const part of parts) {
    if (left <= 0) break;
    const lines = [announce(part)];
    left -= countWords(lines[0]!);
    for (const sentence of part.sentences) {
      if (left <= 0) break;
      lines.push(sentence.text);
      left -= countWords(sentence.text);
    }
    out.push(lines.join(' '));
  }
  return out;
}

/** How many words each part gets, in proportion to its size. */
function shareOut(parts: Part[], words: number): number[] {
  const sizes = parts.map((part) => part.sentences.reduce((total, sentence) => total + countWords(sentence.text), 0));
  const total = sizes.reduce((sum, size) => sum + size, 0);
  return sizes.map((size) => Math.round((words * size) / Math.max(1, total)));
}

/** A sentence's centrality: how common its content words are in the whole material. */
function scorer(sentences: readonly AnalyzedSentence[]): (sentence: AnalyzedSentence) => number {
  const frequency = new Map<string, number>();
  for (const sentence of sentences) for (const lemma of new Set(sentence.contentLemmas)) frequency.set(lemma, (frequency.get(lemma) ?? 0) + 1);
  return (sentence) => {
    const lemmas = new Set(sentence.contentLemmas);
    let sum = 0;
    for (const lemma of lemmas) sum += frequency.get(lemma) ?? 0;
    return lemmas.size ? sum / Math.sqrt(lemmas.size) : 0;
  };
}

/** The most central sentences that fit in `words`, in reading order (each part keeps its first sentence). */
function takeCentral(sentences: readonly AnalyzedSentence[], words: number): AnalyzedSentence[] {
  const score = scorer(sentences);
  const ranked = [...sentences].sort((a, b) => (a === sentences[0] ? -1 : b === sentences[0] ? 1 : score(b) - score(a) || a.id - b.id));
  const chosen = new Set<AnalyzedSentence>();
  let left = words;
  for (const sentence of ranked) {
    const words = countWords(sentence.text);
    // A sentence goes in when that leaves the total nearer the target than leaving it out.
    if (words > left + words / 2) continue;
    chosen.add(sentence);
    left -= words;
  }
  return sentences.filter((sentence) => chosen.has(sentence));
}

function mostCentral(parts: Part[], words: number): AnalyzedSentence[] {
  return takeCentral(parts.flatMap((part) => part.sentences), words);
}

/** Sentences grouped into paragraphs of about 120 words (one speech chunk each). */
function paragraphs(sentences: readonly AnalyzedSentence[]): string[] {
  const out: string[] = [];
  let current: string[] = [];
  let words = 0;
  for (const sentence of sentences) {
    current.push(sentence.text);
    words += countWords(sentence.text);
    if (words >= 120) {
      out.push(current.join(' '));
      current = [];
      words = 0;
    }
  }
  if (current.length) out.push(current.join(' '));
  return out;
}
