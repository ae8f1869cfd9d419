import type { LayoutLine, LayoutPage } from './layout-page.js';

const MARGIN_FRACTION = 0.12;
const EDGE_LINES = 2;
const REPEATED_ON_SHARE = 0.5;
const MAX_SIZE_RATIO = 1.1;
const PAGE_NUMBER = /^(?:page\s+)?(?:\d{1,4}|[ivxlcdm]{1,6})(?:\s*(?:of|\/)\s*\d{1,4})?$|^[-\u2013\u2014]\s*\d{1,4}\s*[-\u2013\u2014]$/i;

const EDGE_NUMBER = /^\d{1,4}\b|\b\d{1,4}$/;

/** Numbers aside, and a page number printed at either end of the line (left pages put it first, right pages last) left out. */
const repetitionKey = (text: string) =>
  text.toLowerCase().trim().replace(/^\d{1,4}\s+|\s+\d{1,4}$/g, '').replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

/** The words of a line alone (no numbers, bullets or punctuation): how a running header repeats a title. */
const wordsKey = (text: string) => text.toLowerCase().replace(/[^\p{L}]+/gu, ' ').trim();
const MIN_TITLE_KEY_LETTERS = 8;

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
 * numbers aside, it recurs on at least half the pages, or on at least half the left-hand or the
 * right-hand pages (books print the chapter on one and the section on the other, and a short file has
 * too few pages for either to reach half of all), or on two or more pages with a number at its start
 * or end that changes (a chapter's header carrying the page number), or when it repeats the words of a
 * heading printed larger in the body (a section title as the header of a file too short for it to recur).
 */
export function removeRunningHeaders(pages: LayoutPage[]): LayoutPage[] {
  const bySource = (source: LayoutPage['source']) => medianSize(pages.filter((page) => page.source === source));
  const bodySizes = { 'text-layer': bySource('text-layer'), ocr: bySource('ocr') };
  const margins = pages.map((page) => marginLines(page, bodySizes[page.source]));

  const occurrences = new Map<string, { pages: number; byParity: [number, number]; texts: Set<string> }>();
  margins.forEach((lines, index) => {
    const keysOnPage = new Map([...lines].map((line) => [repetitionKey(line.text), line.text.trim()]));
    for (const [key, text] of keysOnPage) {
      const seen = occurrences.get(key) ?? { pages: 0, byParity: [0, 0], texts: new Set<string>() };
      seen.pages += 1;
      seen.byParity[pages[index]!.page % 2]! += 1;
      seen.texts.add(text);
      occurrences.set(key, seen);
    }
  });
  const titles = new Set(
    pages.flatMap((page) =>
      page.lines.filter((line) => line.size > bodySizes[page.source] * MAX_SIZE_RATIO).map((line) => wordsKey(line.text)),
    ),
  );
  const repeatsTitle = (text: string) => {
    const key = wordsKey(text);
    return key.replace(/ /g, '').length >= MIN_TITLE_KEY_LETTERS && titles.has(key);
  };
  const withText = pages.filter((page) => page.lines.length > 0);
  const pagesWithText = withText.length;
  const withTextByParity = [0, 1].map((parity) => withText.filter((page) => page.page % 2 === parity).length);
  const isRunning = (text: string) => {
    const seen = occurrences.get(repetitionKey(text));
    if (!seen || seen.pages < 2) return false;
    const numberedPerPage = seen.texts.size > 1 && EDGE_NUMBER.test(text);
    const onOneSide = seen.byParity.some((count, parity) => count >= 2 && count >= withTextByParity[parity]! * REPEATED_ON_SHARE);
    return seen.pages >= pagesWithText * REPEATED_ON_SHARE || onOneSide || numberedPerPage;
  };

  return pages.map((page, index) => ({
    ...page,
    lines: page.lines.filter((line) => {
      if (!margins[index]!.has(line)) return true;
      const text = line.text.trim();
      return !PAGE_NUMBER.test(text) && !isRunning(text) && !repeatsTitle(text);
    }),
  }));
}
