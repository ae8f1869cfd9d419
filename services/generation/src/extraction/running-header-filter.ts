import type { LayoutLine, LayoutPage } from './layout-page.js';

const MARGIN_FRACTION = 0.12;
const EDGE_LINES = 2;
const REPEATED_ON_SHARE = 0.5;
const MAX_SIZE_RATIO = 1.1;
const PAGE_NUMBER = /^(?:page\s+)?(?:\d{1,4}|[ivxlcdm]{1,6})(?:\s*(?:of|\/)\s*\d{1,4})?$|^[-\u2013\u2014]\s*\d{1,4}\s*[-\u2013\u2014]$/i;

const EDGE_NUMBER = /^\d{1,4}\b|\b\d{1,4}$/;

const repetitionKey = (text: string) => text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

function medianSize(pages: LayoutPage[]): number {
  const sizes = pages.flatMap((page) => page.lines.map((line) => line.size)).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 0;
}

/**
 * The few lines nearest the top and bottom edges that sit inside the page margins, set no larger
 * than body text (a heading opening each page is not a running header, even if it repeats).
 */
function marginLines(page: LayoutPage, bodySize: number): Set<LayoutLine> {
  const byTop = [...page.lines].sort((a, b) => a.top - b.top);
  const top = byTop.slice(0, EDGE_LINES).filter((line) => line.top < page.height * MARGIN_FRACTION);
  const bottom = byTop.slice(-EDGE_LINES).filter((line) => line.bottom > page.height * (1 - MARGIN_FRACTION));
  return new Set([...top, ...bottom].filter((line) => line.size <= bodySize * MAX_SIZE_RATIO));
}

/**
 * Drops running headers and footers and bare page numbers. A margin line is a running header when,
 * numbers aside, it recurs on at least half the pages, or on two or more pages with a number at its
 * start or end that changes (a chapter's header carrying the page number).
 */
export function removeRunningHeaders(pages: LayoutPage[]): LayoutPage[] {
  const bySource = (source: LayoutPage['source']) => medianSize(pages.filter((page) => page.source === source));
  const bodySizes = { 'text-layer': bySource('text-layer'), ocr: bySource('ocr') };
  const margins = pages.map((page) => marginLines(page, bodySizes[page.source]));

  const occurrences = new Map<string, { pages: number; texts: Set<string> }>();
  for (const lines of margins) {
    const keysOnPage = new Map([...lines].map((line) => [repetitionKey(line.text), line.text.trim()]));
    for (const [key, text] of keysOnPage) {
      const seen = occurrences.get(key) ?? { pages: 0, texts: new Set<string>() };
      seen.pages += 1;
      seen.texts.add(text);
      occurrences.set(key, seen);
    }
  }
  const pagesWithText = pages.filter((page) => page.lines.length > 0).length;
  const isRunning = (text: string) => {
    const seen = occurrences.get(repetitionKey(text));
    if (!seen || seen.pages < 2) return false;
    const numberedPerPage = seen.texts.size > 1 && EDGE_NUMBER.test(text);
    return seen.pages >= pagesWithText * REPEATED_ON_SHARE || numberedPerPage;
  };

  return pages.map((page, index) => ({
    ...page,
    lines: page.lines.filter((line) => {
      if (!margins[index]!.has(line)) return true;
      const text = line.text.trim();
      return !PAGE_NUMBER.test(text) && !isRunning(text);
    }),
  }));
}
