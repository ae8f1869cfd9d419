import type { StudyFileType } from '@studyforge/contracts';
import type { TextBlock } from './extracted-document.js';
import { buildLayoutBlocks } from './layout-block-builder.js';
import { ocrEngine, OcrImageError } from './ocr-engine.js';
import { ocrLayoutPage } from './ocr-lines.js';
import { removeRunningHeaders } from './running-header-filter.js';

/** Re-encodes an image tesseract's decoders reject (some WebP variants) as PNG. */
async function toPng(bytes: Buffer): Promise<Buffer> {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return canvas.encode('png');
}

async function recognize(bytes: Buffer, type: StudyFileType) {
  try {
    return await ocrEngine.recognize(bytes);
  } catch (error) {
    if (!(error instanceof OcrImageError) || type !== 'webp') throw error;
    return ocrEngine.recognize(await toPng(bytes));
  }
}

/** A photo or scan of text (JPEG, PNG, WebP), read with offline OCR. Images have no pages: page is null. */
export async function extractImageText(bytes: Buffer, type: StudyFileType): Promise<TextBlock[]> {
  const result = await recognize(bytes, type);
  return buildLayoutBlocks(removeRunningHeaders([ocrLayoutPage(result, 1)])).map((block) => ({ ...block, page: null }));
}
