import { describe, expect, it } from 'vitest';
import { countLetters, joinLines, normalizeText } from './text-normalizer.js';

describe('normalizeText', () => {
  it('spells out ligatures, keeps smart quotes and collapses whitespace', () => {
    expect(normalizeText('  The \uFB01rst \uFB02ow   of\u00A0\u201Ce\uFB00ort\u201D\t\u2019s  ')).toBe(
      'The first flow of \u201Ceffort\u201D \u2019s',
    );
  });

  it('drops soft hyphens, zero-width characters and control codes, and composes accents', () => {
    expect(normalizeText('hy\u00ADphen\u200Bated\u0007 cafe\u0301')).toBe('hyphenated caf\u00E9');
  });
});

describe('joinLines', () => {
  it('rejoins a word hyphenated across lines but keeps real hyphens before capitals', () => {
    expect(joinLines(['Every organism is com-', 'posed of cells.'])).toBe('Every organism is composed of cells.');
    expect(joinLines(['The Franco-', 'Prussian war'])).toBe('The Franco- Prussian war');
  });

  it('counts letters in any script', () => {
    expect(countLetters('a1 é ß 42 Ж!')).toBe(4);
  });
});
