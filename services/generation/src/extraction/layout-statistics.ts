import type { LayoutLine, LayoutPage } from './layout-page.js';

/** What "normal" looks like in one source's lines, so headings and paragraph gaps stand out. */
export interface LayoutStatistics {
  /** The size most of the text is set in. */
  bodySize: number;
  /** Sizes clearly larger than the body that short lines use, largest first: index + 1 is the heading level. */
  headingSizes: number[];
  /**
   * Sizes of short all-bold lines not already heading sizes (headings set in a bold face at or near body size),
   * largest first: index + 1 + headingSizes.length is the heading level.
   */
  boldHeadingSizes: number[];
  /** The usual vertical space between consecutive body lines. */
  lineGap: number;
}

/** How much larger than the body a heading's size must be: OCR row heights are noisier than font sizes. */
export const HEADING_SIZE_RATIO: Record<LayoutPage['source'], number> = { 'text-layer': 1.15, ocr: 1.3 };
const SAME_SIZE_TOLERANCE = 0.08;
const MAX_HEADING_LEVELS = 5;
const MAX_HEADING_WORDS = 15;
/** A bold line smaller than this share of the body size is a caption or a note, not a heading. */
const BOLD_HEADING_MIN_RATIO = 0.95;

export const isHeadingLength = (text: string) =>
  text.length <= 120 && text.split(/\s+/).filter(Boolean).length <= MAX_HEADING_WORDS && /\p{L}/u.test(text);

export const sameSize = (a: number, b: number) => Math.abs(a - b) <= SAME_SIZE_TOLERANCE * Math.max(a, b);

function weightedMedian(entries: Array<{ value: number; weight: number }>): number | null {
  const sorted = entries.filter((entry) => entry.weight > 0).sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, entry) => sum + entry.weight, 0);
  let seen = 0;
  for (const entry of sorted) {
    seen += entry.weight;
    if (seen >= total / 2) return entry.value;
  }
  return null;
}

function median(values: number[]): number | null {
  return weightedMedian(values.map((value) => ({ value, weight: 1 })));
}

function clusterSizes(sizes: number[]): number[] {
  const clusters: number[] = [];
  for (const size of [...sizes].sort((a, b) => b - a)) {
    if (!clusters.some((cluster) => sameSize(cluster, size))) clusters.push(size);
  }
  return clusters.slice(0, MAX_HEADING_LEVELS);
}

export function layoutStatistics(pages: LayoutPage[], source: LayoutPage['source']): LayoutStatistics {
  const lines: LayoutLine[] = pages.filter((page) => page.source === source).flatMap((page) => page.lines);
  const bodySize = weightedMedian(lines.map((line) => ({ value: line.size, weight: line.text.length }))) ?? 12;
  const headingSizes = clusterSizes(
    lines
      .filter((line) => line.size >= bodySize * HEADING_SIZE_RATIO[source] && isHeadingLength(line.text))
      .map((line) => line.size),
  );

  const boldHeadingSizes = clusterSizes(
    lines
      .filter((line) => line.bold && line.size >= bodySize * BOLD_HEADING_MIN_RATIO && isHeadingLength(line.text))
      .map((line) => line.size)
      .filter((size) => !headingSizes.some((headingSize) => sameSize(headingSize, size))),
  );

  const gaps: number[] = [];
  for (const page of pages.filter((candidate) => candidate.source === source)) {
    page.lines.forEach((line, index) => {
      const previous = page.lines[index - 1];
      if (!previous || !sameSize(line.size, bodySize) || !sameSize(previous.size, bodySize)) return;
      const gap = line.top - previous.bottom;
      if (gap >= -bodySize * 0.5 && gap < bodySize * 3) gaps.push(Math.max(0, gap));
    });
  }
  return { bodySize, headingSizes, boldHeadingSizes, lineGap: median(gaps) ?? bodySize * 0.3 };
}

/** The heading level of a bold line standing apart, set at or near body size (after every level given by size alone). */
export function boldHeadingLevel(size: number, statistics: LayoutStatistics): number {
  const index = statistics.boldHeadingSizes.findIndex((boldSize) => sameSize(boldSize, size));
  return statistics.headingSizes.length + 1 + Math.max(0, index);
}

/** The heading level a line's size gives it, or null when it is body-sized. */
export function sizeLevel(size: number, statistics: LayoutStatistics): number | null {
  const index = statistics.headingSizes.findIndex((headingSize) => sameSize(headingSize, size));
  return index === -1 ? null : index + 1;
}
