import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { OcrLine, OcrPage } from './ocr-lines.js';
import { ocrLayoutPage } from './ocr-lines.js';
import { markEmphasisedWords } from './ocr-word-weight.js';

interface DrawOptions {
  /** Every glyph sheared right by this much about its baseline: a page photographed at a slant. */
  lean?: number;
  px?: number;
  family?: string;
  ink?: string;
  paper?: string | null;
}

/** Lines of words ("*word*" is bold, "_word_" italic) drawn on a canvas, with the word boxes tesseract would report. */
async function drawPage(lines: string[], { px = 30, family = 'serif', ink = '#111111', paper = '#ffffff', lean = 0 }: DrawOptions = {}) {
  const canvas = createCanvas(1400, 120 + lines.length * px * 1.6);
  const context = canvas.getContext('2d');
  if (paper) {
    context.fillStyle = paper;
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.fillStyle = ink;
  const ocrLines: OcrLine[] = lines.map((line, index) => {
    const baseline = 80 + index * px * 1.6;
    let x = 50;
    const words = line.split(' ').map((raw) => {
      // "*term*," is a bold word followed by a plain comma, as books print it.
      const [, mark, boldPart, tail = ''] = /^([*_])([^*_]+)[*_](.*)$/.exec(raw) ?? [undefined, undefined, undefined, raw];
      const left = x;
      let top = baseline;
      let bottom = baseline;
      for (const [part, bold] of [[boldPart ?? '', true], [tail, false]] as const) {
        if (!part) continue;
        context.font = `${bold ? (mark === '_' ? 'italic ' : 'bold ') : ''}${px}px ${family}`;
        context.setTransform(1, 0, -lean, 1, lean * baseline, 0);
        context.fillText(part, x, baseline);
        context.setTransform(1, 0, 0, 1, 0, 0);
        const metrics = context.measureText(part);
        top = Math.min(top, baseline - metrics.actualBoundingBoxAscent);
        bottom = Math.max(bottom, baseline + metrics.actualBoundingBoxDescent);
        x += metrics.width;
      }
      const text = (boldPart ?? '') + tail;
      const bbox = { x0: Math.floor(left), y0: Math.floor(top), x1: Math.ceil(x), y1: Math.ceil(bottom) };
      context.font = `${px}px ${family}`;
      x += context.measureText(' ').width;
      return { text, bbox };
    });
    const bbox = { x0: words[0]!.bbox.x0, y0: Math.min(...words.map((word) => word.bbox.y0)), x1: words[words.length - 1]!.bbox.x1, y1: Math.max(...words.map((word) => word.bbox.y1)) };
    return { text: words.map((word) => word.text).join(' '), confidence: 95, bbox, rowAttributes: { rowHeight: px }, words };
  });
  const page: OcrPage = { blocks: [{ paragraphs: [{ lines: ocrLines }] }] };
  return { page, png: await canvas.encode('png') };
}

const words = (page: OcrPage) => page.blocks.flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words ?? [])));
const boldTexts = (page: OcrPage) => words(page).filter((word) => word.bold).map((word) => word.text);
const italicTexts = (page: OcrPage) => words(page).filter((word) => word.italic).map((word) => word.text);

const NOTES = [
  'Diffusion moves particles from high to low concentration without energy.',
  'Water crossing a membrane by *osmosis* follows the same rule, and the',
  'pressure that stops it is the *osmotic* *pressure* of the solution inside.',
  'A cell in a solution with more solute than its cytoplasm shrinks, one in',
  'a *hypotonic* solution swells, as _Escherichia_ _coli_ cells do in pure water.',
];

describe('bold and italic words in a scanned page', () => {
  it.each(['serif', 'sans-serif'])('finds the bold and italic words of %s text and no plain word', async (family) => {
    const { page, png } = await drawPage(NOTES, { family });
    const marked = await markEmphasisedWords(page, png);
    expect(boldTexts(marked)).toEqual(['osmosis', 'osmotic', 'pressure', 'hypotonic']);
    expect(italicTexts(marked)).toEqual(['Escherichia', 'coli']);
  });

  it('finds italic words, and not the diagonals of a roman capital', async () => {
    const { page, png } = await drawPage(['A court rules on what the law is _de_ _jure_, while a ruler', 'may hold power _de_ _facto_ in Arabia, Venezuela or Wales, AVA said.']);
    expect(italicTexts(await markEmphasisedWords(page, png))).toEqual(['de', 'jure,', 'de', 'facto']);
  });

  it('tells italic words from roman ones on a page photographed at a slant, and finds none when every word leans', async () => {
    for (const [lean, italic] of [[0.1, ['Escherichia', 'coli']], [0.2, []]] as const) {
      const { page, png } = await drawPage(NOTES, { lean, family: 'sans-serif' });
      const marked = await markEmphasisedWords(page, png);
      expect(boldTexts(marked)).toEqual(['osmosis', 'osmotic', 'pressure', 'hypotonic']);
      expect(italicTexts(marked)).toEqual(italic);
    }
  });

  it('turns consecutive bold words into one emphasis run, without the punctuation beside them', async () => {
    const { page, png } = await drawPage(['The *law* *of* *demand*, stated simply, says that buyers purchase less', 'of a good as its price rises, all else being equal, in every market.']);
    const [first, second] = ocrLayoutPage(await markEmphasisedWords(page, png), 1).lines;
    expect(first!.emphasis).toEqual(['law of demand']);
    expect(first!.bold).toBeUndefined();
    expect(second!.emphasis).toBeUndefined();
  });

  it('weighs a bold term apart from the regular word a dash glues to it, and keeps the line as printed', async () => {
    const { page, png } = await drawPage([
      'Leaders draw on *power*—influence over others—and on the trust of the people',
      'they lead, which grows over years of working together in one organization.',
    ]);
    const [first] = ocrLayoutPage(await markEmphasisedWords(page, png), 1).lines;
    expect(first!.text).toBe('Leaders draw on power—influence over others—and on the trust of the people');
    expect(first!.emphasis).toEqual(['power']);
  });

  it('marks a line set wholly in bold at body size as a bold line', async () => {
    const { page, png } = await drawPage(['*Active* *Transport*', ...NOTES]);
    const [heading, body] = ocrLayoutPage(await markEmphasisedWords(page, png), 1).lines;
    expect(heading).toMatchObject({ text: 'Active Transport', bold: true });
    expect(heading!.emphasis).toBeUndefined();
    expect(body!.bold).toBeUndefined();
  });

  it('reads light text on a dark background and dark text on a transparent or coloured one', async () => {
    for (const options of [{ ink: '#f0f0f0', paper: '#202020' }, { paper: null }, { ink: '#1a237e', paper: '#fff3c4' }]) {
      const { page, png } = await drawPage(NOTES, options);
      const marked = await markEmphasisedWords(page, png);
      expect(boldTexts(marked)).toEqual(['osmosis', 'osmotic', 'pressure', 'hypotonic']);
      expect(italicTexts(marked)).toEqual(['Escherichia', 'coli']);
    }
  });

  it('leaves the page unmarked, without throwing, when the image cannot be weighed', async () => {
    const { page } = await drawPage(NOTES);
    const tiny = await createCanvas(1, 1).encode('png');
    const blank = await createCanvas(1400, 400).encode('png');
    for (const image of [Buffer.from('not an image'), tiny, blank]) {
      const marked = await markEmphasisedWords(page, image);
      expect([...boldTexts(marked), ...italicTexts(marked)]).toEqual([]);
    }
    const withoutWords: OcrPage = { blocks: [{ paragraphs: [{ lines: [{ text: 'x', confidence: 90, bbox: { x0: 0, y0: 0, x1: 10, y1: 10 } }] }] }] };
    expect(await markEmphasisedWords(withoutWords, tiny)).toBe(withoutWords);
  });
});
