import { describe, expect, it } from 'vitest';
import { generalRarity } from './word-rarity-loader.js';

describe('general-English word rarity', () => {
  it('rates everyday words common and technical words rare', () => {
    expect(generalRarity('skin')).toBeLessThan(0.2);
    expect(generalRarity('gold')).toBeLessThan(0.2);
    expect(generalRarity('the')).toBe(0);
    expect(generalRarity('histology')).toBeGreaterThan(0.9);
    expect(generalRarity('epithelium')).toBeGreaterThan(0.9);
  });

  it('counts a word the list does not know as rare and ignores case', () => {
    expect(generalRarity('eudaimonia')).toBe(1);
    expect(generalRarity('Gold')).toBe(generalRarity('gold'));
  });
});
