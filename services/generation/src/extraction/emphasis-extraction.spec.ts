import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractDocx } from './docx-extractor.js';
import type { TextBlock } from './extracted-document.js';
import { extractPdf } from './pdf-extractor.js';
import { parsePlainText } from './plain-text-parser.js';

type Run = [text: string, style?: 'bold' | 'italic'];

/** One page whose lines are runs in regular, bold and italic Helvetica, drawn one after another. */
async function pdfOf(lines: Run[][]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
  };
  const page = pdf.addPage([612, 792]);
  let y = 700;
  for (const line of lines) {
    let x = 72;
    for (const [text, style] of line) {
      const font = style === 'bold' ? fonts.bold : style === 'italic' ? fonts.italic : fonts.regular;
      page.drawText(text, { x, y, size: 11, font });
      x += font.widthOfTextAtSize(text, 11);
    }
    y -= 14;
  }
  return Buffer.from(await pdf.save());
}

const paragraphBlocks = (blocks: readonly TextBlock[]) => blocks.filter((block) => block.kind !== 'heading');

describe('emphasis through extraction', () => {
  it('keeps bold and italic runs of a PDF text layer, a run wrapped over two lines as one', async () => {
    const bytes = await pdfOf([
      [['The movement of water across a membrane is called '], ['osmosis', 'bold'], ['. A solution with fewer solutes is']],
      [['said to be '], ['hypotonic', 'italic'], [' and one with more is '], ['hypertonic', 'bold'], ['. The flow of solutes is']],
      [['called '], ['facilitated', 'bold']],
      [['diffusion', 'bold'], [' when a protein carries them across the membrane, and '], ['endo-', 'bold']],
      [['cytosis', 'bold'], [' when the membrane wraps around them.']],
    ]);
    const { blocks } = await extractPdf(bytes);
    const [paragraph] = paragraphBlocks(blocks);
    expect(paragraph?.text).toContain(' endocytosis ');
    expect(paragraph?.emphasis).toEqual(['osmosis', 'hypotonic', 'hypertonic', 'facilitated diffusion', 'endocytosis']);
    expect(paragraph?.italic).toEqual(['hypotonic']);
  });

  it('reads no emphasis from a PDF set in one regular font', async () => {
    const { blocks } = await extractPdf(await pdfOf([[['Osmosis is the movement of water across a membrane.']]]));
    expect(blocks.every((block) => block.emphasis === undefined)).toBe(true);
  });

  it('keeps bold and italic runs of a Word document (neighbouring runs joined), not a bold heading', async () => {
    const document = new Document({
      sections: [
        {
          children: [
            new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun({ text: 'Transport', bold: true })] }),
            new Paragraph({
              children: [
                new TextRun('The movement of water across a membrane is called '),
                new TextRun({ text: 'osmo', bold: true }),
                new TextRun({ text: 'sis', bold: true }),
                new TextRun('; a solution with fewer solutes is '),
                new TextRun({ text: 'hypotonic', italics: true }),
                new TextRun('.'),
              ],
            }),
          ],
        },
      ],
    });
    const blocks = await extractDocx(Buffer.from(await Packer.toBuffer(document)));
    expect(blocks[0]).toMatchObject({ kind: 'heading', text: 'Transport' });
    expect(blocks[0]!.emphasis).toBeUndefined();
    expect(blocks[1]!.emphasis).toEqual(['osmosis', 'hypotonic']);
    expect(blocks[1]!.italic).toEqual(['hypotonic']);
  });

  it('keeps **bold**, __bold__, *italic* and _italic_ runs of pasted markdown, leaving snake_case and 2 * 3 alone', () => {
    const blocks = parsePlainText(
      ['# Transport', '', 'Water crosses by **osmosis** and solutes by __diffusion__; a *hypotonic* solution has fewer solutes than an _isotonic_ one.', '', '- A file_name_here and 2 * 3 * 4 stay as written.'].join('\n'),
    );
    expect(blocks[1]).toMatchObject({
      text: 'Water crosses by osmosis and solutes by diffusion; a hypotonic solution has fewer solutes than an isotonic one.',
      emphasis: ['osmosis', 'diffusion', 'hypotonic', 'isotonic'],
      italic: ['hypotonic', 'isotonic'],
    });
    const [mixed] = parsePlainText('A *hypotonic* solution takes in water by **osmosis**.');
    expect(mixed).toMatchObject({ emphasis: ['hypotonic', 'osmosis'], italic: ['hypotonic'] });
    expect(blocks[2]).toMatchObject({ kind: 'list-item', text: 'A file_name_here and 2 * 3 * 4 stay as written.' });
    expect(blocks[2]!.emphasis).toBeUndefined();
  });

  it('keeps the runs of a bulleted markdown item', () => {
    const [item] = parsePlainText('- **Mitosis** makes two identical cells.');
    expect(item).toMatchObject({ kind: 'list-item', text: 'Mitosis makes two identical cells.', emphasis: ['Mitosis'] });
  });

  it('unwraps emphasis in time linear in a long line of marks', () => {
    const line = `${'*a '.repeat(60_000)}${'_b '.repeat(60_000)}`;
    const [block] = parsePlainText(line);
    expect(block?.text.length).toBeGreaterThan(100_000);
  });
});
