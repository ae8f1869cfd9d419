import { DomainError, ErrorCode, type ErrorCode as Code } from '@studyforge/contracts';
import { InvalidModelOutputError, ProviderError } from '../ai/ai-provider.js';
import { NoStudyTextError, SpeechInputError } from '../ai/local/local-engine-errors.js';
import { ExtractionError } from '../extraction/extracted-document.js';

/** The material cannot yield what was asked (e.g. no flashcard-worthy facts at all). */
export class NotEnoughMaterialError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotEnoughMaterialError';
  }

  /** The material yielded none of `what` (e.g. "flashcards", "a quiz"). */
  static toMake(what: string): NotEnoughMaterialError {
    return new NotEnoughMaterialError(`The material does not have enough substance to make ${what}. Add more text or another file.`);
  }
}

export interface JobFailure {
  code: Code;
  message: string;
  /** Worth another attempt (a passing provider, network or storage fault). */
  retryable: boolean;
}

/** What a student is told when a job fails, and whether the worker tries again. */
export function classifyFailure(error: unknown): JobFailure {
  // The material, not the engine: no sentences to work from, nothing speakable. A 422 with its message, never retried.
  if (error instanceof ExtractionError || error instanceof NotEnoughMaterialError || error instanceof NoStudyTextError || error instanceof SpeechInputError) {
    return { code: ErrorCode.UnprocessableContent, message: error.message, retryable: false };
  }
  if (error instanceof DomainError && (error.code === ErrorCode.ValidationFailed || error.code === ErrorCode.UnprocessableContent)) {
    return { code: error.code, message: error.message, retryable: false };
  }
  if (error instanceof InvalidModelOutputError) {
    return { code: ErrorCode.ProviderFailed, message: 'The AI model did not return usable material. Please try again.', retryable: false };
  }
  if (error instanceof ProviderError) {
    return { code: ErrorCode.ProviderFailed, message: error.message, retryable: error.transient };
  }
  return { code: ErrorCode.Internal, message: 'Generation failed. Please try again.', retryable: true };
}
