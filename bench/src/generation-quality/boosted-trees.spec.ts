import { describe, expect, it } from 'vitest';
import { fitBoostedTrees, type LabelledRow } from './boosted-trees.js';

describe('fitBoostedTrees', () => {
  it('learns a label a logistic model cannot: gold in a middle band of one feature, and only when another is on', () => {
    const rows: LabelledRow[] = [];
    for (let value = 0; value < 10; value++) {
      for (const on of [0, 1]) {
        for (let copy = 0; copy < 8; copy++) rows.push({ features: [value, on], gold: on === 1 && value >= 4 && value <= 6 });
      }
    }
    const score = fitBoostedTrees(rows, { rounds: 60, depth: 2, rate: 0.3, minLeaf: 5 });
    expect(score([5, 1])).toBeGreaterThan(1);
    expect(score([5, 0])).toBeLessThan(-1);
    expect(score([1, 1])).toBeLessThan(-1);
    expect(score([9, 1])).toBeLessThan(-1);
  });

  it('stays at the base rate when no feature tells anything', () => {
    const rows: LabelledRow[] = Array.from({ length: 40 }, (_, i) => ({ features: [1], gold: i % 4 === 0 }));
    const score = fitBoostedTrees(rows, { rounds: 200, depth: 2, rate: 0.1, minLeaf: 5 });
    // log-odds of 1 in 4, shrunk a little by the leaves' L2
    expect(score([1])).toBeCloseTo(Math.log(1 / 3), 0);
  });
});
