import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.js';
import { terminateOcrEngine } from './ocr-engine.js';

interface Line {
  text: string;
  px: number;
  bold?: boolean;
  gapBefore?: number;
}

/** White page, black text: what a phone photo of clean notes or a scanner produces at its best. */
function textCanvas(lines: Line[], width = 1200, height?: number) {
  const total = lines.reduce((sum, line) => sum + (line.gapBefore ?? 0) + line.px * 1.5, 120);
  const canvas = createCanvas(width, height ?? Math.ceil(total));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#111111';
  let y = 60;
  for (const line of lines) {
    y += (line.gapBefore ?? 0) + line.px * 1.2;
    context.font = `${line.bold ? 'bold ' : ''}${line.px}px sans-serif`;
    context.fillText(line.text, 60, y);
    y += line.px * 0.3;
  }
  return canvas;
}

const NOTES: Line[] = [
  { text: 'Photosynthesis', px: 60, bold: true },
  { text: 'Plants use chlorophyll to capture light energy and', px: 34, gapBefore: 30 },
  { text: 'convert carbon dioxide and water into glucose.', px: 34 },
  { text: 'Oxygen is released as a by-product of this process.', px: 34, gapBefore: 40 },
];

/** Body text with some words in bold ("*word*") or italics ("_word_"), drawn word by word as a printed page sets them. */
function markedCanvas(lines: string[], px = 32) {
  const canvas = createCanvas(1224, 1584);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#111111';
  lines.forEach((line, index) => {
    let x = 80;
    const y = 120 + index * px * 1.5;
    for (const raw of line.split(' ')) {
      const [, mark = '', markedPart = '', tail = ''] = /^([*_])([^*_]+)[*_](.*)$/.exec(raw) ?? ['', '', '', raw];
      for (const [part, style] of [[markedPart, mark === '*' ? 'bold ' : 'italic '], [tail, '']] as const) {
        context.font = `${style}${px}px serif`;
        context.fillText(part, x, y);
        x += context.measureText(part).width;
      }
      context.font = `${px}px serif`;
      x += context.measureText(' ').width;
    }
  });
  return canvas;
}

const MARKED = [
  'Every cell is wrapped in a thin membrane. Water crosses it by',
  '*osmosis*, moving toward the side that holds more dissolved solute.',
  'The pressure needed to stop that flow is the *osmotic* *pressure* of',
  'the solution. A cell placed in a *hypotonic* solution takes in water',
  'and swells, while one in a _hypertonic_ solution shrinks.',
];

afterAll(async () => {
  await terminateOcrEngine();
});

describe('OCR extraction', () => {
  it('reads a PNG photo of notes into a heading and paragraphs with no page number', async () => {
    const bytes = await textCanvas(NOTES).encode('png');
    const document = await extractDocument({ fileName: 'notes.png', type: 'png', bytes });

    expect(document.pageCount).toBeNull();
    expect(document.blocks[0]).toMatchObject({ kind: 'heading', text: 'Photosynthesis', page: null });
    const [first, second] = document.blocks.slice(1);
    expect(first).toMatchObject({ kind: 'paragraph', page: null, section: 'Photosynthesis' });
    expect(first!.text).toMatch(/chlorophyll to capture light energy and convert carbon dioxide and water into glucose/i);
    expect(second!.text).toMatch(/oxygen is released as a by-product/i);
  }, 30_000);

  it.each(['jpeg', 'webp'] as const)('reads a %s image', async (type) => {
    const canvas = textCanvas([{ text: 'Mitosis divides one nucleus into two identical nuclei.', px: 36 }]);
    const bytes = type === 'jpeg' ? await canvas.encode('jpeg', 92) : await canvas.encode('webp', 90);
    const document = await extractDocument({ fileName: `mitosis.${type}`, type, bytes });
    expect(document.blocks.map((block) => block.text).join(' ')).toMatch(/mitosis divides one nucleus into two identical nuclei/i);
  }, 30_000);

  it('OCRs the scanned page of a PDF and keeps its page number next to the text-layer page', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const first = pdf.addPage([612, 792]);
    first.drawText('Respiration', { x: 72, y: 700, size: 18, font: bold });
    first.drawText('Cells break down glucose to release the energy stored in its bonds.', { x: 72, y: 670, size: 11, font });
    const scan = await textCanvas(NOTES, 1224, 1584).encode('png');
    const second = pdf.addPage([612, 792]);
    second.drawImage(await pdf.embedPng(scan), { x: 0, y: 0, width: 612, height: 792 });
    const bytes = Buffer.from(await pdf.save());

    const document = await extractDocument({ fileName: 'scanned.pdf', type: 'pdf', bytes });

    expect(document.pageCount).toBe(2);
    expect(document.blocks.filter((block) => block.kind === 'heading').map((block) => [block.text, block.page])).toEqual([
      ['Respiration', 1],
      ['Photosynthesis', 2],
    ]);
    const scanned = document.blocks.find((block) => /chlorophyll/i.test(block.text));
    expect(scanned).toMatchObject({ kind: 'paragraph', page: 2, section: 'Photosynthesis' });
    expect(scanned!.text).toMatch(/convert carbon dioxide and water into glucose/i);
  }, 30_000);

  it.each(['png', 'pdf'] as const)('keeps the bold and italic words of a scanned %s as emphasis runs, and no plain word', async (type) => {
    const scan = await markedCanvas(MARKED).encode('png');
    let bytes = scan;
    if (type === 'pdf') {
      const pdf = await PDFDocument.create();
      pdf.addPage([612, 792]).drawImage(await pdf.embedPng(scan), { x: 0, y: 0, width: 612, height: 792 });
      bytes = Buffer.from(await pdf.save());
    }
    const document = await extractDocument({ fileName: `membrane.${type}`, type, bytes });

    expect(document.blocks.map((block) => block.text).join(' ')).toMatch(/crosses it by osmosis, moving toward/i);
    expect(document.blocks.flatMap((block) => block.emphasis ?? [])).toEqual(['osmosis', 'osmotic pressure', 'hypotonic', 'hypertonic']);
    expect(document.blocks.flatMap((block) => block.italic ?? [])).toEqual(['hypertonic']);
  }, 30_000);

  it('reports an image without text as having no text, naming the file', async () => {
    const canvas = createCanvas(800, 600);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 800, 600);
    context.fillStyle = '#3366cc';
    context.beginPath();
    context.arc(300, 300, 150, 0, Math.PI * 2);
    context.fill();
    context.fillRect(520, 120, 200, 320);
    const bytes = await canvas.encode('png');

    await expect(extractDocument({ fileName: 'holiday.png', type: 'png', bytes })).rejects.toMatchObject({
      name: 'ExtractionError',
      failure: 'NO_TEXT',
      fileName: 'holiday.png',
      message: 'No text could be found in holiday.png. If it is a scan or photo, try a sharper image.',
    });
  }, 30_000);

  it('reports a damaged image as unreadable, naming the file', async () => {
    const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    await expect(extractDocument({ fileName: 'broken.png', type: 'png', bytes })).rejects.toMatchObject({
      failure: 'UNREADABLE',
      message: 'broken.png could not be read. It may be damaged or password-protected.',
    });
  }, 30_000);
});
