import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { extractDocx } from './docx-extractor.js';

async function studyGuideDocx(): Promise<Buffer> {
  const document = new Document({
    numbering: {
      config: [{ reference: 'steps', levels: [{ level: 0, format: 'decimal', text: '%1.', alignment: 'left' }] }],
    },
    sections: [
      {
        children: [
          new Paragraph({ text: 'Cell Biology Study Guide', heading: HeadingLevel.TITLE }),
          new Paragraph({ text: 'The Nucleus', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            children: [
              new TextRun('The nucleus holds the cell\u2019s '),
              new TextRun({ text: 'DNA', bold: true }),
              new TextRun(' and controls gene expression \u2014 a \u201C\uFB01rst\u201D principle.'),
            ],
          }),
          new Paragraph({ text: 'Chromatin', heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ text: 'DNA wraps around histone proteins.', bullet: { level: 0 } }),
          new Paragraph({ text: 'Condensed chromatin is called heterochromatin.', bullet: { level: 1 } }),
          new Paragraph({ text: 'Stain the slide with hematoxylin.', numbering: { reference: 'steps', level: 0 } }),
          new Paragraph({ children: [new TextRun({ text: 'Key Vocabulary', bold: true })] }),
          new Table({
            rows: [
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph('Histone')] }),
                  new TableCell({ children: [new Paragraph('A protein that packages DNA.')] }),
                ],
              }),
            ],
          }),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

describe('extractDocx', () => {
  it('turns Word headings into heading blocks and lists into list items, each under its section', async () => {
    const blocks = await extractDocx(await studyGuideDocx());
    expect(blocks).toEqual([
      { text: 'Cell Biology Study Guide', kind: 'heading', level: 1, page: null, section: 'Cell Biology Study Guide' },
      { text: 'The Nucleus', kind: 'heading', level: 1, page: null, section: 'The Nucleus' },
      {
        text: 'The nucleus holds the cell\u2019s DNA and controls gene expression \u2014 a \u201Cfirst\u201D principle.',
        kind: 'paragraph',
        page: null,
        section: 'The Nucleus',
        emphasis: ['DNA'],
      },
      { text: 'Chromatin', kind: 'heading', level: 2, page: null, section: 'Chromatin' },
      { text: 'DNA wraps around histone proteins.', kind: 'list-item', page: null, section: 'Chromatin' },
      { text: 'Condensed chromatin is called heterochromatin.', kind: 'list-item', page: null, section: 'Chromatin' },
      { text: 'Stain the slide with hematoxylin.', kind: 'list-item', page: null, section: 'Chromatin' },
      { text: 'Key Vocabulary', kind: 'heading', level: 3, page: null, section: 'Key Vocabulary' },
      { text: 'Histone | A protein that packages DNA.', kind: 'paragraph', page: null, section: 'Key Vocabulary' },
    ]);
  });

  it('reads a one-cell table as a box: its paragraphs one by one, marked boxed, and the text after it under the heading before it', async () => {
    const document = new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: 'Acids', heading: HeadingLevel.HEADING_1 }),
            new Paragraph('An acid yields hydronium ions in water.'),
            new Table({
              rows: [
                new TableRow({
                  children: [
                    new TableCell({
                      shading: { fill: 'EAF1F8' },
                      children: [new Paragraph({ text: 'Kitchen Science', heading: HeadingLevel.HEADING_4 }), new Paragraph('Pickling preserves vegetables.'), new Paragraph('Vinegar is a dilute acid.')],
                    }),
                  ],
                }),
              ],
            }),
            new Paragraph('A base yields hydroxide ions in water.'),
          ],
        },
      ],
    });
    const blocks = await extractDocx(await Packer.toBuffer(document));
    expect(blocks.map((block) => [block.kind, block.text, block.section, block.boxed ?? false])).toEqual([
      ['heading', 'Acids', 'Acids', false],
      ['paragraph', 'An acid yields hydronium ions in water.', 'Acids', false],
      ['heading', 'Kitchen Science', 'Kitchen Science', true],
      ['paragraph', 'Pickling preserves vegetables.', 'Kitchen Science', true],
      ['paragraph', 'Vinegar is a dilute acid.', 'Kitchen Science', true],
      ['paragraph', 'A base yields hydroxide ions in water.', 'Acids', false],
    ]);
  });

  const oneCell = (children: Paragraph[]) => new Table({ rows: [new TableRow({ children: [new TableCell({ children })] })] });
  const boxedTexts = async (table: Table) =>
    (await extractDocx(await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph({ text: 'Cells', heading: HeadingLevel.HEADING_1 }), table] }] }))))
      .filter((block) => block.kind !== 'heading' || block.text !== 'Cells')
      .map((block) => [block.kind, block.text, block.boxed ?? false]);

  it("reads a one-cell table without a title (a student's framed definitions) as running text, paragraph by paragraph", async () => {
    const table = oneCell([
      new Paragraph({ children: [new TextRun({ text: 'Osmosis', bold: true }), new TextRun(' is the movement of water across a membrane.')] }),
      new Paragraph('Diffusion is the spread of particles down a gradient.'),
    ]);
    expect(await boxedTexts(table)).toEqual([
      ['paragraph', 'Osmosis is the movement of water across a membrane.', false],
      ['paragraph', 'Diffusion is the spread of particles down a gradient.', false],
    ]);
  });

  it('marks a one-cell table boxed when it opens with a bold label, or with a line set larger than the text after it', async () => {
    const labelled = oneCell([new Paragraph({ children: [new TextRun({ text: 'Key terms:', bold: true }), new TextRun(' Osmosis is the movement of water.')] })]);
    expect(await boxedTexts(labelled)).toEqual([['paragraph', 'Key terms: Osmosis is the movement of water.', true]]);
    const larger = oneCell([
      new Paragraph({ children: [new TextRun({ text: 'Chemistry at Home', size: 28 })] }),
      new Paragraph({ children: [new TextRun({ text: 'Pickling preserves vegetables.', size: 22 })] }),
    ]);
    expect(await boxedTexts(larger)).toEqual([
      ['paragraph', 'Chemistry at Home', true],
      ['paragraph', 'Pickling preserves vegetables.', true],
    ]);
  });

  it('fails on bytes that are not a Word document', async () => {
    await expect(extractDocx(Buffer.from('PK\u0003\u0004 this is not really a zip archive'))).rejects.toThrow();
  });
});
