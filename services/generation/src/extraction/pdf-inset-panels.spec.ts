import { describe, expect, it } from 'vitest';
import { buildLayoutBlocks } from './layout-block-builder.js';
import type { LayoutLine, LayoutPage } from './layout-page.js';
import { markInsetPanels } from './pdf-inset-panels.js';

const SIZE = 10.5;
let top = 72;
const page = (lines: LayoutLine[], number = 1): LayoutPage => ({ page: number, width: 612, height: 792, source: 'text-layer', lines });
const marks = (pages: LayoutPage[]) => markInsetPanels(pages).map((entry) => entry.lines.map((line) => line.boxed ?? false));
/** A body line from `left` to `right` on a column of 72-540 points, each under the last. */
const line = (text: string, left = 72, right = 540, size = SIZE): LayoutLine => {
  top += 14;
  return { text, size, left, right, top, bottom: top + size };
};
/** A panel's title line: bold, as a box's label is printed. */
const title = (text: string, left: number, right: number): LayoutLine => ({ ...line(text, left, right), bold: true });

describe('markInsetPanels', () => {
  it('marks a run of lines standing in from both edges whose text fills the narrower measure, and nothing else', () => {
    top = 72;
    const lines = [
      line('An acid is a substance that yields hydronium ions when it dissolves in water, and'),
      line('a base is one that yields hydroxide ions.', 72, 300),
      line('Kitchen Science', 86, 200, 12),
      line('Pickling preserves vegetables in an acidic environment made by bacteria that', 86, 526),
      line('ferment the sugars of the vegetables into lactic acid, which lowers the pH so', 86, 524),
      line('that spoilage stops.', 86, 180),
      line('A salt is the ionic compound that forms when an acid neutralizes a base in', 72, 538),
      line('water.', 72, 100),
    ];
    expect(marks([page(lines)])).toEqual([[false, false, true, true, true, true, false, false]]);
  });

  it('leaves a run that opens with no title unmarked: ragged list items ending short of the column on every line', () => {
    top = 72;
    const lines = [
      line('Three principles of the rule of law are named by the World Justice Project, and'),
      line('Accountability: the government and private actors are accountable under the', 86, 520),
      line('law, and no one is above it whatever their office.', 86, 515),
      line('Just laws: the laws are clear, publicized, stable and applied evenly, and they', 86, 522),
    ];
    expect(marks([page(lines)]).flat().some(Boolean)).toBe(false);
  });

  it('leaves list items (in on the left only), a short indented list and a single indented line unmarked', () => {
    top = 72;
    const lines = [
      line('Three kinds of mixture are common in the laboratory and in the kitchen, and'),
      line('each behaves differently.', 72, 220),
      line('•  A solution is a homogeneous mixture of two or more substances whose', 86, 538),
      line('composition can vary within limits.', 86, 300),
      line('•  a suspension', 86, 170),
      line('•  a colloid', 86, 160),
      line('Colloids scatter light.', 100, 260),
      line('The rest of the paragraph runs across the whole column as body text does so', 72, 539),
    ];
    expect(marks([page(lines)]).flat().some(Boolean)).toBe(false);
  });

  it('measures the column over the whole document, so a page filled by a box is marked too', () => {
    top = 72;
    const running = [
      line('An acid is a substance that yields hydronium ions when it dissolves in water, and'),
      line('a base is one that yields hydroxide ions when it dissolves in water, and a salt'),
      line('forms when they meet.', 72, 200),
    ];
    top = 72;
    const box = [
      title('Kitchen Science: pickling, fermentation and the acids that keep vegetables', 86, 524),
      line('Pickling preserves vegetables in an acidic environment made by bacteria that', 86, 526),
      line('ferment the sugars of the vegetables into lactic acid, which lowers the pH so', 86, 524),
      line('that spoilage stops and the flavour sharpens as the weeks go by in the jar.', 86, 525),
    ];
    top = 72;
    const goesOn = [line('into the next page, the box still inset from both edges of the column and', 86, 525), line('filling its narrower measure.', 86, 523)];
    expect(marks([page(running, 1), page(box, 2), page(goesOn, 3)])).toEqual([
      [false, false, false],
      [true, true, true, true],
      [true, true],
    ]);
  });

  it('makes a panel its own blocks: its edge breaks a paragraph even without space around it', () => {
    top = 72;
    const [marked] = markInsetPanels([page([
      line('An acid is a substance that yields hydronium ions when it dissolves in water and', 72, 538),
      title('Kitchen Science', 86, 200),
      line('Pickling preserves vegetables in an acidic environment made by bacteria that', 86, 526),
      line('ferment sugars into lactic acid.', 86, 524),
      line('continues here as the running text of the section, set across the whole column', 72, 539),
      line('and ends.', 72, 120),
    ])]);
    const blocks = buildLayoutBlocks([marked!]);
    expect(blocks.map((block) => [block.text.slice(0, 20), block.boxed ?? false])).toEqual([
      ['An acid is a substan', false],
      ['Kitchen Science', true],
      ['Pickling preserves v', true],
      ['continues here as th', false],
    ]);
  });
});
