import { describe, expect, it } from 'vitest';
import { buildLayoutBlocks } from './layout-block-builder.js';
import type { LayoutLine, LayoutPage } from './layout-page.js';

/** A page of lines one under the other, by default photographed at about 180 dpi (row heights of 21 to 25 px). */
function pageOf(rows: Array<[text: string, height: number, right?: number]>, source: LayoutPage['source'] = 'ocr'): LayoutPage {
  let top = 160;
  const lines: LayoutLine[] = rows.map(([text, height, right = 1330]) => {
    const line = { text, size: height, left: 182, right, top, bottom: top + height };
    top += 35;
    return line;
  });
  return { page: 1, width: 1530, height: 1980, source, lines };
}

const body: Array<[string, number, number?]> = [
  ['The government of the United States can best be described as a republic, or', 24],
  ['representative democracy. In a direct democracy, unlike representative democracy,', 25],
  ['people participate directly in making government', 24],
  ['decisions. For example, in ancient Athens, all male citizens', 21],
  ['were allowed to attend meetings of the Assembly.', 24, 900],
];

describe('buildLayoutBlocks', () => {
  it('keeps a photographed paragraph whole where a row is lower only for the letters it holds', () => {
    const blocks = buildLayoutBlocks([pageOf(body)]);
    expect(blocks.map((block) => block.text)).toEqual([body.map(([text]) => text).join(' ')]);
  });

  it('still starts a new block at a photographed line of another height that opens a sentence of its own', () => {
    const rows: Array<[string, number, number?]> = [...body, ['Figure 1.4 Residents of Boxborough gather in a local hotel.', 20.5]];
    const blocks = buildLayoutBlocks([pageOf(rows)]);
    expect(blocks.at(-1)?.text).toBe('Figure 1.4 Residents of Boxborough gather in a local hotel.');
    expect(blocks).toHaveLength(2);
  });

  it('keeps a photographed heading apart from a line under it that starts in lower case', () => {
    const blocks = buildLayoutBlocks([pageOf([['Homeostasis and Feedback', 36, 700], ['pH, temperature and blood sugar are held near their set points by feedback', 24], ...body])]);
    expect(blocks[0]).toMatchObject({ kind: 'heading', text: 'Homeostasis and Feedback' });
  });

  it('reads a text layer’s change of font size as a change of block even mid-sentence', () => {
    const blocks = buildLayoutBlocks([pageOf(body.map(([text, height, right]) => [text, height === 21 ? 9 : 10.5, right]), 'text-layer')]);
    expect(blocks.length).toBeGreaterThan(1);
  });
});
