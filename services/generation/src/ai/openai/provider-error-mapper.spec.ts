import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './provider-error-mapper.js';

describe('retryAfterMs', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');

  it('reads retry-after-ms first, then retry-after in seconds or as a date', () => {
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '50', 'retry-after': '9' }), now)).toBe(50);
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }), now)).toBe(2000);
    expect(retryAfterMs(new Headers({ 'retry-after': '0.5' }), now)).toBe(500);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Wed, 01 Jan 2025 00:00:03 GMT' }), now)).toBe(3000);
  });

  it('is undefined when absent or unreadable', () => {
    expect(retryAfterMs(new Headers(), now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
  });
});
