import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { failureDescription } from './failure-description';

describe('failure description', () => {
  it('adds the server message to the spec sentence', () => {
    const error = new ApiError(402, '{}', 'INSUFFICIENT_CREDITS', 'Not enough credits: this costs 10 credits and you have 4.');
    expect(failureDescription(error, 'Failed to generate flashcards. Please try again.')).toBe(
      'Failed to generate flashcards. Please try again. Not enough credits: this costs 10 credits and you have 4.',
    );
  });

  it('is the spec sentence alone without a server message', () => {
    expect(failureDescription(new ApiError(502, 'Bad Gateway'), 'Failed to generate quiz. Please try again.')).toBe(
      'Failed to generate quiz. Please try again.',
    );
    expect(failureDescription(new TypeError('Network'), 'Failed to generate notes. Please try again.')).toBe(
      'Failed to generate notes. Please try again.',
    );
  });
});
