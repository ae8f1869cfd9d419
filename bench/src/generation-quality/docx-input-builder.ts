import { BorderStyle, Document, HeadingLevel, Packer, Paragraph, ShadingType, Table, TableCell, TableRow, TextRun as DocxRun, WidthType } from 'docx';
import { boxedRole, startsBox } from './pdf-input-builder.js';
import type { SourceBlock, TextbookSection } from './textbook-section.js';

const HEADINGS = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3, HeadingLevel.HEADING_4] as const;

const FRAME = { style: BorderStyle.SINGLE, size: 6, color: '7394B8' };

function paragraph(block: SourceBlock, exerciseNumber: number): Paragraph {
  const runs = block.runs.map((run) => new DocxRun({ text: run.t, bold: run.b === 1, italics: run.i === 1, size: block.role === 'caption' ? 18 : 22 }));
  if (block.kind === 'heading') return new Paragraph({ heading: HEADINGS[Math.min(block.level ?? 2, 4)], children: runs });
  if (block.kind === 'list-item') return new Paragraph({ bullet: { level: 0 }, children: runs });
  const prefix = exerciseNumber ? [new DocxRun({ text: `${exerciseNumber}. `, bold: true })] : [];
  return new Paragraph({ spacing: { after: 120 }, children: [...prefix, ...runs] });
}

/** A feature box as Word frames one: a one-cell table, shaded and bordered, set apart from the running text. */
function box(paragraphs: Paragraph[]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: { top: FRAME, bottom: FRAME, left: FRAME, right: FRAME, insideHorizontal: FRAME, insideVertical: FRAME },
    rows: [
      new TableRow({
        children: [
          new TableCell({
            shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'EAF1F8' },
            margins: { top: 120, bottom: 120, left: 180, right: 180 },
            children: paragraphs,
          }),
        ],
      }),
    ],
  });
}

/**
 * The section as a Word document a student might save from a course page: real headings, bold and italic runs,
 * bullets, and each feature box (and the learning objectives) in a shaded, framed one-cell table.
 */
export async function buildDocx(section: TextbookSection): Promise<Buffer> {
  let exercise = 0;
  const children: (Paragraph | Table)[] = [];
  let open: Paragraph[] | null = null;
  let previous: SourceBlock | null = null;
  const closeBox = () => {
    if (open) children.push(box(open), new Paragraph({ children: [] }));
    open = null;
  };
  for (const block of section.blocks) {
    if (startsBox(block, previous)) {
      closeBox();
      open = [];
    } else if (!boxedRole(block)) closeBox();
    const numbered = block.role === 'exercise' && block.kind !== 'heading';
    if (numbered) exercise++;
    const built = paragraph(block, numbered ? exercise : 0);
    if (open) (open as Paragraph[]).push(built);
    else children.push(built);
    previous = block;
  }
  closeBox();
  const document = new Document({
    creator: 'StudyForge bench',
    title: `${section.number} ${section.title}`,
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}
