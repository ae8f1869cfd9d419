import type { LayoutLine } from './layout-page.js';

/** How far (in body sizes) a panel's text stands in from both edges of the page's text column. */
const MIN_INSET = 0.8;
/** Two or more of a panel's lines end within this many body sizes of its right edge: its text fills a narrower measure. */
const FILLED_MEASURE = 2;
/** A panel's text spans at least this share of the column: narrower runs are short list items or a table. */
const MIN_WIDTH_SHARE = 0.6;

function mostCommon(values: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = values[0] ?? 0;
  for (const [value, count] of counts) if (count > (counts.get(best) ?? 0)) best = value;
  return best;
}

/**
 * Marks the lines of a page printed in a panel set apart from the running text (a feature box, a worked
 * example, the objectives): a run of two or more lines standing in from both edges of the page's text column,
 * whose text fills that narrower measure (at least two of its lines end at its right edge). List items stand in
 * on the left only, and a block quote's... is a panel too. Pages of one column only: the column is where most
 * body-size lines start and where the farthest of them ends.
 */
export function markInsetPanels(lines: readonly LayoutLine[]): LayoutLine[] {
  if (lines.length < 3) return [...lines];
  const sizes = lines.map((line) => Math.round(line.size * 2) / 2);
  const bodySize = mostCommon(sizes);
  const body = lines.filter((line) => Math.abs(line.size - bodySize) <= 0.5);
  const columnLeft = mostCommon(body.map((line) => Math.round(line.left)));
  const columnRight = Math.max(...body.map((line) => line.right));
  const inset = bodySize * MIN_INSET;
  const standsIn = (line: LayoutLine) => line.left >= columnLeft + inset && line.right <= columnRight - inset;
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
    if (run.length >= 2 && filled >= 2 && right - left >= (columnRight - columnLeft) * MIN_WIDTH_SHARE) {
      for (let index = start; index < end; index++) marked[index] = { ...lines[index]!, boxed: true };
    }
    start = end;
  }
  return marked;
}
