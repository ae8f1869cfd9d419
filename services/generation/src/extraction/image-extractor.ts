import { generationMessages, type StudyFileType } from '@studyforge/contracts';
import { ExtractionError, type TextBlock } from './extracted-document.js';
import { EXTRACTION_LIMITS, limitMessages, overLimit } from './extraction-limits.js';
import { readImageHeader } from './image-header-reader.js';
import { buildLayoutBlocks } from './layout-block-builder.js';
import { OcrImageError, type RecognizeImage } from './ocr-engine.js';
import { ocrLayoutPage } from './ocr-lines.js';
import { markEmphasisedWords } from './ocr-word-weight.js';
import { removeRunningHeaders } from './running-header-filter.js';

/** Re-encodes an image tesseract's decoders reject (some WebP variants) as PNG. */
async function toPng(bytes: Buffer): Promise<Buffer> {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return canvas.encode('png');
}

/** Refuses, from the header alone, an image that is not what it says, cut short, animated or too big to decode. */
function checkImage(bytes: Buffer, type: StudyFileType, fileName: string): void {
  const header = readImageHeader(bytes, type);
  if (!header) throw new ExtractionError('UNREADABLE', fileName, generationMessages.unreadable(fileName));
  if (header.width * header.height > EXTRACTION_LIMITS.maxImagePixels) {
    throw overLimit(fileName, limitMessages.imageTooLarge(fileName, header.width, header.height));
  }
  if (header.truncated) throw overLimit(fileName, limitMessages.incompleteImage(fileName));
  if (header.animated) throw overLimit(fileName, limitMessages.animatedImage(fileName));
}

async function recognize(bytes: Buffer, type: StudyFileType, ocr: RecognizeImage) {
  try {
    return await ocr(bytes);
  } catch (error) {
    if (!(error instanceof OcrImageError) || type !== 'webp') throw error;
    return ocr(await toPng(bytes));
  }
}

/** A photo or scan of text (JPEG, PNG, WebP), read with offline OCR. Images have no pages: page is null. */
export async function extractImageText(bytes: Buffer, type: StudyFileType, fileName: string, ocr: RecognizeImage): Promise<TextBlock[]> {
  checkImage(bytes, type, fileName);
  const result = await markEmphasisedWords(await recognize(bytes, type, ocr), bytes);
  return buildLayoutBlocks(removeRunningHeaders([ocrLayoutPage(result, 1)])).map((block) => ({ ...block, page: null }));
}
