import { describe, expect, it } from 'vitest';
import type { TextBlock } from '../../../extraction/extracted-document.js';
import { readObjectives } from './objective-reader.js';

const block = (kind: TextBlock['kind'], text: string): TextBlock => ({ kind, text, page: null, section: null });

describe('learning objectives', () => {
  it('reads the list items after an objectives opening, and nothing after the list ends', () => {
    const blocks = [
      block('heading', '3.1 Demand and Supply'),
      block('paragraph', 'By the end of this section, you will be able to:'),
      block('list-item', 'Explain demand, quantity demanded, and the law of demand'),
      block('list-item', 'Identify a demand curve and a supply curve'),
      block('paragraph', 'Economists use the term demand to refer to the amount of some good consumers buy.'),
      block('list-item', 'Goods are bought and sold.'),
    ];
    expect(readObjectives(blocks)).toEqual(['Explain demand, quantity demanded, and the law of demand', 'Identify a demand curve and a supply curve']);
  });

  it('accepts a "Learning Objectives" heading as the opening and reads no list without one', () => {
    expect(readObjectives([block('heading', 'Learning Objectives'), block('list-item', 'Define osmosis')])).toEqual(['Define osmosis']);
    expect(readObjectives([block('paragraph', 'Some steps:'), block('list-item', 'Define osmosis')])).toEqual([]);
  });
});
