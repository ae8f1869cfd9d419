import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A short biology chapter with headings, definitions, numbers and names: enough for 10 flashcards. */
export const BIOLOGY_SECTIONS: Array<{ heading: string; paragraphs: string[] }> = [
  {
    heading: 'Cell Organelles',
    paragraphs: [
      'The mitochondrion is the organelle that produces most of the cell\'s supply of adenosine triphosphate through cellular respiration.',
      'The nucleus is a membrane-bound organelle that contains the genetic material of eukaryotic cells.',
      'Ribosomes are molecular machines that synthesize proteins by translating messenger RNA.',
      'The Golgi apparatus is the organelle that modifies, sorts and packages proteins for secretion.',
    ],
  },
  {
    heading: 'Photosynthesis',
    paragraphs: [
      'Photosynthesis is the process by which green plants convert light energy into chemical energy stored in glucose.',
      'Chlorophyll is the green pigment that absorbs light most strongly in the blue and red wavelengths.',
      'The Calvin cycle is the set of light-independent reactions that fix carbon dioxide into sugar.',
      'Jan Ingenhousz showed in 1779 that plants need sunlight to produce oxygen.',
    ],
  },
  {
    heading: 'Cell Division',
    paragraphs: [
      'Mitosis is the type of cell division that produces two genetically identical daughter cells.',
      'Meiosis is the type of cell division that produces four haploid gametes with half the chromosome number.',
      'Cytokinesis is the division of the cytoplasm that completes cell division.',
      'Walther Flemming described the stages of mitosis in 1882 using stained cells.',
    ],
  },
];

export function biologyText(): string {
  return BIOLOGY_SECTIONS.map((section) => `# ${section.heading}\n\n${section.paragraphs.join('\n\n')}`).join('\n\n');
}

/** A real PDF with a heading and the paragraphs of each section on its own page. */
export async function biologyPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const section of BIOLOGY_SECTIONS) {
    const page = pdf.addPage([612, 792]);
    let y = 720;
    page.drawText(section.heading, { x: 72, y, size: 20, font: bold });
    y -= 36;
    for (const paragraph of section.paragraphs) {
      for (const line of wrap(paragraph, 80)) {
        page.drawText(line, { x: 72, y, size: 11, font: regular });
        y -= 15;
      }
      y -= 10;
    }
  }
  return Buffer.from(await pdf.save());
}

/** A real DOCX with Word headings and paragraphs. */
export async function biologyDocx(): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: BIOLOGY_SECTIONS.flatMap((section) => [
          new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1 }),
          ...section.paragraphs.map((paragraph) => new Paragraph({ text: paragraph })),
        ]),
      },
    ],
  });
  return Buffer.from(await Packer.toBuffer(document));
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line + ' ' + word).trim().length > width) {
      lines.push(line.trim());
      line = word;
    } else line += ` ${word}`;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}
