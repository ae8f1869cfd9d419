import { DomainError, type ErrorCode } from '@studyforge/contracts';
import { NotEnoughMaterialError } from '../../jobs/job-failure.js';
import { OcrEngineError, OcrImageError } from '../../extraction/ocr-engine.js';
import { InvalidModelOutputError, ProviderError } from '../ai-provider.js';
import { EssayTooShortError } from '../local/essay/local-essay-grader.js';
import { NoStudyTextError } from '../local/local-engine-errors.js';
import { UnusableImageError } from '../local/visual/image-preparer.js';
import { RecapMaterialTooShortError } from '../recap-script.js';
import type { SerializedError } from './thread-pool-messages.js';
import type { ThreadLoss } from './thread-pool.js';

export type EngineThreadErrorCode = 'ENGINE_THREAD_CRASHED' | 'ENGINE_DEADLINE_EXCEEDED' | 'ENGINE_SHUT_DOWN';

const CODES: Record<ThreadLoss, EngineThreadErrorCode> = {
  crashed: 'ENGINE_THREAD_CRASHED',
  deadline: 'ENGINE_DEADLINE_EXCEEDED',
  closed: 'ENGINE_SHUT_DOWN',
};

const MESSAGES: Record<EngineThreadErrorCode, string> = {
  ENGINE_THREAD_CRASHED: 'Generation failed. Please try again.',
  ENGINE_DEADLINE_EXCEEDED: 'The material took too long to process. Try a shorter text or fewer files.',
  ENGINE_SHUT_DOWN: 'Generation was interrupted. Please try again.',
};

/**
 * A local-engine call that got no answer from its thread: the thread died (retried: a fresh thread
 * takes the next attempt), ran past its deadline (not retried: the same material would stall again),
 * or the pool was shut down with the worker (retried by the next worker).
 */
export class EngineThreadError extends ProviderError {
  constructor(
    readonly code: EngineThreadErrorCode,
    readonly detail: string,
  ) {
    super(MESSAGES[code], code !== 'ENGINE_DEADLINE_EXCEEDED');
    this.name = 'EngineThreadError';
  }

  static lost(reason: ThreadLoss, detail: string): EngineThreadError {
    return new EngineThreadError(CODES[reason], detail);
  }
}

const field = <T extends string | number | boolean>(error: SerializedError, key: string, fallback: T): T => {
  const value = error.fields[key];
  return (typeof value === typeof fallback ? value : fallback) as T;
};

/** The typed errors the engine throws, remade on the service's side so job failures are classified as if the engine ran in-process. */
const REBUILDERS: Record<string, (error: SerializedError) => Error> = {
  NoStudyTextError: (error) => new NoStudyTextError(error.message),
  EssayTooShortError: () => new EssayTooShortError(),
  UnusableImageError: (error) => new UnusableImageError(error.message),
  RecapMaterialTooShortError: (error) => new RecapMaterialTooShortError(field(error, 'availableWords', 0)),
  NotEnoughMaterialError: (error) => new NotEnoughMaterialError(error.message),
  InvalidModelOutputError: (error) => new InvalidModelOutputError(error.message),
  ProviderError: (error) => new ProviderError(error.message, field(error, 'transient', false), error.fields.retryAfterMs as number | undefined),
  DomainError: (error) => new DomainError(field(error, 'code', 'INTERNAL') as ErrorCode, error.message),
  OcrEngineError: (error) => new OcrEngineError(error.message),
  OcrImageError: (error) => new OcrImageError(error.message),
};

/** An error the engine threw in its thread, as its own class when it is one the service tells apart; a plain Error of that name otherwise. */
export function rebuildEngineError(error: SerializedError): Error {
  const rebuild = REBUILDERS[error.name];
  if (rebuild) return rebuild(error);
  return Object.assign(new Error(error.message), { name: error.name }, error.fields);
}
