import { setTimeout as sleep } from 'node:timers/promises';
import { InvalidModelOutputError, ProviderError } from '../ai-provider.js';

export interface RetryPolicyOptions {
  /** Retries after the first attempt: at most maxRetries + 1 attempts in all. */
  maxRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** In [0, 1); injectable so the jitter can be tested. */
  random?: () => number;
}

/**
 * Transient failures are retried: invalid model output at once (the next attempt carries the
 * feedback), a retry-after from the server as given, anything else after an exponential backoff with
 * jitter. Non-transient failures, an exhausted budget, or a retry-after longer than maxDelayMs end the call.
 */
export class RetryPolicy {
  private readonly random: () => number;

  constructor(private readonly options: RetryPolicyOptions) {
    this.random = options.random ?? Math.random;
  }

  get maxAttempts(): number {
    return this.options.maxRetries + 1;
  }

  /** Milliseconds to wait before retry number `retry` (1-based) after `error`, or null to give up. */
  delayBeforeRetry(error: ProviderError, retry: number): number | null {
    if (!error.transient || retry > this.options.maxRetries) return null;
    if (error instanceof InvalidModelOutputError) return 0;
    if (error.retryAfterMs !== undefined) {
      return error.retryAfterMs <= this.options.maxDelayMs ? error.retryAfterMs : null;
    }
    const ceiling = Math.min(this.options.maxDelayMs, this.options.baseDelayMs * 2 ** (retry - 1));
    return Math.round(ceiling / 2 + (this.random() * ceiling) / 2);
  }

  async run<T>(attempt: (attemptNumber: number) => Promise<T>): Promise<T> {
    for (let attemptNumber = 1; ; attemptNumber++) {
      try {
        return await attempt(attemptNumber);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        const delay = this.delayBeforeRetry(error, attemptNumber);
        if (delay === null) throw error;
        if (delay > 0) await sleep(delay);
      }
    }
  }
}
