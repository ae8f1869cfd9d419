import { Document, HeadingLevel, Packer, Paragraph, TextRun as DocxRun } from 'docx';
import type { SourceBlock, TextbookSection } from './textbook-section.js';

const HEADINGS = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3, HeadingLevel.HEADING_4] as const;

function paragraph(block: SourceBlock, exerciseNumber: number): Paragraph {
  const runs = block.runs.map((run) => new DocxRun({ text: run.t, bold: run.b === 1, italics: run.i === 1, size: block.role === 'caption' ? 18 : 22 }));
  if (block.kind === 'heading') return new Paragraph({ heading: HEADINGS[Math.min(block.level ?? 2, 4)], children: runs });
  const indent = block.role === 'feature' || block.role === 'objectives' ? { left: 360 } : undefined;
  if (block.kind === 'list-item') return new Paragraph({ bullet: { level: 0 }, indent, children: runs });
  const prefix = exerciseNumber ? [new DocxRun({ text: `${exerciseNumber}. `, bold: true })] : [];
  return new Paragraph({ indent, spacing: { after: 120 }, children: [...prefix, ...runs] });
}

/** The section as a Word document a student might save from a course page: real headings, bold and italic runs, bullets. */
export async function buildDocx(section: TextbookSection): Promise<Buffer> {
  let exercise = 0;
  const children = section.blocks.map((block) => {
    const numbered = block.role === 'exercise' && block.kind !== 'heading';
    if (numbered) exercise++;
    return paragraph(block, numbered ? exercise : 0);
  });
  const document = new Document({
    creator: 'StudyForge bench',
    title: `${section.number} ${section.title}`,
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}
