import mammoth from 'mammoth';
import { BlockCollector } from './block-collector.js';
import type { TextBlock } from './extracted-document.js';
import { headingPattern, listItemText } from './heading-heuristics.js';
import { checkZipSize } from './zip-size-guard.js';

/** The parts of mammoth's document tree (lib/documents.js) this module reads. */
interface DocxElement {
  type: string;
  children?: DocxElement[];
  value?: string;
  styleName?: string | null;
  styleId?: string | null;
  numbering?: { level: string; isOrdered: boolean } | null;
  isBold?: boolean;
  isItalic?: boolean;
  fontSize?: number | null;
}

const HEADING_STYLE = /^heading\s*([1-9])$/i;
const LIST_STYLE = /^list\s*(bullet|number|continue)/i;
const ENDS_SENTENCE = /[.!?,;:]["'\u2019\u201D)]?$/;

function textOf(element: DocxElement): string {
  switch (element.type) {
    case 'text':
      return element.value ?? '';
    case 'tab':
      return '\t';
    case 'break':
      return '\n';
    case 'noteReference':
    case 'commentReference':
    case 'image':
    case 'checkbox':
      return '';
    default:
      return (element.children ?? []).map(textOf).join('');
  }
}

function runs(element: DocxElement): DocxElement[] {
  if (element.type === 'run') return [element];
  return (element.children ?? []).flatMap(runs);
}

/** The bold or italic stretches of a paragraph, neighbouring emphasised runs joined, and those of them set in italics only. */
function emphasisedRuns(paragraph: DocxElement): { emphasis: string[]; italic: string[] } {
  const found: { text: string; italic: boolean }[] = [];
  let open = false;
  for (const run of runs(paragraph)) {
    const text = textOf(run);
    if (run.isBold || run.isItalic) {
      const last = found[found.length - 1];
      if (open && last) {
        last.text += text;
        last.italic &&= !run.isBold;
      } else found.push({ text, italic: !run.isBold });
      open = true;
    } else if (text) {
      open = false;
    }
  }
  const kept = found.map((run) => ({ ...run, text: run.text.trim() })).filter((run) => run.text);
  return { emphasis: kept.map((run) => run.text), italic: kept.filter((run) => run.italic).map((run) => run.text) };
}

function styledHeadingLevel(paragraph: DocxElement): number | null {
  const style = paragraph.styleName ?? paragraph.styleId ?? '';
  if (/^title$/i.test(style)) return 1;
  const heading = HEADING_STYLE.exec(style) ?? /^Heading([1-9])$/.exec(paragraph.styleId ?? '');
  return heading ? Number(heading[1]) : null;
}

/** An unstyled paragraph set wholly in bold, short and without closing punctuation, as people type headings. */
function looksLikeBoldHeading(paragraph: DocxElement, text: string): boolean {
  const textRuns = runs(paragraph).filter((run) => textOf(run).trim());
  return (
    textRuns.length > 0 &&
    textRuns.every((run) => run.isBold) &&
    text.length <= 100 &&
    text.split(/\s+/).length <= 12 &&
    !ENDS_SENTENCE.test(text)
  );
}

/** What the extractor reads in order: one paragraph, or a table row (its cells' paragraphs); boxed inside a one-cell table. */
interface Unit {
  paragraphs: DocxElement[];
  boxed: boolean;
}

const childrenOf = (element: DocxElement, type: string) => (element.children ?? []).filter((child) => child.type === type);

/** Longest first run read as a box's label ("Key Terms:", "Milestone"). */
const MAX_LABEL_WORDS = 6;

/** The paragraph's font size where every sized run agrees on one, else null. */
function sizeOf(paragraph: DocxElement): number | null {
  const sizes = new Set(runs(paragraph).filter((run) => textOf(run).trim() && run.fontSize).map((run) => run.fontSize!));
  return sizes.size === 1 ? [...sizes][0]! : null;
}

/**
 * A box opens with its title, as the PDF rule asks of an inset panel: a styled heading, a short paragraph wholly in
 * bold or set larger than the text after it, or a short bold label leading the first paragraph ("Key terms: …").
 */
function opensWithTitle(cell: DocxElement): boolean {
  const [first, next] = collectParagraphs(cell).filter((paragraph) => textOf(paragraph).trim());
  if (!first) return false;
  const text = textOf(first).trim();
  if (styledHeadingLevel(first) !== null || looksLikeBoldHeading(first, text)) return true;
  const firstSize = sizeOf(first);
  const nextSize = next ? sizeOf(next) : null;
  if (firstSize !== null && nextSize !== null && firstSize > nextSize && text.split(/\s+/).length <= 12 && !ENDS_SENTENCE.test(text)) return true;
  const lead = runs(first).find((run) => textOf(run).trim());
  const leadText = lead ? textOf(lead).trim() : '';
  return lead?.isBold === true && leadText.length < text.length && leadText.split(/\s+/).length <= MAX_LABEL_WORDS && /:$/.test(leadText);
}

/** The cell of a table of one row and one cell: how Word frames a panel beside the text. */
function soleCell(table: DocxElement): DocxElement | null {
  const rows = childrenOf(table, 'tableRow');
  const cells = rows.length === 1 ? childrenOf(rows[0]!, 'tableCell') : [];
  return cells.length === 1 ? cells[0]! : null;
}

function paragraphs(element: DocxElement, into: Unit[], boxed = false): void {
  for (const child of element.children ?? []) {
    if (child.type === 'paragraph') into.push({ paragraphs: [child], boxed });
    else if (child.type === 'table' && soleCell(child)) {
      // A feature box (shaded, bordered) opens with its title; a one-cell table without one (a student's framed
      // note, key definitions) is read as running text, paragraph by paragraph.
      const cell = soleCell(child)!;
      paragraphs(cell, into, boxed || opensWithTitle(cell));
    }
    else if (child.type === 'tableRow') into.push({ paragraphs: child.children?.flatMap((cell) => collectParagraphs(cell)) ?? [], boxed });
    else paragraphs(child, into, boxed);
  }
}

function collectParagraphs(element: DocxElement): DocxElement[] {
  const found: Unit[] = [];
  paragraphs(element, found);
  return found.flatMap((unit) => unit.paragraphs);
}

async function readDocumentTree(bytes: Buffer): Promise<DocxElement> {
  let tree: DocxElement | null = null;
  await mammoth.convertToHtml(
    { buffer: bytes },
    {
      transformDocument: (document: DocxElement) => {
        tree = document;
        return document;
      },
      // Leave pictures unread: they carry no text and encoding them to data URIs is slow.
      convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
    },
  );
  if (!tree) throw new Error('mammoth produced no document');
  return tree;
}

/**
 * Word (.docx) paragraphs in order: styled headings (Title, Heading 1–9) become heading blocks,
 * numbered and bulleted paragraphs list items, table rows one paragraph with cells joined by " | ";
 * the paragraphs of a one-cell table are read one by one, marked boxed when the table opens with a title (a feature box).
 * A file that unpacks to more than the limit is refused before it is parsed.
 */
export async function extractDocx(bytes: Buffer, fileName = 'This document'): Promise<TextBlock[]> {
  checkZipSize(bytes, fileName);
  const document = await readDocumentTree(bytes);
  const units: Unit[] = [];
  paragraphs(document, units);

  const styledLevels = units.flatMap((unit) => unit.paragraphs).map(styledHeadingLevel).filter((level): level is number => level !== null);
  const unstyledHeadingLevel = styledLevels.length ? Math.min(6, Math.max(...styledLevels) + 1) : 1;
  const collector = new BlockCollector();

  for (const { paragraphs: unit, boxed } of units) {
    if (unit.length !== 1) {
      const row = unit.map((cell) => textOf(cell).trim()).filter(Boolean);
      if (row.length) collector.paragraph(row.join(' | '), null, undefined, boxed);
      continue;
    }
    const paragraph = unit[0]!;
    const text = textOf(paragraph).trim();
    if (!text) continue;

    const styled = styledHeadingLevel(paragraph);
    const { emphasis, italic } = emphasisedRuns(paragraph);
    const typedBullet = /^[-*\u2022\u25E6\u25AA]/.test(text) ? listItemText(text) : null;
    const pattern = headingPattern(text);
    if (styled !== null) {
      collector.heading(text, styled, null, boxed);
    } else if (paragraph.numbering || LIST_STYLE.test(paragraph.styleName ?? '')) {
      collector.listItem(text, null, emphasis, boxed, italic);
    } else if (typedBullet !== null) {
      collector.listItem(typedBullet, null, emphasis, boxed, italic);
    } else if (looksLikeBoldHeading(paragraph, text)) {
      collector.heading(text, unstyledHeadingLevel, null, boxed);
    } else if (pattern?.strength === 'strong') {
      collector.heading(text, pattern.depth ?? unstyledHeadingLevel, null, boxed);
    } else {
      collector.paragraph(text, null, emphasis, boxed, italic);
    }
  }
  return collector.blocks;
}
