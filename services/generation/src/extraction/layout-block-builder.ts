import { BlockCollector } from './block-collector.js';
import type { TextBlock } from './extracted-document.js';
import { headingPattern, listItemText } from './heading-heuristics.js';
import type { LayoutLine, LayoutPage } from './layout-page.js';
import { boldHeadingLevel, isHeadingLength, layoutStatistics, type LayoutStatistics, sameSize, sizeLevel } from './layout-statistics.js';
import { joinLines } from './text-normalizer.js';

interface PlacedLine {
  line: LayoutLine;
  page: LayoutPage;
  statistics: LayoutStatistics;
}

interface Boundary {
  /** A new block starts at this line. */
  breaks: boolean;
  /** ...because of clear vertical space, a page or a column change (not just indentation or a short line). */
  spaced: boolean;
}

interface OpenBlock {
  kind: 'heading' | 'paragraph' | 'list-item';
  lines: string[];
  page: number;
  level: number;
  left: number;
  emphasis: string[];
  /** For each run of `emphasis`: set in italics, not bold. */
  italicRuns: boolean[];
  /** The last line ended inside an emphasised run, which the next line may continue. */
  runOpen: boolean;
  /** Printed inside a shaded panel. */
  boxed: boolean;
}

const ENDS_SENTENCE = /[.!?:;]["'\u2019\u201D)\]]?$/;
const STARTS_LOWERCASE = /^[\p{Ll}(,]/u;

/** How a bold line that is a heading cannot end (a question mark can: "What Is Sociology?"). */
const BOLD_LINE_ENDS_SENTENCE = /[.,;:!]["'\u2019\u201D)\]]?$/;

/** A short line set wholly in bold, not ending like a sentence: a heading printed at (or near) body size. */
const isBoldHeadingLine = (line: LayoutLine, text: string) => line.bold === true && isHeadingLength(text) && !BOLD_LINE_ENDS_SENTENCE.test(text);

const continues = (previous: LayoutLine, line: LayoutLine) =>
  !ENDS_SENTENCE.test(previous.text.trim()) && STARTS_LOWERCASE.test(line.text.trim());

/**
 * A page that ends inside a sentence on a full-width body line goes on at the top of the next page, even
 * when the next word is capitalised ("In Saudi | Arabia") or a symbol ("(Klein, Moore, | & Reppert").
 */
function runsOverPage(before: PlacedLine, current: PlacedLine): boolean {
  const { bodySize } = current.statistics;
  const previous = before.line;
  const line = current.line;
  if (ENDS_SENTENCE.test(previous.text.trim()) || previous.bold || line.bold) return false;
  if (!sameSize(previous.size, bodySize) || !sameSize(line.size, bodySize)) return false;
  const column = before.page.lines.filter((other) => sameSize(other.size, bodySize) && Math.abs(other.left - previous.left) < bodySize);
  const columnRight = Math.max(...column.map((other) => other.right));
  return previous.right >= columnRight - bodySize * 4;
}

function boundaryBefore(placed: PlacedLine[], index: number): Boundary {
  const current = placed[index]!;
  const before = placed[index - 1];
  if (!before) return { breaks: true, spaced: true };
  const { line } = current;
  const previous = before.line;
  const { bodySize, lineGap } = current.statistics;
  // A shaded panel's edge: a feature box never shares a block with the running text around it.
  if ((line.boxed ?? false) !== (previous.boxed ?? false)) return { breaks: true, spaced: true };

  const newPageOrColumn = before.page !== current.page || line.top < previous.top - previous.size * 0.5;
  if (newPageOrColumn) {
    const goesOn = continues(previous, line) || (before.page !== current.page && runsOverPage(before, current));
    return { breaks: !goesOn, spaced: !goesOn };
  }
  if (line.startsParagraph) return { breaks: true, spaced: true };
  // OCR's row heights vary with the letters a line holds (21 to 25 px in one paragraph): there a line that goes
  // on with the sentence the line before left open is not set apart by its height.
  const ocrContinuation = current.page.source === 'ocr' && continues(previous, line);
  if (!sameSize(line.size, previous.size) && Math.abs(line.size - previous.size) > bodySize * 0.1 && !ocrContinuation) {
    return { breaks: true, spaced: true };
  }
  const gap = line.top - previous.bottom;
  if (gap > Math.max(lineGap * 1.8, lineGap + bodySize * 0.5)) return { breaks: true, spaced: true };

  const indented = line.left > previous.left + bodySize;
  const previousEndedShort = ENDS_SENTENCE.test(previous.text.trim()) && previous.right < line.right - bodySize * 4;
  return { breaks: indented || previousEndedShort, spaced: false };
}

/** A line joins its block with its emphasised runs; a run ending one line and one opening the next are one run. */
function addLine(block: OpenBlock, text: string, line: LayoutLine): void {
  block.lines.push(text);
  const runs = line.emphasis ?? [];
  const italic = new Set(line.italic ?? []);
  runs.forEach((run, index) => {
    if (index === 0 && block.runOpen && text.startsWith(run)) {
      // Joined the way joinLines joins the lines: a word hyphenated at the line end loses its hyphen.
      const last = block.emphasis[block.emphasis.length - 1]!;
      block.emphasis[block.emphasis.length - 1] = /\p{L}-$/u.test(last) && /^\p{Ll}/u.test(run) ? last.slice(0, -1) + run : `${last} ${run}`;
      block.italicRuns[block.italicRuns.length - 1] &&= italic.has(run);
    } else {
      block.emphasis.push(run);
      block.italicRuns.push(italic.has(run));
    }
  });
  block.runOpen = runs.length > 0 && text.endsWith(runs[runs.length - 1]!);
}

/**
 * Blocks from positioned lines (PDF text layers, OCR): paragraphs rebuilt from line spacing,
 * indentation and short last lines; headings from size, else from wording when a line stands alone.
 */
export function buildLayoutBlocks(pages: LayoutPage[]): TextBlock[] {
  const statistics = {
    'text-layer': layoutStatistics(pages, 'text-layer'),
    ocr: layoutStatistics(pages, 'ocr'),
  };
  const placed: PlacedLine[] = pages.flatMap((page) =>
    page.lines
      .filter((line) => line.text.trim())
      .map((line) => ({ line, page, statistics: statistics[page.source] })),
  );
  const boundaries = placed.map((_, index) => boundaryBefore(placed, index));
  const collector = new BlockCollector();
  let open: OpenBlock | null = null;

  const flush = () => {
    if (!open) return;
    const text = joinLines(open.lines);
    const boxed = open.boxed;
    const italic = open.emphasis.filter((_, index) => open!.italicRuns[index]);
    if (open.kind === 'heading') collector.heading(text, open.level, open.page, boxed);
    else if (open.kind === 'list-item') collector.listItem(text, open.page, open.emphasis, boxed, italic);
    else collector.paragraph(text, open.page, open.emphasis, boxed, italic);
    open = null;
  };
  const start = (kind: OpenBlock['kind'], text: string, at: PlacedLine, level = 0) => {
    flush();
    open = { kind, lines: [], page: at.page.page, level, left: at.line.left, emphasis: [], italicRuns: [], runOpen: false, boxed: at.line.boxed ?? false };
    addLine(open, text, at.line);
  };

  placed.forEach((current, index) => {
    const { line, statistics: stats } = current;
    const text = line.text.trim();
    const boundary = boundaries[index]!;
    const standsAlone = boundary.breaks && (boundaries[index + 1]?.breaks ?? true);
    const openBlock = open as OpenBlock | null;

    const bySize = isHeadingLength(text) ? sizeLevel(line.size, stats) : null;
    if (bySize !== null) {
      const samePage = openBlock?.page === current.page.page;
      if (openBlock?.kind === 'heading' && openBlock.level === bySize && samePage && !boundary.spaced) {
        addLine(openBlock, text, line);
      } else {
        start('heading', text, current, bySize);
      }
      return;
    }

    if (isBoldHeadingLine(line, text)) {
      const level = boldHeadingLevel(line.size, stats);
      if (openBlock?.kind === 'heading' && openBlock.level === level && openBlock.page === current.page.page && !boundary.spaced) {
        addLine(openBlock, text, line);
        return;
      }
      if (boundary.breaks) {
        start('heading', text, current, level);
        return;
      }
    }

    const bullet = listItemText(text);
    const pattern = standsAlone ? headingPattern(text) : null;
    const next = placed[index + 1]?.line.text.trim() ?? '';
    const introducesProse = !!next && !headingPattern(next) && listItemText(next) === null && next.length > text.length;
    if (pattern && (pattern.strength === 'strong' || introducesProse) && !(bullet !== null && listItemText(next) !== null)) {
      start('heading', text, current, pattern.depth ?? stats.headingSizes.length + 1);
      return;
    }

    if (bullet !== null) {
      start('list-item', bullet, current);
      return;
    }
    const hangingIndent = openBlock?.kind === 'list-item' && line.left > openBlock.left + stats.bodySize * 0.5;
    // A line starting left of a list item's bullet is the prose after the list, not the item's next line.
    const leftOfItem = openBlock?.kind === 'list-item' && line.left < openBlock.left - stats.bodySize * 0.5;
    if (openBlock && openBlock.kind !== 'heading' && !leftOfItem && (!boundary.breaks || (hangingIndent && !boundary.spaced))) {
      addLine(openBlock, text, line);
      return;
    }
    start('paragraph', text, current);
  });
  flush();
  return collector.blocks;
}
