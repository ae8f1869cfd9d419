import { describe, expect, it } from 'vitest';
import { ProviderError } from '../ai/ai-provider.js';
import { NoStudyTextError, SpeechInputError } from '../ai/local/local-engine-errors.js';
import { classifyFailure, NotEnoughMaterialError } from './job-failure.js';

describe('classifyFailure', () => {
  it('answers material with nothing to work from as 422 with its message, never retried', () => {
    for (const error of [new NoStudyTextError(), new SpeechInputError('Nothing to read aloud.'), NotEnoughMaterialError.toMake('flashcards')]) {
      expect(classifyFailure(error)).toEqual({ code: 'UNPROCESSABLE_CONTENT', message: error.message, retryable: false });
    }
  });

  it('keeps a provider fault a provider failure, retried when it is passing', () => {
    expect(classifyFailure(new ProviderError('The AI provider timed out.', true))).toEqual({ code: 'AI_PROVIDER_FAILED', message: 'The AI provider timed out.', retryable: true });
    expect(classifyFailure(new Error('boom'))).toMatchObject({ code: 'INTERNAL', retryable: true });
  });
});
