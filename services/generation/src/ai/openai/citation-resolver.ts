import type { Citation } from '@studyforge/contracts';
import type { Passage } from './passage-catalog.js';

/** Shorter quotes are too thin to show as evidence; the whole passage is used instead. */
const MIN_QUOTE_CHARS = 12;

/**
 * The citation of a real passage: its file, page and section, and the model's quote only when it
 * appears word for word in that passage (else the passage itself), so no citation is ever invented.
 */
export function resolveCitation(passage: Passage, modelQuote: string): Citation {
  return {
    fileName: passage.fileName,
    page: passage.page,
    section: passage.section,
    quote: verbatimQuote(passage.text, modelQuote) ?? passage.text.trim(),
  };
}

/** The model's quote, trimmed of quotation marks, when it is at least a short sentence copied word for word from the passage. */
export function verbatimQuote(passageText: string, modelQuote: string): string | null {
  const quote = modelQuote
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["“'‘]+|["”'’]+$/g, '')
    .trim();
  if (quote.length < MIN_QUOTE_CHARS) return null;
  return passageText.includes(quote) ? quote : null;
}
