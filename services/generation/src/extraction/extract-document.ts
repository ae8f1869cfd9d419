import { generationMessages } from '@studyforge/contracts';
import { ExtractionError, type ExtractedDocument, type SourceFile } from './extracted-document.js';
import { parsePlainText } from './plain-text-parser.js';
import { extractInSandbox } from './sandbox/extraction-sandbox.js';
import { countLetters } from './text-normalizer.js';

/** Fewer letters than this in a whole file is not study material (a stray page number, a logo, OCR noise). */
export const MIN_LETTERS = 20;

export interface ExtractOptions {
  /** Called with 0..1 as the file is read (per page for PDFs). */
  onProgress?: (fraction: number) => void;
}

/**
 * The text of an uploaded file as blocks in reading order, each with its page (PDFs) and section,
 * parsed in a sandboxed thread (sandbox/extraction-sandbox.ts). Throws ExtractionError: UNREADABLE
 * when the file cannot be opened or parsed (damaged, password-protected, not what its type says),
 * NO_TEXT when it holds no meaningful text, TOO_LARGE when it is over a reading limit
 * (extraction-limits.ts). An OCR engine that cannot start throws OcrEngineError: that is the
 * service's fault, not the file's.
 */
export async function extractDocument(file: SourceFile, options: ExtractOptions = {}): Promise<ExtractedDocument> {
  const extraction = await extractInSandbox(file, { onProgress: options.onProgress });
  const letters = extraction.blocks.reduce((sum, block) => sum + countLetters(block.text), 0);
  if (letters < MIN_LETTERS) {
    throw new ExtractionError('NO_TEXT', file.fileName, generationMessages.noTextIn(file.fileName));
  }
  options.onProgress?.(1);
  return { fileName: file.fileName, type: file.type, pageCount: extraction.pageCount, blocks: extraction.blocks };
}

/** Pasted text as a document (markdown-style headings and lists understood); empty text gives no blocks. */
export function textToDocument(text: string, fileName = 'Pasted text'): ExtractedDocument {
  return { fileName, type: 'pasted-text', pageCount: null, blocks: parsePlainText(text) };
}
