import { generationMessages } from '@studyforge/contracts';
import { extractDoc } from './doc-extractor.js';
import { extractDocx } from './docx-extractor.js';
import { ExtractionError, type ExtractedDocument, type SourceFile, type TextBlock } from './extracted-document.js';
import { extractImageText } from './image-extractor.js';
import { OcrEngineError } from './ocr-engine.js';
import { extractPdf } from './pdf-extractor.js';
import { parsePlainText } from './plain-text-parser.js';
import { extractPlainText } from './text-extractor.js';
import { countLetters } from './text-normalizer.js';

/** Fewer letters than this in a whole file is not study material (a stray page number, a logo, OCR noise). */
export const MIN_LETTERS = 20;

export interface ExtractOptions {
  /** Called with 0..1 as the file is read (per page for PDFs). */
  onProgress?: (fraction: number) => void;
}

interface Extraction {
  blocks: TextBlock[];
  pageCount: number | null;
}

async function extractByType(file: SourceFile, options: ExtractOptions): Promise<Extraction> {
  switch (file.type) {
    case 'pdf':
      return extractPdf(file.bytes, options.onProgress);
    case 'docx':
      return { blocks: await extractDocx(file.bytes), pageCount: null };
    case 'doc':
      return { blocks: await extractDoc(file.bytes), pageCount: null };
    case 'text':
      return { blocks: extractPlainText(file.bytes), pageCount: null };
    case 'jpeg':
    case 'png':
    case 'webp':
      return { blocks: await extractImageText(file.bytes, file.type), pageCount: null };
  }
}

/**
 * The text of an uploaded file as blocks in reading order, each with its page (PDFs) and section.
 * Throws ExtractionError: UNREADABLE when the file cannot be opened or parsed (damaged,
 * password-protected, not what its type says), NO_TEXT when it holds no meaningful text.
 * An OCR engine that cannot start throws OcrEngineError: that is the service's fault, not the file's.
 */
export async function extractDocument(file: SourceFile, options: ExtractOptions = {}): Promise<ExtractedDocument> {
  let extraction: Extraction;
  try {
    extraction = await extractByType(file, options);
  } catch (error) {
    if (error instanceof ExtractionError || error instanceof OcrEngineError) throw error;
    throw new ExtractionError('UNREADABLE', file.fileName, generationMessages.unreadable(file.fileName), { cause: error });
  }
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
