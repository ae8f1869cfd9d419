import { describe, expect, it } from 'vitest';
import { DEFAULT_APPEARANCE, readAppearance } from './appearance-settings';

describe('stored appearance settings', () => {
  it('are the defaults (English, auto-save on, compact off) when nothing was stored', () => {
    expect(readAppearance(null)).toEqual({ language: 'en', autoSave: true, compactMode: false });
    expect(DEFAULT_APPEARANCE).toEqual(readAppearance(null));
  });

  it('keep each valid choice and put each unreadable one back to its default', () => {
    expect(readAppearance(JSON.stringify({ language: 'de', autoSave: false, compactMode: true }))).toEqual({ language: 'de', autoSave: false, compactMode: true });
    expect(readAppearance(JSON.stringify({ language: 'klingon', autoSave: 'no', compactMode: true }))).toEqual({ language: 'en', autoSave: true, compactMode: true });
    expect(readAppearance('{not json')).toEqual(DEFAULT_APPEARANCE);
    expect(readAppearance('[1,2]')).toEqual(DEFAULT_APPEARANCE);
  });
});
