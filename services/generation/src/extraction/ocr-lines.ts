import type { Page } from 'tesseract.js';
import type { LayoutLine, LayoutPage } from './layout-page.js';

export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrWord {
  text: string;
  bbox: OcrBox;
  /** Set by markEmphasisedWords (ocr-word-weight.ts): the word's strokes are clearly heavier than its neighbours'. */
  bold?: boolean;
  /** Set by markEmphasisedWords: the word's strokes lean. */
  italic?: boolean;
  /** Printed against the word before it with no space: the part after a dash of what tesseract read as one word ("power—influence"). */
  joined?: boolean;
}

export interface OcrLine {
  text: string;
  confidence: number;
  bbox: OcrBox;
  rowAttributes?: { rowHeight: number } | null;
  /** Tesseract's words with their boxes (absent from pages read before words were kept). */
  words?: OcrWord[];
}

/** The parts of tesseract's page that layout reads: plain data, cheap to pass between threads. */
export interface OcrPage {
  blocks: { paragraphs: { lines: OcrLine[] }[] }[];
}

/** The page's lines in reading order. */
export function ocrLinesOf(page: OcrPage): OcrLine[] {
  return page.blocks.flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
}

/** The page with each line replaced by `change(line, index)` (its index in reading order), blocks and paragraphs kept. */
export function mapOcrLines(page: OcrPage, change: (line: OcrLine, index: number) => OcrLine): OcrPage {
  let index = 0;
  return { blocks: page.blocks.map((block) => ({ paragraphs: block.paragraphs.map((paragraph) => ({ lines: paragraph.lines.map((line) => change(line, index++)) })) })) };
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
          words: (line.words ?? []).map((word) => ({ text: word.text, bbox: { x0: word.bbox.x0, y0: word.bbox.y0, x1: word.bbox.x1, y1: word.bbox.y1 } })),
        })),
      })),
    })),
  };
}

/** A run's edges lose the punctuation around it ("economy," gives "economy"); a bracket it opens or closes stays. */
function trimRun(run: string): string {
  let text = run.replace(/^[^\p{L}\p{N}(]+/u, '').replace(/[^\p{L}\p{N})]+$/u, '');
  if (text.startsWith('(') && !text.includes(')')) text = text.slice(1).trimStart();
  if (text.endsWith(')') && !text.includes('(')) text = text.slice(0, -1).trimEnd();
  return text;
}

/**
 * Consecutive bold or italic words as runs (each with a letter in it), those of them italic and not
 * bold, and whether every word of the line is bold.
 */
function emphasisRuns(words: readonly OcrWord[]): { runs: string[]; italic: string[]; wholeLine: boolean } {
  const runs: string[] = [];
  const italic: string[] = [];
  let open: OcrWord[] = [];
  const close = () => {
    const run = trimRun(open.map((word, index) => (index > 0 && !word.joined ? ' ' : '') + word.text).join(''));
    if (/\p{L}/u.test(run)) {
      runs.push(run);
      if (open.every((word) => !word.bold)) italic.push(run);
    }
    open = [];
  };
  for (const word of words) {
    if (word.bold || word.italic) open.push(word);
    else if (open.length) close();
  }
  if (open.length) close();
  const lettered = words.filter((word) => /[\p{L}\p{N}]/u.test(word.text));
  return { runs, italic, wholeLine: lettered.length > 0 && lettered.every((word) => word.bold) };
}

/** Lines tesseract itself doubts are usually specks, rules or picture edges read as letters. */
const MIN_LINE_CONFIDENCE = 40;

/**
 * Tesseract's lines as layout lines, in the page's units (pixels divided by the render scale);
 * the first line of each tesseract paragraph is marked as a paragraph start. Words markEmphasisedWords found
 * bold or italic become the line's emphasis runs; a line wholly bold is marked bold (a heading at body size).
 */
export function ocrLayoutPage(result: OcrPage, page: number, scale = 1): LayoutPage {
  const lines: LayoutLine[] = [];
  for (const block of result.blocks) {
    for (const paragraph of block.paragraphs) {
      paragraph.lines.forEach((line, index) => {
        const text = line.text.trim();
        if (line.confidence < MIN_LINE_CONFIDENCE || !/[\p{L}\p{N}]/u.test(text)) return;
        const { x0, y0, x1, y1 } = line.bbox;
        const { runs, italic: italicRuns, wholeLine } = emphasisRuns(line.words ?? []);
        // As for text layers, a run that is the whole line marks no part of it.
        const emphasis = wholeLine ? [] : runs.filter((run) => run !== text && text.includes(run));
        const italic = emphasis.filter((run) => italicRuns.includes(run));
        lines.push({
          text,
          size: (line.rowAttributes?.rowHeight || y1 - y0) / scale,
          left: x0 / scale,
          right: x1 / scale,
          top: y0 / scale,
          bottom: y1 / scale,
          startsParagraph: index === 0,
          ...(emphasis.length ? { emphasis } : {}),
          ...(italic.length ? { italic } : {}),
          ...(wholeLine ? { bold: true } : {}),
        });
      });
    }
  }
  const width = Math.max(0, ...lines.map((line) => line.right));
  const height = Math.max(0, ...lines.map((line) => line.bottom));
  return { page, width, height, source: 'ocr', lines };
}
