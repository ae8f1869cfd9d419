import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { firstPageNumber, OPENSTAX_FOOTER, runningHeaders } from './page-furniture.js';
import { type BlockRole, type SourceBlock, type TextbookSection, type TextRun } from './textbook-section.js';

export interface BuiltPdf {
  bytes: Buffer;
  /** The words printed on each page (body only), to know which key terms a single scanned page holds. */
  pageTexts: string[];
  /** Of `pageTexts`, the running text's lines (no exercises, captions, feature boxes or references): what the page teaches. */
  studyPageTexts: string[];
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  boldItalic: PDFFont;
  sans: PDFFont;
  sansBold: PDFFont;
}

interface Word {
  text: string;
  font: PDFFont;
}

const PAGE = { width: 612, height: 792, left: 72, right: 540, top: 720, bottom: 80 };
/** A feature box's padding: space before and after it, and its frame's margin above its first and below its last line. */
const BOX = { before: 8, after: 10, above: 16, below: 4, inset: 14 };

export const boxedRole = (block: SourceBlock): boolean => block.role === 'feature' || block.role === 'objectives';

/**
 * Whether a block opens a new feature box: the first boxed block after the running text, or a box's label
 * heading straight after another box's text ("Answer:", inside a worked example, does not).
 */
export function startsBox(block: SourceBlock, previous: SourceBlock | null): boolean {
  if (!boxedRole(block)) return false;
  if (!previous || !boxedRole(previous) || previous.role !== block.role) return true;
  const text = block.runs.map((run) => run.t).join('').trim();
  return block.kind === 'heading' && previous.kind !== 'heading' && (block.level ?? 4) <= 4 && !text.endsWith(':');
}

/** Characters the standard fonts cannot encode, spelt the way a print would. */
const REPLACEMENTS: Record<string, string> = { '−': '-', '‐': '-', '‑': '-', '≤': '<=', '≥': '>=', '→': '->', '≠': '!=', '×': 'x', '′': "'", '″': '"' };

function encodable(font: PDFFont, text: string): string {
  const allowed = new Set(font.getCharacterSet());
  return Array.from(text)
    .map((char) => REPLACEMENTS[char] ?? char)
    .map((char) => (allowed.has(char.codePointAt(0)!) ? char : char.normalize('NFKD').replace(/[^\x20-\x7e]/g, '')))
    .join('');
}

/** A textbook-like print of one section: Times body, bold key terms, headings, a running header, the footer and page numbers. */
export class PdfInputBuilder {
  private pdf!: PDFDocument;
  private fonts!: Fonts;
  private page!: PDFPage;
  private y = 0;
  private pageNumber = 0;
  /** Each page's printed lines (body only), with the role of the block each belongs to. */
  private readonly pageLines: { text: string; role: BlockRole }[][] = [];
  /** The measuring pass: nothing is drawn. */
  private dry = false;
  /** Each page's feature boxes (by page number), measured by the first pass. */
  private readonly boxes = new Map<number, { top: number; bottom: number }[]>();
  private openBox: { top: number } | null = null;

  constructor(private readonly section: TextbookSection) {}

  async build(): Promise<BuiltPdf> {
    this.pdf = await PDFDocument.create();
    // Fixed dates: the same section makes the same bytes on every run.
    this.pdf.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
    this.pdf.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
    this.pdf.setTitle(`${this.section.number} ${this.section.title}`);
    this.fonts = {
      regular: await this.pdf.embedFont(StandardFonts.TimesRoman),
      bold: await this.pdf.embedFont(StandardFonts.TimesRomanBold),
      italic: await this.pdf.embedFont(StandardFonts.TimesRomanItalic),
      boldItalic: await this.pdf.embedFont(StandardFonts.TimesRomanBoldItalic),
      sans: await this.pdf.embedFont(StandardFonts.Helvetica),
      sansBold: await this.pdf.embedFont(StandardFonts.HelveticaBold),
    };
    // Laid out twice: the first pass only measures where each feature box starts and ends on each page, so the
    // second can paint the boxes' shading under their text.
    this.layOut(true);
    this.layOut(false);
    const pageText = (lines: readonly { text: string }[]) => lines.map((line) => line.text).join('');
    return {
      bytes: Buffer.from(await this.pdf.save({ useObjectStreams: false })),
      pageTexts: this.pageLines.map(pageText),
      studyPageTexts: this.pageLines.map((lines) => pageText(lines.filter((line) => line.role === 'text'))),
    };
  }

  private layOut(dry: boolean): void {
    this.dry = dry;
    this.pageLines.length = 0;
    this.openBox = null;
    this.pageNumber = firstPageNumber(this.section) - 1;
    this.newPage();
    let exercise = 0;
    let previous: SourceBlock | null = null;
    for (const block of this.section.blocks) {
      if (startsBox(block, previous)) {
        this.closeBox();
        this.y -= BOX.before;
        if (this.y < PAGE.bottom + 60) this.newPage();
        this.openBox = { top: this.y + BOX.above };
      } else if (!boxedRole(block) && this.openBox) {
        this.closeBox();
        this.y -= BOX.after;
      }
      if (block.role === 'exercise' && block.kind !== 'heading') exercise++;
      this.block(block, block.role === 'exercise' && block.kind !== 'heading' ? exercise : 0);
      previous = block;
    }
    this.closeBox();
  }

  /** Ends the open box's part on this page (in the measuring pass, records it). */
  private closeBox(atBottom = false): void {
    if (!this.openBox) return;
    const bottom = atBottom ? PAGE.bottom - BOX.below : this.y + BOX.below;
    if (this.dry) {
      const pageBoxes = this.boxes.get(this.pageNumber) ?? [];
      pageBoxes.push({ top: this.openBox.top, bottom });
      this.boxes.set(this.pageNumber, pageBoxes);
    }
    this.openBox = null;
  }

  private newPage(): void {
    const continuingBox = this.openBox !== null;
    if (continuingBox) this.closeBox(true);
    this.pageNumber++;
    this.pageLines.push([]);
    this.y = PAGE.top;
    if (continuingBox) this.openBox = { top: PAGE.top + BOX.above };
    if (this.dry) return;
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    // A feature box is printed as OpenStax prints it: a shaded, framed panel set apart from the running text.
    for (const box of this.boxes.get(this.pageNumber) ?? []) {
      this.page.drawRectangle({
        x: PAGE.left,
        y: box.bottom,
        width: PAGE.right - PAGE.left,
        height: box.top - box.bottom,
        color: rgb(0.92, 0.95, 0.98),
        borderColor: rgb(0.45, 0.58, 0.72),
        borderWidth: 0.75,
      });
    }
    const [chapterHeader, sectionHeader] = runningHeaders(this.section);
    const even = this.pageNumber % 2 === 0;
    const header = encodable(this.fonts.sans, even ? chapterHeader! : sectionHeader!);
    const headerWidth = this.fonts.sans.widthOfTextAtSize(header, 8.5);
    this.page.drawText(header, { x: even ? PAGE.left : PAGE.right - headerWidth, y: 752, size: 8.5, font: this.fonts.sans, color: rgb(0.3, 0.3, 0.3) });
    this.page.drawLine({ start: { x: PAGE.left, y: 746 }, end: { x: PAGE.right, y: 746 }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
    const number = String(this.pageNumber);
    const numberWidth = this.fonts.sans.widthOfTextAtSize(number, 9);
    this.page.drawText(number, { x: even ? PAGE.left : PAGE.right - numberWidth, y: 46, size: 9, font: this.fonts.sans });
    const footerWidth = this.fonts.sans.widthOfTextAtSize(OPENSTAX_FOOTER, 7.5);
    this.page.drawText(OPENSTAX_FOOTER, { x: (PAGE.width - footerWidth) / 2, y: 46, size: 7.5, font: this.fonts.sans, color: rgb(0.4, 0.4, 0.4) });
  }

  private fontOf(run: TextRun, base: 'serif' | 'sans', boldAll: boolean): PDFFont {
    const bold = boldAll || run.b === 1;
    if (base === 'sans') return bold ? this.fonts.sansBold : this.fonts.sans;
    if (bold && run.i) return this.fonts.boldItalic;
    if (bold) return this.fonts.bold;
    return run.i ? this.fonts.italic : this.fonts.regular;
  }

  private block(block: SourceBlock, exerciseNumber: number): void {
    if (block.kind === 'heading') {
      const size = block.level === 1 ? 17 : block.level === 2 ? 14 : block.level === 3 ? 12 : 11;
      this.y -= block.level === 1 ? 4 : 10;
      if (this.y < PAGE.bottom + 60) this.newPage();
      this.paragraph(block.runs, { size, leading: size + 4, indent: boxedRole(block) ? BOX.inset : 0, right: boxedRole(block) ? BOX.inset : 0, base: 'sans', boldAll: true, role: block.role });
      this.y -= 4;
      return;
    }
    const boxed = block.role === 'feature' || block.role === 'objectives';
    const runs: TextRun[] = block.kind === 'list-item' ? [{ t: '•  ' }, ...block.runs] : exerciseNumber ? [{ t: `${exerciseNumber}. `, b: 1 }, ...block.runs] : block.runs;
    const size = block.role === 'caption' ? 9 : 10.5;
    this.paragraph(runs, { size, leading: size + 3.5, indent: (boxed ? BOX.inset : 0) + (block.kind === 'list-item' ? 14 : 0), right: boxed ? BOX.inset : 0, base: 'serif', boldAll: false, role: block.role });
    this.y -= block.kind === 'list-item' ? 2 : 7;
  }

  private paragraph(runs: TextRun[], style: { size: number; leading: number; indent: number; right: number; base: 'serif' | 'sans'; boldAll: boolean; role: BlockRole }): void {
    const words: Word[] = [];
    for (const run of runs) {
      const font = this.fontOf(run, style.base, style.boldAll);
      const parts = encodable(font, run.t).split(/(\s+)/);
      for (const part of parts) {
        if (!part) continue;
        if (/^\s+$/.test(part)) words.push({ text: ' ', font });
        else words.push({ text: part, font });
      }
    }
    const width = PAGE.right - PAGE.left - style.indent - style.right;
    let line: Word[] = [];
    let lineWidth = 0;
    const flush = () => {
      while (line.at(-1)?.text === ' ') line.pop();
      if (line.length === 0) return;
      if (this.y < PAGE.bottom) this.newPage();
      let x = PAGE.left + style.indent;
      for (const word of line) {
        if (word.text !== ' ' && !this.dry) this.page.drawText(word.text, { x, y: this.y, size: style.size, font: word.font });
        x += word.font.widthOfTextAtSize(word.text, style.size);
      }
      this.pageLines.at(-1)!.push({ text: `${line.map((word) => word.text).join('')}\n`, role: style.role });
      this.y -= style.leading;
      line = [];
      lineWidth = 0;
    };
    let index = 0;
    while (index < words.length) {
      // A "word" is every non-space piece up to the next space, whatever its fonts.
      let end = index;
      while (end < words.length && words[end]!.text !== ' ') end++;
      const piece = words.slice(index, end);
      const pieceWidth = piece.reduce((sum, word) => sum + word.font.widthOfTextAtSize(word.text, style.size), 0);
      if (lineWidth + pieceWidth > width && lineWidth > 0) flush();
      line.push(...piece);
      lineWidth += pieceWidth;
      if (end < words.length) {
        const space = words[end]!;
        if (lineWidth > 0) {
          line.push(space);
          lineWidth += space.font.widthOfTextAtSize(' ', style.size);
        }
        end++;
      }
      index = end;
    }
    flush();
  }
}

