import { BlockCollector } from './block-collector.js';
import type { TextBlock } from './extracted-document.js';
import { headingPattern, listItemText } from './heading-heuristics.js';
import { atxHeading, unwrapEmphasis, unwrapLinks, unwrapStrong } from './inline-markdown.js';
import { joinLines } from './text-normalizer.js';

export interface PlainTextOptions {
  /** Every line is a paragraph of its own (legacy Word bodies), instead of paragraphs ending at blank lines. */
  linesAreParagraphs?: boolean;
}

const SETEXT_UNDERLINE = /^\s*(=+|-{2,})\s*$/;
const THEMATIC_BREAK = /^\s*(?:(?:\*\s*){3,}|(?:_\s*){3,}|(?:-\s*){3,})$/;

/**
 * A quote mark, links, strong and emphasis marks and code marks removed, the emphasised runs kept
 * in `runs`; linear in the line (a student's text can be one 200,000-character line).
 */
function stripInlineMarkdown(line: string, runs: string[]): string {
  const strong = unwrapStrong(unwrapLinks(line.replace(/^\s*>\s?/, '')), runs);
  return (strong.includes('*') || strong.includes('_') ? unwrapEmphasis(strong, runs) : strong).replace(/`([^`]+)`/g, '$1');
}

function toChunks(text: string, linesAreParagraphs: boolean, runsOf: Map<string, string[]>): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split(/[\n\f\u2028\u2029]/)) {
    const runs: string[] = [];
    const line = stripInlineMarkdown(raw.replace(/\t/g, ' '), runs).trimEnd();
    if (runs.length) runsOf.set(line, runs);
    if (!line.trim()) {
      if (current.length) chunks.push(current);
      current = [];
    } else if (linesAreParagraphs) {
      chunks.push([line]);
    } else {
      current.push(line);
    }
  }
  if (current.length) chunks.push(current);
  return chunks;
}

const isProse = (chunk: string[] | undefined, than: string) =>
  !!chunk &&
  !atxHeading(chunk[0]!) &&
  listItemText(chunk[0]!) === null &&
  !headingPattern(chunk[0]!) &&
  chunk.join(' ').trim().length > than.trim().length;

/**
 * A one-line chunk standing alone: a heading when its wording says so strongly, or when it is
 * heading-shaped and introduces prose (so a spaced-out list of short items stays a list).
 */
function standaloneHeadingLevel(chunks: string[][], index: number): number | null {
  const line = chunks[index]![0]!;
  const pattern = headingPattern(line);
  if (!pattern || chunks[index]!.length !== 1 || atxHeading(line)) return null;
  const previousIsList = index > 0 && listItemText(chunks[index - 1]![0]!) !== null;
  if (pattern.strength === 'strong' && !previousIsList) return pattern.depth ?? 1;
  if (pattern.strength === 'weak' && !previousIsList && isProse(chunks[index + 1], line)) return pattern.depth ?? 1;
  return null;
}

/** Shortest line read as a paragraph of its own after a list item (a pasted paragraph is one long line). */
const MIN_PROSE_LINE = 60;

/**
 * A line after a list item that starts the prose after the list rather than wrapping the item: flush left, a
 * capital first, long, and the item not left hanging on a comma or a hyphen (pasted pages put no blank line
 * between a list and the paragraph after it).
 */
const startsProseAfterItem = (item: readonly string[], line: string) =>
  /^[\p{Lu}"“]/u.test(line) && line.length >= MIN_PROSE_LINE && !/[,;:\-–]$/.test(item[item.length - 1]!.trim());

/** Blocks from plain or markdown-ish text: `#` and underlined headings, heading-like lines, lists, paragraphs. */
export function parsePlainText(text: string, options: PlainTextOptions = {}): TextBlock[] {
  const collector = new BlockCollector();
  // Emphasised runs by line text: a line repeated word for word has the same runs.
  const runsOf = new Map<string, string[]>();
  const chunks = toChunks(text, options.linesAreParagraphs ?? false, runsOf);
  const emphasisOf = (lines: readonly string[]) => (runsOf.size ? lines.flatMap((line) => runsOf.get(line) ?? []) : undefined);

  chunks.forEach((chunk, index) => {
    const standaloneLevel = standaloneHeadingLevel(chunks, index);
    if (standaloneLevel !== null) {
      collector.heading(chunk[0]!, standaloneLevel);
      return;
    }

    let paragraph: string[] = [];
    let item: string[] | null = null;
    const flush = () => {
      if (item) collector.listItem(joinLines(item), null, emphasisOf(item));
      else if (paragraph.length) collector.paragraph(joinLines(paragraph), null, emphasisOf(paragraph));
      paragraph = [];
      item = null;
    };

    chunk.forEach((line, lineIndex) => {
      const atx = atxHeading(line.trim());
      if (atx) {
        flush();
        collector.heading(atx.text, atx.level);
        return;
      }
      const underline = SETEXT_UNDERLINE.exec(line);
      if (underline && paragraph.length === 1 && !item) {
        collector.heading(paragraph[0]!, underline[1]!.startsWith('=') ? 1 : 2);
        paragraph = [];
        return;
      }
      if (THEMATIC_BREAK.test(line) || underline) {
        flush();
        return;
      }
      const bulletText = listItemText(line);
      const pattern = lineIndex === 0 && chunk.length > 1 ? headingPattern(line) : null;
      if (pattern?.strength === 'strong' && (bulletText === null || /^\s*\(?[0-9ivx]/i.test(line))) {
        collector.heading(line, pattern.depth ?? 1);
        return;
      }
      if (bulletText !== null) {
        flush();
        const runs = runsOf.get(line);
        if (runs) runsOf.set(bulletText, runs);
        item = [bulletText];
        return;
      }
      if (item && startsProseAfterItem(item, line)) {
        flush();
        paragraph.push(line);
        return;
      }
      if (item) item.push(line);
      else paragraph.push(line);
    });
    flush();
  });

  return collector.blocks;
}
