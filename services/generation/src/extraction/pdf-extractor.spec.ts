import { degrees, PDFDocument, PDFHexString, StandardFonts, type PDFFont } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { TextBlock } from './extracted-document.js';
import { extractPdf } from './pdf-extractor.js';

interface Line {
  text: string;
  size?: number;
  bold?: boolean;
  /** Extra space above the line, in points (paragraph spacing). */
  gapBefore?: number;
}

const BODY = 11;
const LEADING = 14;

/** A Letter-size PDF with a running header and footer and a page number on every page. */
async function lecturePdf(pages: Line[][]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  pages.forEach((lines, index) => {
    const page = pdf.addPage([612, 792]);
    const draw = (text: string, x: number, y: number, size: number, font: PDFFont) => page.drawText(text, { x, y, size, font });
    draw('BIO 101 \u2014 Lecture Notes, Spring Term', 72, 750, 9, regular);
    let y = 700;
    for (const line of lines) {
      const size = line.size ?? BODY;
      y -= line.gapBefore ?? 0;
      draw(line.text, 72, y, size, line.bold ? bold : regular);
      y -= Math.max(LEADING, size * 1.3);
    }
    draw('Introductory Biology', 72, 40, 9, regular);
    draw(String(index + 1), 540, 40, 9, regular);
  });
  return Buffer.from(await pdf.save());
}

const LECTURE: Line[][] = [
  [
    { text: '1 Cell Structure', size: 18, bold: true },
    { text: 'The cell is the basic unit of life. Every living organism is com-', gapBefore: 6 },
    { text: 'posed of one or more cells, and all cells arise from existing cells.' },
    { text: 'Cells contain organelles that perform specialised functions such as', gapBefore: 10 },
    { text: 'energy production and protein synthesis.' },
    { text: '1.1 The Nucleus', size: 14, bold: true, gapBefore: 10 },
    { text: 'The nucleus stores genetic material in the form of DNA, which is', gapBefore: 4 },
    { text: 'organised into chromosomes.' },
  ],
  [
    { text: '1.2 Mitochondria', size: 14, bold: true },
    { text: 'Mitochondria produce ATP through cellular respiration and have', gapBefore: 4 },
    { text: 'their own small circular genome.' },
    { text: '2 Genetics', size: 18, bold: true, gapBefore: 10 },
    { text: '\u2022 DNA is a double helix of nucleotides.', gapBefore: 6 },
    { text: '\u2022 Genes are segments of DNA that code for proteins.' },
    { text: 'Genes are inherited from both parents, and together they determine', gapBefore: 10 },
  ],
  [
    { text: 'many traits of an organism, from eye colour to blood type.' },
    { text: '2.1 Dominant and Recessive Alleles', gapBefore: 12 },
    { text: 'A dominant allele masks the effect of a recessive allele when both', gapBefore: 12 },
    { text: 'are present in a heterozygous individual.' },
    { text: 'SUMMARY', gapBefore: 12 },
    { text: 'Cells, organelles and genes together explain how life is organised.', gapBefore: 12 },
  ],
];

const find = (blocks: TextBlock[], start: string) => blocks.find((block) => block.text.startsWith(start));

describe('extractPdf', () => {
  it('keeps page numbers and sections, rebuilds paragraphs and drops headers, footers and page numbers', async () => {
    const { pageCount, blocks } = await extractPdf(await lecturePdf(LECTURE));

    expect(pageCount).toBe(3);
    expect(blocks.filter((block) => block.kind === 'heading').map((block) => [block.text, block.level, block.page])).toEqual([
      ['1 Cell Structure', 1, 1],
      ['1.1 The Nucleus', 2, 1],
      ['1.2 Mitochondria', 2, 2],
      ['2 Genetics', 1, 2],
      ['2.1 Dominant and Recessive Alleles', 2, 3],
      ['SUMMARY', 3, 3],
    ]);
    expect(find(blocks, 'The cell is')).toEqual({
      text: 'The cell is the basic unit of life. Every living organism is composed of one or more cells, and all cells arise from existing cells.',
      kind: 'paragraph',
      page: 1,
      section: '1 Cell Structure',
    });
    expect(find(blocks, 'Cells contain')).toMatchObject({ page: 1, section: '1 Cell Structure', kind: 'paragraph' });
    expect(find(blocks, 'The nucleus')).toMatchObject({ page: 1, section: '1.1 The Nucleus' });
    expect(find(blocks, 'Mitochondria produce')).toMatchObject({
      text: 'Mitochondria produce ATP through cellular respiration and have their own small circular genome.',
      page: 2,
      section: '1.2 Mitochondria',
    });
    expect(blocks.filter((block) => block.kind === 'list-item').map((block) => [block.text, block.page, block.section])).toEqual([
      ['DNA is a double helix of nucleotides.', 2, '2 Genetics'],
      ['Genes are segments of DNA that code for proteins.', 2, '2 Genetics'],
    ]);
    expect(find(blocks, 'Genes are inherited')).toMatchObject({
      text: 'Genes are inherited from both parents, and together they determine many traits of an organism, from eye colour to blood type.',
      page: 2,
      section: '2 Genetics',
    });
    expect(find(blocks, 'A dominant allele')).toMatchObject({ page: 3, section: '2.1 Dominant and Recessive Alleles' });
    expect(find(blocks, 'Cells, organelles')).toMatchObject({ page: 3, section: 'SUMMARY' });

    const all = blocks.map((block) => block.text).join('\n');
    expect(all).not.toMatch(/BIO 101|Lecture Notes|Introductory Biology/);
    expect(blocks.some((block) => /^\d+$/.test(block.text))).toBe(false);
  });

  it('reads a landscape slide stored as a rotated portrait page the way it is displayed, ignoring sideways stamps', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([612, 792]);
    page.setRotation(degrees(90));
    // Shown rotated 90 degrees clockwise, so text drawn at 90 degrees counter-clockwise reads horizontally.
    const lines = ['Enzyme Kinetics', '\u2022 Enzymes lower the activation energy of a reaction.', '\u2022 Substrate binds at the active site.'];
    lines.forEach((text, index) => page.drawText(text, { x: 100 + index * 30, y: 100, size: index === 0 ? 24 : 14, font, rotate: degrees(90) }));
    page.drawText('Downloaded from the course site on 3 March', { x: 40, y: 600, size: 8, font });
    const { blocks } = await extractPdf(Buffer.from(await pdf.save()));

    expect(blocks.map((block) => [block.kind, block.text])).toEqual([
      ['heading', 'Enzyme Kinetics'],
      ['list-item', 'Enzymes lower the activation energy of a reaction.'],
      ['list-item', 'Substrate binds at the active site.'],
    ]);
  });

  it('refuses a password-protected PDF', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage().drawText('Top secret exam answers for the whole semester.', { x: 50, y: 700, size: 12, font });
    const encrypt = pdf.context.obj({
      Filter: 'Standard',
      V: 1,
      R: 2,
      Length: 40,
      P: -4,
      O: PDFHexString.of('11'.repeat(32)),
      U: PDFHexString.of('22'.repeat(32)),
    });
    pdf.context.trailerInfo.Encrypt = pdf.context.register(encrypt);
    pdf.context.trailerInfo.ID = pdf.context.obj([PDFHexString.of('ab'.repeat(16)), PDFHexString.of('ab'.repeat(16))]);
    const bytes = Buffer.from(await pdf.save({ useObjectStreams: false }));

    await expect(extractPdf(bytes)).rejects.toMatchObject({ name: 'PasswordException' });
  });

  it('reads a 50-page PDF, reporting progress per page', async () => {
    const sentence = 'Osmosis moves water across a membrane from low to high solute concentration.';
    const pages = Array.from({ length: 50 }, (_, page) => [
      { text: `Topic ${page + 1}`, size: 16, bold: true },
      ...Array.from({ length: 40 }, (_, line) => ({ text: `${line + 1}: ${sentence}`, gapBefore: line % 5 === 0 ? 8 : 0 })),
    ]);
    const bytes = await lecturePdf(pages);
    const progress: number[] = [];

    const { pageCount, blocks } = await extractPdf(bytes, { onProgress: (fraction) => progress.push(fraction) });

    expect(pageCount).toBe(50);
    expect(progress).toHaveLength(50);
    expect(progress.at(-1)).toBe(1);
    expect(blocks.filter((block) => block.kind === 'heading')).toHaveLength(50);
    expect(blocks.find((block) => block.section === 'Topic 50')?.page).toBe(50);
    // How fast is measured by the benchmark in bench/.
  }, 60_000);
});
