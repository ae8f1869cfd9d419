import type { Page } from 'tesseract.js';
import type { LayoutLine, LayoutPage } from './layout-page.js';

interface OcrLine {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
  rowAttributes?: { rowHeight: number } | null;
}

/** The parts of tesseract's page that layout reads: plain data, cheap to pass between threads. */
export interface OcrPage {
  blocks: { paragraphs: { lines: OcrLine[] }[] }[];
}

/** Tesseract's page cut down to OcrPage. */
export function toOcrPage(page: Page): OcrPage {
  return {
    blocks: (page.blocks ?? []).map((block) => ({
      paragraphs: block.paragraphs.map((paragraph) => ({
        lines: paragraph.lines.map((line) => ({
          text: line.text,
          confidence: line.confidence,
          bbox: { x0: line.bbox.x0, y0: line.bbox.y0, x1: line.bbox.x1, y1: line.bbox.y1 },
          rowAttributes: line.rowAttributes ? { rowHeight: line.rowAttributes.rowHeight } : null,
        })),
      })),
    })),
  };
}

/** Lines tesseract itself doubts are usually specks, rules or picture edges read as letters. */
const MIN_LINE_CONFIDENCE = 40;

/**
 * Tesseract's lines as layout lines, in the page's units (pixels divided by the render scale);
 * the first line of each tesseract paragraph is marked as a paragraph start.
 */
export function ocrLayoutPage(result: OcrPage, page: number, scale = 1): LayoutPage {
  const lines: LayoutLine[] = [];
  for (const block of result.blocks) {
    for (const paragraph of block.paragraphs) {
      paragraph.lines.forEach((line, index) => {
        const text = line.text.trim();
        if (line.confidence < MIN_LINE_CONFIDENCE || !/[\p{L}\p{N}]/u.test(text)) return;
        const { x0, y0, x1, y1 } = line.bbox;
        lines.push({
          text,
          size: (line.rowAttributes?.rowHeight || y1 - y0) / scale,
          left: x0 / scale,
          right: x1 / scale,
          top: y0 / scale,
          bottom: y1 / scale,
          startsParagraph: index === 0,
        });
      });
    }
  }
  const width = Math.max(0, ...lines.map((line) => line.right));
  const height = Math.max(0, ...lines.map((line) => line.bottom));
  return { page, width, height, source: 'ocr', lines };
}
