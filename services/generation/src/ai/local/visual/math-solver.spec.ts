import { describe, expect, it } from 'vitest';
import { findMath, normaliseExpression, workOut } from './math-solver.js';

describe('math solver', () => {
  it('evaluates arithmetic one operation at a time, innermost first', () => {
    expect(workOut('3 × (4 + 5) − 6 ÷ 2')).toEqual({ expression: '3 * (4 + 5) - 6 / 2', result: '24', steps: ['3 × (4 + 5) - 6 / 2', '3 × 9 - 6 / 2', '27 - 6 / 2', '27 - 3', '24'] });
  });

  it('checks a written answer', () => {
    expect(workOut('7 × 8 = 54')!.steps.at(-1)).toBe('The written answer 54 is not right: it should be 56.');
    expect(workOut('7 × 8 = 56')!.steps.at(-1)).toBe('The written answer 56 is correct.');
  });

  it('solves linear and quadratic equations with their steps', () => {
    expect(workOut('2x + 3 = 11')).toMatchObject({ result: 'x = 4' });
    expect(workOut('5 - y = 2y + 11')).toMatchObject({ result: 'y = -2' });
    const quadratic = workOut('x² − 5x + 6 = 0')!;
    expect(quadratic.result).toBe('x = 2 or x = 3');
    expect(quadratic.steps).toContain('Discriminant b² − 4ac = 25 − 24 = 1');
    expect(workOut('x^2 + 1 = 0')!.result).toBe('no real solution');
  });

  it('simplifies and differentiates when the question asks for a derivative', () => {
    expect(workOut('3x + 2x - x')!.result).toBe('4 × x');
    expect(workOut('x^3 + 2x', true)!.result).toBe('d/dx = 3 × x ^ 2 + 2');
  });

  it('reads only math: words, unknown functions and stray symbols are not evaluated', () => {
    for (const text of ['hello world', 'import(1)', 'evaluate("1")', 'x = y = 2', 'a; b', '2 + ']) expect(workOut(text)).toBeNull();
    expect(normaliseExpression('√(16) + 2²')).toBe('sqrt(16) + 2^2');
  });

  it('finds the math in the image\'s lines and the question', () => {
    const works = findMath(['Solve: 2x + 3 = 11', 'Photosynthesis'], 'And what is 12 * 3?');
    expect(works.map((work) => work.result)).toEqual(['x = 4', '36']);
  });
});
