import { describe, expect, it } from 'vitest';
import { shuffleOptions } from './option-shuffler.js';

describe('shuffleOptions', () => {
  it('keeps every option, points at the correct one, and repeats the same order for the same content', () => {
    const shuffled = shuffleOptions('Which term matches?', 'Osmosis', ['Diffusion', 'Rubisco', 'Chlorophyll']);
    expect([...shuffled.options].sort()).toEqual(['Chlorophyll', 'Diffusion', 'Osmosis', 'Rubisco']);
    expect(shuffled.options[shuffled.correctAnswer]).toBe('Osmosis');
    expect(shuffleOptions('Which term matches?', 'Osmosis', ['Diffusion', 'Rubisco', 'Chlorophyll'])).toEqual(shuffled);
  });

  it('puts the correct option in every position across questions', () => {
    const positions = new Set(Array.from({ length: 40 }, (_, i) => shuffleOptions(`Question ${i}?`, 'right', ['a', 'b', 'c']).correctAnswer));
    expect([...positions].sort()).toEqual([0, 1, 2, 3]);
  });
});
