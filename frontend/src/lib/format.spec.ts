import { describe, expect, it } from 'vitest';
import { creditsUsed, creditWord, formatCredits, formatRelativeDate } from './format';

describe('formatRelativeDate', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('says how long ago something was saved', () => {
    expect(formatRelativeDate('2026-03-10T11:59:30Z', now)).toBe('just now');
    expect(formatRelativeDate('2026-03-10T11:55:00Z', now)).toBe('5 min ago');
    expect(formatRelativeDate('2026-03-10T09:00:00Z', now)).toBe('3 h ago');
    expect(formatRelativeDate('2026-03-09T06:00:00Z', now)).toBe('yesterday');
    expect(formatRelativeDate('2026-03-01T12:00:00Z', now)).toBe('Mar 1');
    expect(formatRelativeDate('2025-03-01T12:00:00Z', now)).toBe('Mar 1, 2025');
    expect(formatRelativeDate('not a date', now)).toBe('');
  });

  it('formats credits', () => {
    expect(formatCredits(1)).toBe('1 credit');
    expect(formatCredits(0)).toBe('0 credits');
    expect(formatCredits(3)).toBe('3 credits');
    expect(formatCredits(1250)).toBe('1,250 credits');
    expect(formatCredits(0, { zeroAsFree: true })).toBe('Free');
    expect([0, 1, 2].map(creditWord)).toEqual(['credits', 'credit', 'credits']);
    expect(creditsUsed(1)).toBe('1 credit used');
    expect(creditsUsed(10)).toBe('10 credits used');
  });
});
