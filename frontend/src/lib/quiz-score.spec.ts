import { describe, expect, it } from 'vitest';
import { emptyAnswers, firstUnanswered, formatPercent, optionLetter, scoreVerdict, unansweredCount } from './quiz-score';

describe('quiz score display', () => {
  it('formats the percent with one decimal on upload results and rounded on tool pages', () => {
    expect(formatPercent((2 / 3) * 100, 1)).toBe('66.7%');
    expect(formatPercent((2 / 3) * 100, 0)).toBe('67%');
    expect(formatPercent((1 / 3) * 100, 1)).toBe('33.3%');
    expect(formatPercent(100, 1)).toBe('100.0%');
    expect(formatPercent(0, 0)).toBe('0%');
    expect(formatPercent(12.5, 0)).toBe('13%');
  });

  it('finds unanswered questions', () => {
    expect(unansweredCount([0, null, 2, null])).toBe(2);
    expect(firstUnanswered([0, null, 2, null])).toBe(1);
    expect(firstUnanswered([0, 1])).toBe(-1);
    expect(emptyAnswers(3)).toEqual([null, null, null]);
  });

  it('letters options and gives a verdict', () => {
    expect([0, 1, 2, 3].map(optionLetter)).toEqual(['A', 'B', 'C', 'D']);
    expect(scoreVerdict(95)).toBe('Outstanding work!');
    expect(scoreVerdict(10)).toMatch(/Keep practising/);
  });
});
