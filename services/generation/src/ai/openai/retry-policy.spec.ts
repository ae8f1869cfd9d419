import { describe, expect, it } from 'vitest';
import { InvalidModelOutputError, ProviderError } from '../ai-provider.js';
import { RetryPolicy } from './retry-policy.js';

const transient = new ProviderError('5xx', true);

describe('RetryPolicy', () => {
  it('backs off exponentially with jitter between half and all of each step, capped', () => {
    const low = new RetryPolicy({ maxRetries: 5, baseDelayMs: 100, maxDelayMs: 350, random: () => 0 });
    const high = new RetryPolicy({ maxRetries: 5, baseDelayMs: 100, maxDelayMs: 350, random: () => 0.999999 });
    expect([1, 2, 3, 4].map((retry) => low.delayBeforeRetry(transient, retry))).toEqual([50, 100, 175, 175]);
    expect([1, 2, 3, 4].map((retry) => high.delayBeforeRetry(transient, retry))).toEqual([100, 200, 350, 350]);
  });

  it("honours the server's retry-after, but gives up when it is longer than the longest wait", () => {
    const policy = new RetryPolicy({ maxRetries: 3, baseDelayMs: 100, maxDelayMs: 1000 });
    expect(policy.delayBeforeRetry(new ProviderError('429', true, 750), 1)).toBe(750);
    expect(policy.delayBeforeRetry(new ProviderError('429', true, 5000), 1)).toBeNull();
  });

  it('retries invalid output at once, never a non-transient error, and stops after maxRetries', () => {
    const policy = new RetryPolicy({ maxRetries: 2, baseDelayMs: 100, maxDelayMs: 1000 });
    expect(policy.delayBeforeRetry(new InvalidModelOutputError('bad'), 1)).toBe(0);
    expect(policy.delayBeforeRetry(new ProviderError('401', false), 1)).toBeNull();
    expect(policy.delayBeforeRetry(transient, 3)).toBeNull();
  });

  it('runs at most maxRetries + 1 attempts and rethrows the last error', async () => {
    const policy = new RetryPolicy({ maxRetries: 2, baseDelayMs: 1, maxDelayMs: 5 });
    let attempts = 0;
    await expect(
      policy.run(async () => {
        attempts++;
        throw new ProviderError(`failure ${attempts}`, true);
      }),
    ).rejects.toThrow('failure 3');
    expect(attempts).toBe(3);
  });

  it('does not retry errors that are not ProviderErrors', async () => {
    const policy = new RetryPolicy({ maxRetries: 2, baseDelayMs: 1, maxDelayMs: 5 });
    let attempts = 0;
    await expect(
      policy.run(async () => {
        attempts++;
        throw new TypeError('bug');
      }),
    ).rejects.toThrow(TypeError);
    expect(attempts).toBe(1);
  });
});
