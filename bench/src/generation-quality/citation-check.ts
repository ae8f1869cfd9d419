import type { Citation } from '@studyforge/contracts';
import { normalizeText } from './term-normalizer.js';

export interface CitedDocument {
  fileName: string;
  pageCount: number | null;
  text: string;
}

/**
 * Whether an item still cites its source: a file that was given, a page within it (paged files), and a
 * non-empty quote that is found in that file's extracted text (compared normalised, its first 60 characters).
 */
export function citationProblem(citation: Citation | undefined, documents: readonly CitedDocument[]): string | null {
  if (!citation) return 'no citation';
  const document = documents.find((entry) => entry.fileName === citation.fileName);
  if (!document) return `cites "${citation.fileName}", which was not given`;
  const quote = normalizeText(citation.quote);
  if (!quote) return 'an empty quote';
  if (document.pageCount !== null && (citation.page === null || citation.page < 1 || citation.page > document.pageCount)) return `page ${citation.page} of ${document.pageCount}`;
  if (!normalizeText(document.text).includes(quote.slice(0, 60))) return 'the quote is not in the file';
  return null;
}
