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
/** A line's emphasised runs in reading order, and those of them set in italics ("*x*", "_x_") rather than bold ("**x**"). */
interface LineRuns {
  runs: string[];
  italic: string[];
}

function stripInlineMarkdown(line: string): { text: string } & LineRuns {
  const strongRuns: string[] = [];
  const italic: string[] = [];
  const strong = unwrapStrong(unwrapLinks(line.replace(/^\s*>\s?/, '')), strongRuns);
  const text = (strong.includes('*') || strong.includes('_') ? unwrapEmphasis(strong, italic) : strong).replace(/`([^`]+)`/g, '$1');
  return { text, runs: inReadingOrder(text, strongRuns, italic), italic };
}

/** Two lists of runs, each in reading order, merged into one by where they stand in `text` (linear in it). */
function inReadingOrder(text: string, first: readonly string[], second: readonly string[]): string[] {
  if (first.length === 0 || second.length === 0) return [...first, ...second];
  const placed = (runs: readonly string[]) => {
    let cursor = 0;
    return runs.map((run) => {
      const at = text.indexOf(run, cursor);
      if (at >= 0) cursor = at + run.length;
      return { run, at: at < 0 ? cursor : at };
    });
  };
  const a = placed(first);
  const b = placed(second);
  const merged: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) merged.push(j >= b.length || (i < a.length && a[i]!.at <= b[j]!.at) ? a[i++]!.run : b[j++]!.run);
  return merged;
}

/** A quoted line ("> …"): set apart from the running text, as a pasted page's framed box comes (contracts' studyTextFromPage). */
const QUOTED = /^\s*>/;

/** Chunks of lines between blank lines, and which of them are quoted (their first line is). */
function toChunks(text: string, linesAreParagraphs: boolean, runsOf: Map<string, LineRuns>): { chunks: string[][]; quoted: boolean[] } {
  const chunks: string[][] = [];
  const quoted: boolean[] = [];
  let current: string[] = [];
  let currentQuoted = false;
  const push = (lines: string[], isQuoted: boolean) => {
    chunks.push(lines);
    quoted.push(isQuoted);
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split(/[\n\f\u2028\u2029]/)) {
    const stripped = stripInlineMarkdown(raw.replace(/\t/g, ' '));
    const line = stripped.text.trimEnd();
    if (stripped.runs.length) runsOf.set(line, stripped);
    if (!line.trim()) {
      if (current.length) push(current, currentQuoted);
      current = [];
    } else if (linesAreParagraphs) {
      push([line], QUOTED.test(raw));
    } else {
      if (current.length === 0) currentQuoted = QUOTED.test(raw);
      current.push(line);
    }
  }
  if (current.length) push(current, currentQuoted);
  return { chunks, quoted };
}

const isProse = (chunk: string[] | undefined, than: string) =>
  !!chunk &&
  !atxHeading(chunk[0]!) &&
  listItemText(chunk[0]!) === null &&
  !headingPattern(chunk[0]!) &&
  chunk.join(' ').trim().length > than.trim().length;

/**
 * How a line reads as a heading (it has a word of two letters or more): its wording, or, for a title asking a question ("4.1 What Is Consciousness?",
 * "WHAT IS PUBLIC OPINION?", "Why Do Prices Rise?"), the wording before its question mark.
 */
function titlePattern(line: string) {
  const text = line.trim();
  // A title has a word in it: a number with its unit ("5.07 104 J", an equation's result pasted alone) is none.
  if (!/\p{L}{2}/u.test(text)) return null;
  const asked = /^[^?]+\?$/.test(text) ? text.slice(0, -1) : null;
  return headingPattern(text) ?? (asked ? headingPattern(asked) : null);
}

/**
 * A line standing alone (a one-line chunk, or the line after a list that a blank line follows): a heading when its
 * wording says so strongly, or when it is heading-shaped and introduces prose (so a spaced-out list of short items
 * stays a list). `afterList`: the block before it is a list item (wherever the chunk holding that list began).
 */
function standaloneLineLevel(line: string, next: string[] | undefined, afterList: boolean): number | null {
  const pattern = titlePattern(line);
  if (!pattern || atxHeading(line) || afterList) return null;
  if (pattern.strength === 'strong') return pattern.depth ?? 1;
  if (pattern.strength === 'weak' && isProse(next, line)) return pattern.depth ?? 1;
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
  /^[\p{Lu}"“]/u.test(line) && line.length >= MIN_PROSE_LINE && !leftHanging(item);

/** A list item's last line that the next line must go on: it ends on a comma, a colon, a hyphen or a small word. */
const leftHanging = (item: readonly string[]) =>
  /(?:[,;:\-–]|\b(?:a|an|the|of|to|in|on|and|or|for|by|with|from|as|at|is|are|was|were|that|which)\b)$/i.test(item[item.length - 1]!.trim());

/**
 * The last line of a chunk, after a list item, shaped as a title ("Cognitive Biases", "Video"): the label or heading
 * that follows the list on a pasted page, not the end of the item (a wrapped item goes on from a line left hanging,
 * or in lower case).
 */
const titleAfterItem = (item: readonly string[], line: string, last: boolean) =>
  last && /^[\p{Lu}\d]/u.test(line.trim()) && titlePattern(line) !== null && !leftHanging(item);

/** "Place utility. Marketing creates …": a run-in label (a noun phrase of 1–5 words) and the text it heads. */
const RUN_IN_LABEL = /^(\p{Lu}[\p{L}’'-]*(?: [\p{L}’'-]+){0,4})\. +(?=[\p{Lu}“"])/u;
/** Words no label is made of: verbs, pronouns, particles ("See Figure 2.", "Read on.", "This is it.") and abbreviations ("Dr.", "v."). */
const NOT_IN_LABELS = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'see', 'read', 'note', 'this', 'that', 'these', 'those', 'it', 'its', 'he', 'she', 'they', 'we', 'you', 'i', 'there', 'here', 'do', 'does', 'did', 'can', 'will', 'would', 'should', 'must', 'may', 'might', 'not', 'no', 'yes', 'also', 'then', 'thus', 'so', 'step', 'table', 'figure', 'chapter', 'example', 'dr', 'mr', 'mrs', 'ms', 'st', 'jr', 'sr', 'vs', 'v', 'etc', 'on', 'up', 'ahead', 'again', 'more']);
const MAX_LABEL_GAP = 3;

function runInLabel(text: string): { label: string; rest: string } | null {
  const match = RUN_IN_LABEL.exec(text);
  if (!match) return null;
  const words = match[1]!.split(' ');
  if (words.some((word) => word.length < 2 || NOT_IN_LABELS.has(word.toLowerCase()) || /(?:ing|ly)$/i.test(words[0]!))) return null;
  const rest = text.slice(match[0].length);
  // The label is named again in the text it heads ("Place utility. Marketing creates place utility when …").
  if (!rest.toLowerCase().includes(match[1]!.toLowerCase().replace(/s$/, ''))) return null;
  return { label: match[1]!, rest };
}

/**
 * Sibling blocks opening with run-in labels ("• Time utility. Marketing creates time utility …", "• Place utility. …"):
 * each label becomes a heading a level below the heading above it (its full stop kept: a run-in label), followed by
 * its text; a lone label stays in its text.
 */
function withRunInLabels(blocks: TextBlock[]): TextBlock[] {
  // Where the text sets its labels in bold (markdown), the marks already say which words are the term.
  const labels = blocks.map((block) => (block.kind === 'heading' || block.emphasis?.length ? null : runInLabel(block.text)));
  const sibling = (index: number) => {
    for (let other = index - MAX_LABEL_GAP; other <= index + MAX_LABEL_GAP; other++) {
      if (other === index || !labels[other]) continue;
      const between = blocks.slice(Math.min(index, other), Math.max(index, other) + 1);
      if (!between.some((block) => block.kind === 'heading')) return true;
    }
    return false;
  };
  const result: TextBlock[] = [];
  let level = 0;
  blocks.forEach((block, index) => {
    if (block.kind === 'heading') level = block.level ?? 1;
    const found = labels[index];
    if (!found || !sibling(index)) {
      result.push(block);
      return;
    }
    const label = `${found.label}.`;
    result.push({ text: label, kind: 'heading', level: Math.min(6, level + 1), page: block.page, section: label, ...(block.boxed ? { boxed: true as const } : {}) });
    result.push({ ...block, text: found.rest, section: label });
  });
  return result;
}

/** Blocks from plain or markdown-ish text: `#` and underlined headings, heading-like lines, lists, paragraphs. */
export function parsePlainText(text: string, options: PlainTextOptions = {}): TextBlock[] {
  const collector = new BlockCollector();
  // Emphasised runs by line text: a line repeated word for word has the same runs.
  const runsOf = new Map<string, LineRuns>();
  const { chunks, quoted } = toChunks(text, options.linesAreParagraphs ?? false, runsOf);
  const emphasisOf = (lines: readonly string[]) => (runsOf.size ? lines.flatMap((line) => runsOf.get(line)?.runs ?? []) : undefined);
  const italicOf = (lines: readonly string[]) => lines.flatMap((line) => runsOf.get(line)?.italic ?? []);

  const afterList = () => collector.blocks[collector.blocks.length - 1]?.kind === 'list-item';
  chunks.forEach((chunk, index) => {
    const boxed = quoted[index]!;
    const standaloneLevel = chunk.length === 1 ? standaloneLineLevel(chunk[0]!, chunks[index + 1], afterList()) : null;
    if (standaloneLevel !== null) {
      collector.heading(chunk[0]!, standaloneLevel, null, boxed);
      return;
    }

    let paragraph: string[] = [];
    let item: string[] | null = null;
    const flush = () => {
      if (item) collector.listItem(joinLines(item), null, emphasisOf(item), boxed, italicOf(item));
      else if (paragraph.length) collector.paragraph(joinLines(paragraph), null, emphasisOf(paragraph), boxed, italicOf(paragraph));
      paragraph = [];
      item = null;
    };

    chunk.forEach((line, lineIndex) => {
      const atx = atxHeading(line.trim());
      if (atx) {
        flush();
        collector.heading(atx.text, atx.level, null, boxed);
        return;
      }
      const underline = SETEXT_UNDERLINE.exec(line);
      if (underline && paragraph.length === 1 && !item) {
        collector.heading(paragraph[0]!, underline[1]!.startsWith('=') ? 1 : 2, null, boxed);
        paragraph = [];
        return;
      }
      if (THEMATIC_BREAK.test(line) || underline) {
        flush();
        return;
      }
      const bulletText = listItemText(line);
      const pattern = lineIndex === 0 && chunk.length > 1 ? titlePattern(line) : null;
      if (pattern?.strength === 'strong' && (bulletText === null || /^\s*\(?[0-9ivx]/i.test(line))) {
        collector.heading(line, pattern.depth ?? 1, null, boxed);
        return;
      }
      if (bulletText !== null) {
        flush();
        const runs = runsOf.get(line);
        if (runs) runsOf.set(bulletText, runs);
        item = [bulletText];
        return;
      }
      if (item && titleAfterItem(item, line, lineIndex === chunk.length - 1)) {
        flush();
        const level = standaloneLineLevel(line, chunks[index + 1], false);
        if (level !== null) collector.heading(line, level, null, boxed);
        else collector.paragraph(joinLines([line]), null, emphasisOf([line]), boxed, italicOf([line]));
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

  return withRunInLabels(collector.blocks);
}
