import { describe, expect, it } from 'vitest';
import { buildLayoutBlocks } from './layout-block-builder.js';
import type { LayoutLine } from './layout-page.js';
import { markInsetPanels } from './pdf-inset-panels.js';

const SIZE = 10.5;
let top = 72;
/** A body line from `left` to `right` on a column of 72-540 points, each under the last. */
const line = (text: string, left = 72, right = 540, size = SIZE): LayoutLine => {
  top += 14;
  return { text, size, left, right, top, bottom: top + size };
};

describe('markInsetPanels', () => {
  it('marks a run of lines standing in from both edges whose text fills the narrower measure, and nothing else', () => {
    top = 72;
    const lines = [
      line('An acid is a substance that yields hydronium ions when it dissolves in water, and'),
      line('a base is one that yields hydroxide ions.', 72, 300),
      line('Kitchen Science', 86, 200, 11),
      line('Pickling preserves vegetables in an acidic environment made by bacteria that', 86, 526),
      line('ferment the sugars of the vegetables into lactic acid, which lowers the pH so', 86, 524),
      line('that spoilage stops.', 86, 180),
      line('A salt is the ionic compound that forms when an acid neutralizes a base in', 72, 538),
      line('water.', 72, 100),
    ];
    expect(markInsetPanels(lines).map((entry) => entry.boxed ?? false)).toEqual([false, false, true, true, true, true, false, false]);
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
    expect(markInsetPanels(lines).some((entry) => entry.boxed)).toBe(false);
  });

  it('makes a panel its own blocks: its edge breaks a paragraph even without space around it', () => {
    top = 72;
    const lines = markInsetPanels([
      line('An acid is a substance that yields hydronium ions when it dissolves in water and', 72, 538),
      line('Pickling preserves vegetables in an acidic environment made by bacteria that', 86, 526),
      line('ferment sugars into lactic acid.', 86, 524),
      line('continues here as the running text of the section, set across the whole column', 72, 539),
      line('and ends.', 72, 120),
    ]);
    const blocks = buildLayoutBlocks([{ page: 1, width: 612, height: 792, source: 'text-layer', lines }]);
    expect(blocks.map((block) => [block.text.slice(0, 20), block.boxed ?? false])).toEqual([
      ['An acid is a substan', false],
      ['Pickling preserves v', true],
      ['continues here as th', false],
    ]);
  });
});
