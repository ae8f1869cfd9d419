import { extractDoc } from './doc-extractor.js';
import { extractDocx } from './docx-extractor.js';
import type { SourceFile, TextBlock } from './extracted-document.js';
import { extractImageText } from './image-extractor.js';
import type { RecognizeImage } from './ocr-engine.js';
import { extractPdf } from './pdf-extractor.js';
import { extractPlainText } from './text-extractor.js';

export interface Extraction {
  blocks: TextBlock[];
  pageCount: number | null;
}

export interface FormatReading {
  /** Called with 0..1 as the file is read (per page for PDFs). */
  onProgress?: (fraction: number) => void;
  ocr: RecognizeImage;
}

/** The blocks of one file by its type. Runs inside a parsing thread (sandbox/), never on a service's main thread. */
export async function readFormat(file: SourceFile, reading: FormatReading): Promise<Extraction> {
  switch (file.type) {
    case 'pdf':
      return extractPdf(file.bytes, { fileName: file.fileName, onProgress: reading.onProgress, ocr: reading.ocr });
    case 'docx':
      return { blocks: await extractDocx(file.bytes, file.fileName), pageCount: null };
    case 'doc':
      return { blocks: await extractDoc(file.bytes), pageCount: null };
    case 'text':
      return { blocks: extractPlainText(file.bytes), pageCount: null };
    case 'jpeg':
    case 'png':
    case 'webp':
      return { blocks: await extractImageText(file.bytes, file.type, file.fileName, reading.ocr), pageCount: null };
  }
}
