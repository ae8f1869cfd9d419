import { describe, expect, it } from 'vitest';
import { formatLogLine } from './log-format.js';

describe('formatLogLine', () => {
  it('shortens a pino JSON line for a person reading the terminal', () => {
    const line = JSON.stringify({ level: 40, time: '2026-11-21T10:11:12.000Z', service: 'credits', msg: 'slow query', ms: 250 });
    expect(formatLogLine('credits', 0, line, false)).toBe('10:11:12 [credits] warn  slow query {"ms":250}');
  });

  it('passes other lines through with the app label', () => {
    expect(formatLogLine('gateway', 1, 'plain text', false)).toBe('[gateway] plain text');
  });
});
