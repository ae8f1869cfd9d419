import type { LayoutLine, LayoutPage } from './layout-page.js';

/** How far (in body sizes) a panel's text stands in from both edges of the page's text column. */
const MIN_INSET = 0.8;
/** Two or more of a panel's lines end within this many body sizes of its right edge: its text fills a narrower measure. */
const FILLED_MEASURE = 2;
/** Share of the body lines that must start at an edge for it to be the column's left edge. */
const COLUMN_SHARE = 0.2;
/** A panel's text spans at least this share of the column: narrower runs are short list items or a table. */
const MIN_WIDTH_SHARE = 0.6;

/** The leftmost edge at which a good share of the body lines start (boxes and lists may outnumber the running text). */
function columnLeft(lefts: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const left of lefts) counts.set(left, (counts.get(left) ?? 0) + 1);
  const common = [...counts].filter(([, count]) => count >= lefts.length * COLUMN_SHARE).map(([left]) => left);
  return common.length > 0 ? Math.min(...common) : mostCommon(lefts);
}

function mostCommon(values: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = values[0] ?? 0;
  for (const [value, count] of counts) if (count > (counts.get(best) ?? 0)) best = value;
  return best;
}

/**
 * Marks the lines printed in a panel set apart from the running text (a feature box, a worked example, the
 * objectives): a run of two or more lines of one page standing in from both edges of the document's text column,
 * opening with the panel's title (or going on from the page before), whose text fills that narrower measure (at
 * least two of its lines end at its right edge). List items stand in on the left only and open with no title.
 * The column runs from the leftmost edge where a fifth of the body-size lines of the text layers start to where the
 * farthest of them ends, over the whole document (a page filled by a box has no running text of its own to
 * measure); OCR pages are left as they are.
 */
export function markInsetPanels(pages: readonly LayoutPage[]): LayoutPage[] {
  const lines = pages.filter((page) => page.source === 'text-layer').flatMap((page) => page.lines);
  if (lines.length < 3) return [...pages];
  const bodySize = mostCommon(lines.map((line) => Math.round(line.size * 2) / 2));
  const body = lines.filter((line) => Math.abs(line.size - bodySize) <= 0.5);
  const column = { left: columnLeft(body.map((line) => Math.round(line.left))), right: Math.max(...body.map((line) => line.right)) };
  let carried = false;
  return pages.map((page) => {
    if (page.source !== 'text-layer') return page;
    const lines = markPage(page.lines, bodySize, column, carried);
    carried = lines.at(-1)?.boxed === true;
    return { ...page, lines };
  });
}

/**
 * `carried`: the last page ended inside a panel, so a run at the top of this one goes on with it; any other
 * run must open with the panel's title (a line set in bold or larger than the body), as boxes are printed.
 */
function markPage(lines: readonly LayoutLine[], bodySize: number, column: { left: number; right: number }, carried: boolean): LayoutLine[] {
  const inset = bodySize * MIN_INSET;
  const standsIn = (line: LayoutLine) => line.left >= column.left + inset && line.right <= column.right - inset;
  const marked = [...lines];
  let start = 0;
  while (start < lines.length) {
    if (!standsIn(lines[start]!)) {
      start++;
      continue;
    }
    let end = start;
    while (end < lines.length && standsIn(lines[end]!)) end++;
    const run = lines.slice(start, end);
    const right = Math.max(...run.map((line) => line.right));
    const left = Math.min(...run.map((line) => line.left));
    const filled = run.filter((line) => line.right >= right - bodySize * FILLED_MEASURE).length;
    const first = run[0]!;
    const titled = first.bold === true || first.size > bodySize + 0.5 || (carried && start === 0);
    if (titled && run.length >= 2 && filled >= 2 && right - left >= (column.right - column.left) * MIN_WIDTH_SHARE) {
      for (let index = start; index < end; index++) marked[index] = { ...lines[index]!, boxed: true };
    }
    start = end;
  }
  return marked;
}
