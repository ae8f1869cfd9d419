import type { LayoutLine } from './layout-page.js';

/** The parts of a pdf.js text item this module reads. */
export interface PdfTextItem {
  str: string;
  /** [a, b, c, d, e, f] text matrix in PDF user space. */
  transform: number[];
  width: number;
  hasEOL: boolean;
  /** pdf.js's name for the item's font, to look up whether it is bold or italic. */
  fontName?: string;
}

/** An affine matrix [a, b, c, d, e, f] as PDF and pdf.js write them. */
export type Matrix = readonly number[];

function multiply(m1: Matrix, m2: Matrix): number[] {
  const [a1 = 1, b1 = 0, c1 = 0, d1 = 1, e1 = 0, f1 = 0] = m1;
  const [a2 = 1, b2 = 0, c2 = 0, d2 = 1, e2 = 0, f2 = 0] = m2;
  return [a1 * a2 + c1 * b2, b1 * a2 + d1 * b2, a1 * c2 + c1 * d2, b1 * c2 + d1 * d2, a1 * e2 + c1 * f2 + e1, b1 * e2 + d1 * f2 + f1];
}

interface OpenLine {
  parts: string[];
  baseline: number;
  left: number;
  right: number;
  charsBySize: Map<number, number>;
  emphasis: string[];
  /** For each run of `emphasis`: every item of it was set in italics, none in bold. */
  italicRuns: boolean[];
  /** The last part was emphasised, so the next emphasised item extends its run. */
  inRun: boolean;
  /** No visible character so far was set in a face that is not bold. */
  allBold: boolean;
}

const ASCENT = 0.8;
const DESCENT = 0.2;

function dominantSize(charsBySize: Map<number, number>): number {
  let best = 0;
  let bestCount = -1;
  for (const [size, count] of charsBySize) {
    if (count > bestCount) [best, bestCount] = [size, count];
  }
  return best;
}

/**
 * Groups a page's text items, in content-stream order (which keeps columns apart), into lines:
 * a new line starts at an end-of-line mark, a baseline change or a jump back to the left.
 */
export function textItemsToLines(
  items: readonly PdfTextItem[],
  viewportTransform: Matrix,
  isEmphasised: (fontName: string) => boolean = () => false,
  isBold: (fontName: string) => boolean = () => false,
): LayoutLine[] {
  const lines: LayoutLine[] = [];
  let open: OpenLine | null = null;

  const close = () => {
    if (open) {
      const text = open.parts.join('').trim();
      const size = dominantSize(open.charsBySize);
      if (text) {
        const runs = open.emphasis.map((run, index) => ({ run: run.trim(), italic: open!.italicRuns[index]! })).filter(({ run }) => run && run !== text);
        const emphasis = runs.map(({ run }) => run);
        const italic = runs.filter((run) => run.italic).map(({ run }) => run);
        lines.push({
          text,
          size,
          left: open.left,
          right: open.right,
          top: open.baseline - size * ASCENT,
          bottom: open.baseline + size * DESCENT,
          ...(emphasis.length ? { emphasis } : {}),
          ...(italic.length ? { italic } : {}),
          ...(open.allBold ? { bold: true } : {}),
        });
      }
    }
    open = null;
  };

  for (const item of items) {
    // In page (viewport) space, so rotated pages read the way they are displayed.
    const [a = 0, b = 0, c = 0, d = 0, x = 0, baseline = 0] = multiply(viewportTransform, item.transform);
    // Text running sideways on the displayed page (margin stamps, axis labels) is not part of the reading flow.
    if (Math.abs(b) > Math.abs(a) || Math.abs(c) > Math.abs(d)) continue;
    const size = Math.round(Math.hypot(c, d) * 10) / 10 || Math.abs(a);
    const right = x + item.width;
    const current = open as OpenLine | null;

    if (item.str.trim()) {
      const sameLine =
        current !== null && Math.abs(baseline - current.baseline) <= size * 0.5 && x >= current.right - size;
      if (!sameLine) {
        close();
        open = { parts: [], baseline, left: x, right, charsBySize: new Map(), emphasis: [], italicRuns: [], inRun: false, allBold: true };
      }
      const line = open as unknown as OpenLine;
      const lastPart = line.parts.at(-1) ?? '';
      const gap = x - line.right;
      const spaced = line.parts.length > 0 && gap > size * 0.15 && !/\s$/.test(lastPart) && !/^\s/.test(item.str);
      if (spaced) line.parts.push(' ');
      line.parts.push(item.str);
      if (item.fontName !== undefined && isEmphasised(item.fontName)) {
        const italic = !isBold(item.fontName);
        if (line.inRun) {
          line.emphasis[line.emphasis.length - 1] += (spaced ? ' ' : '') + item.str;
          line.italicRuns[line.italicRuns.length - 1] &&= italic;
        } else {
          line.emphasis.push(item.str);
          line.italicRuns.push(italic);
        }
        line.inRun = true;
      } else {
        line.inRun = false;
      }
      if (item.fontName === undefined || !isBold(item.fontName)) line.allBold = false;
      line.right = Math.max(line.right, right);
      line.charsBySize.set(size, (line.charsBySize.get(size) ?? 0) + item.str.trim().length);
    } else if (current && item.str) {
      current.parts.push(' ');
      if (current.inRun) current.emphasis[current.emphasis.length - 1] += ' ';
    }
    if (item.hasEOL) close();
  }
  close();
  return lines;
}
