import { describe, expect, it } from 'vitest';
import { isUsableUsername, usernameBase, usernameCandidates } from './username-suggestion.js';

describe('username suggestion', () => {
  it('builds a base from the names: accents dropped, only letters and digits, lower case', () => {
    expect(usernameBase('Zoë', "O'Brien")).toBe('zoeobrien');
    expect(usernameBase('Ada', 'Lovelace-Byron the Third of Many Names')).toBe('adalovelacebyronthethird');
  });

  it('falls back to student when the names give fewer than 3 usable characters', () => {
    expect(usernameBase('李', '王')).toBe('student');
    expect(usernameBase(null, null)).toBe('student');
  });

  it('tries the legacy username first when it is usable, then the base, then numbered variants that all match the rules', () => {
    const candidates = usernameCandidates('Old_Name', 'Ada', 'Lovelace', () => 0.5);
    expect(candidates.slice(0, 3)).toEqual(['Old_Name', 'adalovelace', 'adalovelace5000']);
    expect(candidates.every(isUsableUsername)).toBe(true);
  });

  it('skips a legacy username that breaks the rules or is reserved', () => {
    expect(usernameCandidates('no spaces!', 'Ada', 'Lovelace')[0]).toBe('adalovelace');
    expect(usernameCandidates('Privacy', 'Ada', 'Lovelace')[0]).toBe('adalovelace');
  });
});
