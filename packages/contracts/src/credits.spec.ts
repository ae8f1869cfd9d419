import { describe, expect, it } from 'vitest';
import { FREE_TRIAL_CREDITS, PRICE_TABLE, priceOf } from './credits.js';

describe('price table', () => {
  it('holds the prices decided for the spec: landing, All Features and trivia agree', () => {
    expect(FREE_TRIAL_CREDITS).toBe(50);
    expect({
      flashcards: priceOf('flashcards'),
      quiz: priceOf('quiz'),
      notes: priceOf('notes'),
      visuals: priceOf('study-visuals'),
      essay: priceOf('essay-grader'),
      tutor: priceOf('tutor-lecture'),
      recap: priceOf('audio-recap'),
      plan: priceOf('study-plan'),
      trivia: priceOf('trivia'),
      readAloud: priceOf('read-aloud'),
    }).toEqual({ flashcards: 1, quiz: 3, notes: 2, visuals: 5, essay: 8, tutor: 6, recap: 10, plan: 5, trivia: 3, readAloud: 0 });
  });

  it('lists each feature once', () => {
    const features = PRICE_TABLE.map((row) => row.feature);
    expect(new Set(features).size).toBe(features.length);
  });
});
