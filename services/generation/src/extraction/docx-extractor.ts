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

/** The bold or italic stretches of a paragraph, neighbouring emphasised runs joined. */
function emphasisedRuns(paragraph: DocxElement): string[] {
  const found: string[] = [];
  let open = false;
  for (const run of runs(paragraph)) {
    const text = textOf(run);
    if (run.isBold || run.isItalic) {
      if (open) found[found.length - 1] += text;
      else found.push(text);
      open = true;
    } else if (text) {
      open = false;
    }
  }
  return found.map((run) => run.trim()).filter(Boolean);
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

function paragraphs(element: DocxElement, into: DocxElement[][]): void {
  for (const child of element.children ?? []) {
    if (child.type === 'paragraph') into.push([child]);
    else if (child.type === 'tableRow') into.push(child.children?.flatMap((cell) => collectParagraphs(cell)) ?? []);
    else paragraphs(child, into);
  }
}

function collectParagraphs(element: DocxElement): DocxElement[] {
  const found: DocxElement[][] = [];
  paragraphs(element, found);
  return found.flat();
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
 * numbered and bulleted paragraphs list items, table rows one paragraph with cells joined by " | ".
 * A file that unpacks to more than the limit is refused before it is parsed.
 */
export async function extractDocx(bytes: Buffer, fileName = 'This document'): Promise<TextBlock[]> {
  checkZipSize(bytes, fileName);
  const document = await readDocumentTree(bytes);
  const units: DocxElement[][] = [];
  paragraphs(document, units);

  const styledLevels = units.flat().map(styledHeadingLevel).filter((level): level is number => level !== null);
  const unstyledHeadingLevel = styledLevels.length ? Math.min(6, Math.max(...styledLevels) + 1) : 1;
  const collector = new BlockCollector();

  for (const unit of units) {
    if (unit.length !== 1) {
      const row = unit.map((cell) => textOf(cell).trim()).filter(Boolean);
      if (row.length) collector.paragraph(row.join(' | '));
      continue;
    }
    const paragraph = unit[0]!;
    const text = textOf(paragraph).trim();
    if (!text) continue;

    const styled = styledHeadingLevel(paragraph);
    const typedBullet = /^[-*\u2022\u25E6\u25AA]/.test(text) ? listItemText(text) : null;
    const pattern = headingPattern(text);
    if (styled !== null) {
      collector.heading(text, styled);
    } else if (paragraph.numbering || LIST_STYLE.test(paragraph.styleName ?? '')) {
      collector.listItem(text, null, emphasisedRuns(paragraph));
    } else if (typedBullet !== null) {
      collector.listItem(typedBullet, null, emphasisedRuns(paragraph));
    } else if (looksLikeBoldHeading(paragraph, text)) {
      collector.heading(text, unstyledHeadingLevel);
    } else if (pattern?.strength === 'strong') {
      collector.heading(text, pattern.depth ?? unstyledHeadingLevel);
    } else {
      collector.paragraph(text, null, emphasisedRuns(paragraph));
    }
  }
  return collector.blocks;
}
