import { describe, expect, it } from 'vitest';
import { nulCharacterPath, textInputMessages } from './text-input.js';

describe('nulCharacterPath', () => {
  it('finds a NUL character in any string of a request, however deep', () => {
    expect(nulCharacterPath({ text: 'a\u0000b' })).toBe('text');
    expect(nulCharacterPath({ answers: [{ choice: 'ok' }, { choice: '\u0000' }] })).toBe('answers.1.choice');
    expect(nulCharacterPath('\u0000')).toBe('');
  });

  it('finds one in a key', () => {
    expect(nulCharacterPath({ 'bad\u0000key': 'x' })).toBe('bad\\u0000key');
  });

  it('passes text without one, emoji and other control characters included', () => {
    expect(nulCharacterPath({ text: '🎉 tab\tnew\nline', count: 3, nested: { on: true, none: null } })).toBeNull();
    expect(nulCharacterPath(undefined)).toBeNull();
  });

  it('names the field in its message', () => {
    expect(textInputMessages.nulCharacter('text')).toBe('The field "text" contains a NUL character (\\u0000), which text cannot hold.');
    expect(textInputMessages.nulCharacter('')).toBe('The request contains a NUL character (\\u0000), which text cannot hold.');
  });
});
