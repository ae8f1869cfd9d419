import type { RecognizeImage } from '../../../extraction/ocr-engine.js';
import { ocrLinesOf, type OcrPage } from '../../../extraction/ocr-lines.js';
import { rotatedPng, scaledPng, type PreparedImage } from './image-preparer.js';

export interface OcrLineRead {
  text: string;
  confidence: number;
  /** Height of the line in pixels. */
  height: number;
}

export interface OrientedText {
  /** Clockwise turn that made the text readable. */
  rotation: 0 | 90 | 180 | 270;
  lines: OcrLineRead[];
  /** Mean confidence of the lines kept, weighted by their letters (0–100). */
  confidence: number;
  letters: number;
}

/** Lines tesseract itself doubts are usually specks or picture edges read as letters. */
const MIN_LINE_CONFIDENCE = 35;
/** Upright text is read with at least this confidence; below it, the other orientations are tried. */
const CONFIDENT = 70;

function readLines(page: OcrPage): OrientedText['lines'] {
  return ocrLinesOf(page)
    .map((line) => ({ text: line.text.replace(/\s+/g, ' ').trim(), confidence: line.confidence, height: line.bbox.y1 - line.bbox.y0 }))
    .filter((line) => line.confidence >= MIN_LINE_CONFIDENCE && /[\p{L}\p{N}]/u.test(line.text));
}

function summarise(rotation: OrientedText['rotation'], page: OcrPage): OrientedText {
  const lines = readLines(page);
  const letters = lines.reduce((sum, line) => sum + (line.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0), 0);
  const weighted = lines.reduce((sum, line) => sum + line.confidence * (line.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0), 0);
  return { rotation, lines, confidence: letters ? weighted / letters : 0, letters };
}

/** How much readable text a reading holds: letters read, weighted by how sure tesseract was of them. */
const quality = (reading: OrientedText) => reading.letters * (reading.confidence / 100) ** 2;

/**
 * Reads the image's text upright; when that reading is poor, also reads it turned by 90, 180 and 270
 * degrees and keeps the orientation whose text tesseract is surest of (a phone photo taken sideways).
 */
export async function readOrientedText(prepared: PreparedImage, ocr: RecognizeImage): Promise<OrientedText> {
  const upright = summarise(0, await ocr(prepared.png));
  if (upright.confidence >= CONFIDENT && upright.letters >= 5) return upright;
  let best = upright;
  // Lettering much taller than book print (a formula written large) reads better at half the size.
  if (Math.min(prepared.width, prepared.height) >= 200) {
    const half = summarise(0, await ocr(await scaledPng(prepared, 0.5)));
    if (quality(half) > quality(best) * 1.15) best = half;
    if (best.confidence >= CONFIDENT && best.letters >= 5) return best;
  }
  // Phones turn photos a quarter turn far more often than upside down; a confident reading ends the search.
  for (const rotation of [90, 270, 180] as const) {
    const reading = summarise(rotation, await ocr(await rotatedPng(prepared, rotation)));
    if (quality(reading) > quality(best) * 1.3 && reading.confidence >= 60) best = reading;
    if (best.rotation && best.confidence >= CONFIDENT && best.letters >= 20) break;
  }
  return best;
}
