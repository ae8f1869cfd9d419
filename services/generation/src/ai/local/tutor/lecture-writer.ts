import type { Citation, Lecture } from '@studyforge/contracts';
import type { ExtractedDocument } from '../../../extraction/extracted-document.js';
import type { AnalyzedSentence, SourceSection } from '../analysis/analyzed-corpus.js';
import { analyzeCorpus } from '../analysis/corpus-analyzer.js';
import { NoStudyTextError } from '../local-engine-errors.js';

const MAX_IDEAS = 5;
const EXAMPLE = /\b(for example|for instance|such as|e\.g\.|in \d{3,4}|\d+(\.\d+)?\s?(%|percent))/iu;

/**
 * A lecture from the material alone: an introduction naming the key ideas, each idea explained by the
 * material's most central sentences of its part with an example where the material has one, and a
 * summary; every idea cites the passage it comes from.
 */
export function writeLecture(documents: readonly ExtractedDocument[], topic: string): Lecture {
  const corpus = analyzeCorpus(documents);
  const sections = corpus.sections.filter((section) => section.sentences.length > 0);
  if (sections.length === 0) throw new NoStudyTextError('The material has no sentences to build a lecture from. Add more text or another file.');
  const score = centrality(sections.flatMap((section) => section.sentences));
  const parts = ideaParts(sections, score);
  const keyIdeas = parts.map((part, index) => {
    const example = part.sentences.length > 1 ? (part.sentences.find((sentence) => EXAMPLE.test(sentence.text)) ?? null) : null;
    const ranked = part.sentences.filter((sentence) => sentence !== example).sort((a, b) => score(b) - score(a) || a.id - b.id);
    const explanation = ranked.slice(0, 2).sort((a, b) => a.id - b.id);
    return {
      heading: part.heading ?? `Idea ${index + 1}`,
      explanation: explanation.map((sentence) => sentence.text).join(' '),
      example: example?.text ?? null,
      citation: citationOf(explanation[0]!),
    };
  });
  const title = topic.trim() || documents[0]?.blocks.find((block) => block.kind === 'heading')?.text || keyIdeas[0]!.heading;
  const names = keyIdeas.map((idea) => idea.heading);
  return {
    title,
    introduction: `Welcome. Today's lecture is about ${title}. We will go through ${names.length} key ${names.length === 1 ? 'idea' : 'ideas'}: ${names.join('; ')}.`,
    keyIdeas,
    summary: keyIdeas.map((idea) => firstSentence(idea.explanation)).join(' '),
  };
}

interface Part {
  heading: string | null;
  sentences: readonly AnalyzedSentence[];
}

/** Up to MAX_IDEAS parts: the material's sections, or a single long section cut into even runs. */
function ideaParts(sections: readonly SourceSection[], score: (sentence: AnalyzedSentence) => number): Part[] {
  if (sections.length > 1) {
    const kept = [...sections].sort((a, b) => b.sentences.length - a.sentences.length).slice(0, MAX_IDEAS).sort((a, b) => a.id - b.id);
    return kept.map((section) => ({ heading: section.heading, sentences: section.sentences }));
  }
  const sentences = sections[0]!.sentences;
  const count = Math.max(1, Math.min(MAX_IDEAS, Math.floor(sentences.length / 3)));
  const size = Math.ceil(sentences.length / count);
  return Array.from({ length: count }, (_, index) => {
    const run = sentences.slice(index * size, (index + 1) * size);
    const lead = [...run].sort((a, b) => score(b) - score(a))[0]!;
    return { heading: headingFrom(lead.text), sentences: run };
  }).filter((part) => part.sentences.length > 0);
}

function headingFrom(sentence: string): string {
  const words = sentence.replace(/[.!?]+$/u, '').split(/\s+/u);
  return words.length <= 6 ? words.join(' ') : `${words.slice(0, 6).join(' ')}...`;
}

function centrality(sentences: readonly AnalyzedSentence[]): (sentence: AnalyzedSentence) => number {
  const frequency = new Map<string, number>();
  for (const sentence of sentences) for (const lemma of new Set(sentence.contentLemmas)) frequency.set(lemma, (frequency.get(lemma) ?? 0) + 1);
  return (sentence) => {
    const lemmas = new Set(sentence.contentLemmas);
    let sum = 0;
    for (const lemma of lemmas) sum += frequency.get(lemma) ?? 0;
    return lemmas.size ? sum / Math.sqrt(lemmas.size) : 0;
  };
}

function citationOf(sentence: AnalyzedSentence): Citation {
  return { fileName: sentence.fileName, page: sentence.page, section: sentence.sourceSection, quote: sentence.text };
}

function firstSentence(text: string): string {
  return /^.*?[.!?](?=\s|$)/u.exec(text)?.[0] ?? text;
}
