import type { Citation } from '@studyforge/contracts';
import type { AnalyzedSentence } from '../analysis/analyzed-corpus.js';

/** File, page, section and the exact source sentence(s) an item came from. */
export function citationOf(sentences: readonly AnalyzedSentence[], sectionHeading: string | null): Citation {
  const first = sentences[0]!;
  return {
    fileName: first.fileName,
    page: first.page,
    section: first.sourceSection ?? sectionHeading,
    quote: quoteOf(sentences),
  };
}

export function quoteOf(sentences: readonly AnalyzedSentence[]): string {
  return sentences.map((sentence) => sentence.text).join(' ');
}
