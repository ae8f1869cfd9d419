import { describe, expect, it } from 'vitest';
import { MAX_TOKEN_CHARS, withBoundedTokens } from './token-length-guard.js';

describe('withBoundedTokens', () => {
  it('leaves ordinary text as it is', () => {
    const text = 'Mitochondria make ATP.\nSee https://example.com/cells for more.';
    expect(withBoundedTokens(text)).toBe(text);
  });

  it('cuts every overlong run of non-space characters, keeping the spaces between them', () => {
    const long = 'a'.repeat(MAX_TOKEN_CHARS + 10);
    expect(withBoundedTokens(`x ${long} y\n${'#'.repeat(200_000)}`)).toBe(`x ${'a'.repeat(MAX_TOKEN_CHARS)} y\n${'#'.repeat(MAX_TOKEN_CHARS)}`);
    expect(withBoundedTokens('b'.repeat(MAX_TOKEN_CHARS))).toBe('b'.repeat(MAX_TOKEN_CHARS));
  });
});
