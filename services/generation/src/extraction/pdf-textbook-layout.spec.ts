import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { TextBlock } from './extracted-document.js';
import { extractPdf } from './pdf-extractor.js';

type Face = 'serif' | 'serifBold' | 'serifItalic' | 'sansBold';

interface Line {
  text: string;
  face?: Face;
  size?: number;
  x?: number;
  /** Extra space above the line, in points. */
  gapBefore?: number;
}

interface Page {
  /** Margin lines printed at the top and bottom: [text, x] pairs. */
  header?: Array<[string, number]>;
  footer?: Array<[string, number]>;
  lines: Line[];
}

const BODY = 10.5;
const LEADING = 14;

/** Pages set the way a printed textbook is: a Times body, headings in bold sans, margin lines in small sans. */
async function textbookPdf(pages: Page[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const faces: Record<Face, PDFFont> = {
    serif: await pdf.embedFont(StandardFonts.TimesRoman),
    serifBold: await pdf.embedFont(StandardFonts.TimesRomanBold),
    serifItalic: await pdf.embedFont(StandardFonts.TimesRomanItalic),
    sansBold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  for (const { header = [], footer = [], lines } of pages) {
    const page = pdf.addPage([612, 792]);
    for (const [text, x] of header) page.drawText(text, { x, y: 752, size: 8.5, font: sans });
    for (const [text, x] of footer) page.drawText(text, { x, y: 46, size: 8, font: sans });
    let y = 720;
    for (const line of lines) {
      const size = line.size ?? BODY;
      y -= line.gapBefore ?? 0;
      page.drawText(line.text, { x: line.x ?? 72, y, size, font: faces[line.face ?? 'serif'] });
      y -= Math.max(LEADING, size + 4);
    }
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

const blockStarting = (blocks: TextBlock[], start: string) => blocks.find((block) => block.text.startsWith(start));

describe('extractPdf on textbook layouts', () => {
  it('reads a bold line at body size standing apart as a heading, not as the start of the paragraph below it', async () => {
    const bytes = await textbookPdf([
      {
        lines: [
          { text: 'Values describe how people think things should be, not how they are, and', gapBefore: 0 },
          { text: 'philosophers call this the fact-value distinction.' },
          { text: 'Descriptive Claims: How the World Is', face: 'sansBold', size: 11, gapBefore: 16 },
          { text: 'Descriptive claims make statements about how the world is. They describe' },
          { text: 'the facts of something, what you observe to be the case.' },
          { text: 'What Counts as a Fact, and Who Decides', face: 'sansBold', size: 11, gapBefore: 16 },
          { text: 'in the Sciences and in Everyday Talk', face: 'sansBold', size: 11 },
          { text: 'A fact is what is the case whatever anyone thinks of it, and so on for a' },
          { text: 'while, until the paragraph ends here.' },
        ],
      },
    ]);
    const { blocks } = await extractPdf(bytes);
    expect(blocks.filter((block) => block.kind === 'heading').map((block) => block.text)).toEqual([
      'Descriptive Claims: How the World Is',
      'What Counts as a Fact, and Who Decides in the Sciences and in Everyday Talk',
    ]);
    expect(blockStarting(blocks, 'Descriptive claims make')).toMatchObject({ kind: 'paragraph' });
    expect(blockStarting(blocks, 'A fact is what')).toMatchObject({ kind: 'paragraph' });
  });

  it('takes no heading from a bold line inside a paragraph, a bold sentence, or a line wholly in italics', async () => {
    const bytes = await textbookPdf([
      {
        lines: [
          { text: 'The body keeps its internal conditions within a narrow band around a' },
          { text: 'homeostatic set point and its normal range', face: 'serifBold' },
          { text: 'by feedback loops that sense a change and answer it.' },
          { text: 'Feedback loops are everywhere in physiology.', face: 'serifBold', gapBefore: 16 },
          { text: 'A sensor detects changes and sends the information to a control center.', gapBefore: 16 },
          { text: 'the sensor and the control center in one loop', face: 'serifItalic', gapBefore: 16 },
          { text: 'An effector then answers the change the sensor reported to the center.' },
        ],
      },
    ]);
    const { blocks } = await extractPdf(bytes);
    expect(blockStarting(blocks, 'The body keeps')?.text).toContain('set point and its normal range by feedback loops');
    expect(blocks.filter((block) => block.kind === 'heading')).toEqual([]);
  });

  it('ends a list item where the next line goes back to the margin, though the item has no closing period', async () => {
    const bytes = await textbookPdf([
      {
        lines: [
          { text: 'By the end of this section, you will be able to:' },
          { text: '\u2022  Discuss the role of homeostasis in healthy functioning', x: 86 },
          { text: '\u2022  Contrast negative and positive feedback, giving one physiologic example', x: 86 },
          { text: 'of each mechanism', x: 86 },
          { text: 'Maintaining homeostasis requires that the body continuously monitor its' },
          { text: 'internal conditions, from body temperature to blood pressure.' },
        ],
      },
    ]);
    const { blocks } = await extractPdf(bytes);
    expect(blocks.filter((block) => block.kind === 'list-item').map((block) => block.text)).toEqual([
      'Discuss the role of homeostasis in healthy functioning',
      'Contrast negative and positive feedback, giving one physiologic example of each mechanism',
    ]);
    expect(blockStarting(blocks, 'Maintaining homeostasis')).toMatchObject({ kind: 'paragraph' });
  });

  it('drops running headers and footers that alternate between left- and right-hand pages of a five-page section', async () => {
    const body = (n: number): Line[] => [
      { text: `Page ${n} explains one more idea about the fact-value distinction, in prose that` },
      { text: 'runs on for a while so the page has a body of ordinary text to read.' },
    ];
    const pages: Page[] = [1, 2, 3, 4, 5].map((n) => {
      const printed = 197 + n;
      const left = printed % 2 === 0;
      return {
        header: [[left ? '8 \u2022 Value Theory' : '8.1 \u2022 The Fact-Value Distinction', left ? 72 : 420]],
        footer: left
          ? [[String(printed), 72], ['Access for free at openstax.org', 250]]
          : [[String(printed), 525], ['Access for free at openstax.org', 250]],
        lines: body(n),
      };
    });
    const { blocks } = await extractPdf(await textbookPdf(pages));
    const text = blocks.map((block) => block.text).join('\n');
    expect(text).not.toContain('Access for free');
    expect(text).not.toContain('\u2022 The Fact-Value');
    expect(text).not.toContain('Value Theory');
    expect(blocks.filter((block) => block.text.startsWith('Page '))).toHaveLength(5);
  });

  it('drops a running header that repeats the section title printed larger, in a file too short for it to recur', async () => {
    const pages: Page[] = [
      {
        header: [['5 \u2022 Political Participation and Public Opinion', 72]],
        footer: [['146 Access for free at openstax.org', 72]],
        lines: [
          { text: '5.5 How Do We Measure Public Opinion?', face: 'sansBold', size: 17 },
          { text: 'Polls ask a sample of people what they think, and the answers stand for those' },
          { text: 'of the whole population when the sample is drawn well and the data are used' },
        ],
      },
      {
        header: [['5.5 \u2022 How Do We Measure Public Opinion?', 380]],
        footer: [['147', 525], ['Access for free at openstax.org', 250]],
        lines: [{ text: 'in legislation and in campaigns. Reading the data well is a skill of its own.' }],
      },
      {
        header: [['5 \u2022 Political Participation and Public Opinion', 72]],
        footer: [['148 Access for free at openstax.org', 72]],
        lines: [{ text: 'Response bias arises when respondents report their views inaccurately.' }],
      },
    ];
    const { blocks } = await extractPdf(await textbookPdf(pages));
    const text = blocks.map((block) => block.text).join('\n');
    expect(text).not.toContain('Access for free');
    expect(text).not.toContain('\u2022');
    expect(blockStarting(blocks, 'Polls ask')?.text).toContain('the data are used in legislation and in campaigns.');
  });

  it('goes on with a paragraph over a page break inside a sentence, even before a capitalised word', async () => {
    const pages: Page[] = [
      {
        lines: [
          { text: 'Politics is the process by which groups decide who gets what, when and how, and' },
          { text: 'political science studies that process: the institutions, the people in them and' },
          { text: 'the rules they follow, written and unwritten, in many countries and over time.' },
          { text: 'The power of any governmental institution depends on the de jure and de facto', gapBefore: 16 },
          { text: 'rules of the country, and the two need not agree with each other. In Saudi' },
        ],
      },
      {
        lines: [
          { text: 'Arabia, for example, the Consultative Assembly can neither pass nor enforce laws.' },
          { text: 'A government has authority when those subject to its power recognize it.', gapBefore: 16 },
        ],
      },
      {
        lines: [
          { text: 'Authority is limited to the places where it is recognized, which is its reach.' },
          { text: 'Sovereignty is the supreme authority over a territory, held by a ruler or the', gapBefore: 16 },
        ],
      },
      { lines: [{ text: 'People in a democracy hold it and lend it to the officials they elect.' }] },
    ];
    const { blocks } = await extractPdf(await textbookPdf(pages));
    expect(blockStarting(blocks, 'The power of')?.text).toContain('In Saudi Arabia, for example,');
    expect(blockStarting(blocks, 'Authority is limited')?.text).toBe('Authority is limited to the places where it is recognized, which is its reach.');
    expect(blockStarting(blocks, 'Sovereignty is')?.text).toContain('held by a ruler or the People in a democracy');
    expect(blocks.filter((block) => block.kind === 'paragraph')).toHaveLength(5);
  });
});
