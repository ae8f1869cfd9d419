import { PDFDocument, StandardFonts } from 'pdf-lib';

const TOPICS = [
  ['Cell Structure', 'The nucleus is a membrane-bound organelle that stores the genetic material of eukaryotic cells.', 'Ribosomes are molecular machines that translate messenger RNA into proteins.'],
  ['Energy in Cells', 'Cellular respiration is the process that releases energy from glucose to make ATP.', 'Glycolysis is the first stage of respiration and takes place in the cytoplasm.'],
  ['Photosynthesis', 'Photosynthesis is the process by which plants convert light energy into chemical energy.', 'The Calvin cycle is the set of reactions that fix carbon dioxide into sugar.'],
  ['Genetics', 'A gene is a sequence of DNA that codes for a functional product.', 'Gregor Mendel described the laws of inheritance in 1866 from experiments on pea plants.'],
  ['Evolution', 'Natural selection is the process by which heritable traits that improve survival become more common.', 'Charles Darwin published On the Origin of Species in 1859.'],
  ['Ecology', 'An ecosystem is a community of organisms together with their physical environment.', 'A trophic level is the position an organism occupies in a food chain.'],
  ['Human Physiology', 'Homeostasis is the maintenance of a stable internal environment.', 'The nephron is the functional unit of the kidney that filters blood.'],
  ['Microbiology', 'Bacteria are single-celled prokaryotes that lack a nucleus.', 'Penicillin was discovered by Alexander Fleming in 1928.'],
  ['Immunology', 'An antibody is a protein produced by B cells that binds a specific antigen.', 'Vaccination is the deliberate exposure to an antigen to build immunity.'],
  ['Neuroscience', 'A neuron is a cell that transmits electrical and chemical signals.', 'A synapse is the junction across which a neuron signals another cell.'],
];

const FILLER =
  'Students should connect this idea to the examples from lecture, explain it in their own words, and practise with past exam questions until the reasoning feels natural.';

/** A 50-page lecture-notes PDF: a heading and about 35 lines of study text on each page. */
export async function fiftyPagePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (let pageIndex = 0; pageIndex < 50; pageIndex++) {
    const [topic, first, second] = TOPICS[pageIndex % TOPICS.length]!;
    const page = pdf.addPage([612, 792]);
    page.drawText(`${pageIndex + 1}. ${topic}`, { x: 72, y: 720, size: 18, font: bold });
    let y = 690;
    const paragraphs = [first, second, FILLER, first.replace(/\.$/, ' in every living organism.'), FILLER, second, FILLER];
    for (const paragraph of paragraphs) {
      for (const line of wrap(paragraph!, 90)) {
        page.drawText(line, { x: 72, y, size: 10, font: regular });
        y -= 14;
      }
      y -= 8;
    }
  }
  return Buffer.from(await pdf.save());
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (`${line} ${word}`.trim().length > width) {
      lines.push(line.trim());
      line = word;
    } else line += ` ${word}`;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}
