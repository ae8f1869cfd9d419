import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** Real study text: headings and paragraphs full of definitions, enough material for 10+ flashcards. */
export const BIOLOGY_CHAPTERS: ReadonlyArray<{ heading: string; paragraphs: string[] }> = [
  {
    heading: 'Chapter 1: The Cell',
    paragraphs: [
      'The cell is the basic structural and functional unit of all living organisms. Every organism is made of one or more cells, and all cells arise from pre-existing cells.',
      'The cell membrane is a selectively permeable phospholipid bilayer that controls which substances enter and leave the cell. Proteins embedded in the membrane act as channels, pumps and receptors.',
      'The nucleus is the membrane-bound organelle that stores the genetic material of a eukaryotic cell. It controls gene expression and coordinates growth and cell division.',
      'Mitochondria are the organelles that produce ATP through cellular respiration. Because they supply most of the chemical energy a cell needs, mitochondria are often called the powerhouse of the cell.',
      'Ribosomes are the molecular machines that carry out protein synthesis. They read messenger RNA and link amino acids together into polypeptide chains.',
    ],
  },
  {
    heading: 'Chapter 2: Energy and Transport',
    paragraphs: [
      'Photosynthesis is the process by which plants, algae and some bacteria convert light energy into chemical energy stored in glucose. Chloroplasts are the organelles in which photosynthesis takes place.',
      'Cellular respiration is the process that breaks down glucose in the presence of oxygen to release energy in the form of ATP. Carbon dioxide and water are its waste products.',
      'Osmosis is the diffusion of water across a selectively permeable membrane from a region of low solute concentration to a region of high solute concentration.',
      'Diffusion is the net movement of particles from an area of higher concentration to an area of lower concentration. It requires no energy from the cell.',
      'Active transport is the movement of molecules against their concentration gradient, which requires energy supplied by ATP.',
    ],
  },
  {
    heading: 'Chapter 3: Molecules of Life',
    paragraphs: [
      'Enzymes are proteins that act as biological catalysts. They speed up chemical reactions by lowering the activation energy without being consumed in the reaction.',
      'DNA is the double-stranded molecule that carries the hereditary instructions of an organism. Its sequence of nucleotide bases encodes genes.',
      'A gene is a segment of DNA that contains the instructions for making a specific protein or functional RNA molecule.',
      'Mitosis is the type of cell division that produces two genetically identical daughter cells. Meiosis is the type of cell division that produces four genetically distinct gametes with half the chromosome number.',
      'Homeostasis is the ability of an organism to maintain a stable internal environment despite changes in its surroundings.',
    ],
  },
];

export const ECONOMICS_POINTS: ReadonlyArray<{ heading: string; bullets: string[] }> = [
  {
    heading: 'Core ideas',
    bullets: [
      'Scarcity is the condition in which human wants exceed the resources available to satisfy them.',
      'Opportunity cost is the value of the next best alternative given up when a choice is made.',
      'Marginal analysis is the comparison of the additional benefits and additional costs of a decision.',
    ],
  },
  {
    heading: 'Markets',
    bullets: [
      'Demand is the quantity of a good that consumers are willing and able to buy at each possible price.',
      'Supply is the quantity of a good that producers are willing and able to sell at each possible price.',
      'Market equilibrium is the point at which the quantity demanded equals the quantity supplied.',
      'Price elasticity of demand is a measure of how much the quantity demanded responds to a change in price.',
      'Inflation is a sustained increase in the general price level of goods and services in an economy.',
    ],
  },
];

/** Wraps a paragraph to the page width with the font's real glyph widths. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A three-page biology PDF (one chapter per page, bold headings, wrapped paragraphs, page numbers). */
export async function biologyPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Introduction to Cell Biology');
  pdf.setAuthor('StudyForge browser tests');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const margin = 64;
  BIOLOGY_CHAPTERS.forEach((chapter, index) => {
    const page: PDFPage = pdf.addPage([612, 792]);
    const width = page.getWidth() - margin * 2;
    let y = page.getHeight() - margin;
    if (index === 0) {
      page.drawText('Introduction to Cell Biology', { x: margin, y, size: 22, font: bold, color: rgb(0.15, 0.15, 0.4) });
      y -= 36;
    }
    page.drawText(chapter.heading, { x: margin, y, size: 16, font: bold });
    y -= 28;
    for (const paragraph of chapter.paragraphs) {
      for (const line of wrap(paragraph, regular, 11, width)) {
        page.drawText(line, { x: margin, y, size: 11, font: regular });
        y -= 16;
      }
      y -= 10;
    }
    page.drawText(`Page ${index + 1}`, { x: page.getWidth() / 2 - 14, y: 36, size: 9, font: regular, color: rgb(0.4, 0.4, 0.4) });
  });
  return Buffer.from(await pdf.save());
}

/** A Word document on economics: a title, headings and bullet lists. */
export async function economicsDocx(): Promise<Buffer> {
  const children: Paragraph[] = [
    new Paragraph({ text: 'Principles of Economics', heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER }),
    new Paragraph({ children: [new TextRun({ text: 'Lecture notes, week 1', italics: true })] }),
  ];
  for (const section of ECONOMICS_POINTS) {
    children.push(new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1 }));
    for (const bullet of section.bullets) children.push(new Paragraph({ text: bullet, bullet: { level: 0 } }));
  }
  const doc = new Document({ creator: 'StudyForge browser tests', title: 'Principles of Economics', sections: [{ children }] });
  return Packer.toBuffer(doc);
}

/** Bytes that no sniffing takes for a study file (NUL bytes and binary noise). */
export function junkBytes(length = 4096): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 131 + 7) % 256;
  bytes[0] = 0x00;
  bytes[1] = 0x01;
  return bytes;
}

export const PDF_MIME = 'application/pdf';
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
