import { describe, expect, it } from 'vitest';
import { scoreQuiz } from './quiz-scoring.js';

const questions = [{ correctAnswer: 0 }, { correctAnswer: 2 }, { correctAnswer: 3 }];

describe('scoreQuiz', () => {
  it('counts answers equal to the correct option and keeps the percent unrounded', () => {
    const score = scoreQuiz(questions, [0, 2, 1]);
    expect(score.correct).toBe(2);
    expect(score.total).toBe(3);
    expect(score.percent).toBeCloseTo(66.6667, 3);
  });

  it('scores unanswered and missing answers as wrong', () => {
    const score = scoreQuiz(questions, [null, 2]);
    expect({ correct: score.correct, total: score.total }).toEqual({ correct: 1, total: 3 });
    expect(score.percent).toBeCloseTo(33.3333, 3);
  });

  it('gives 100 for all correct and 0 for a quiz without questions', () => {
    expect(scoreQuiz(questions, [0, 2, 3])).toEqual({ correct: 3, total: 3, percent: 100 });
    expect(scoreQuiz([], [])).toEqual({ correct: 0, total: 0, percent: 0 });
  });
});
