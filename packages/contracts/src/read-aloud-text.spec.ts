import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './errors.js';
import { hasSpeakableText, textToSpeechBodySchema } from './generation.js';

describe('read-aloud text', () => {
  it('has something to say when a letter or a digit is left once markdown is removed', () => {
    expect(hasSpeakableText('# Photosynthesis')).toBe(true);
    expect(hasSpeakableText('42')).toBe(true);
    expect(hasSpeakableText('Ça va? 你好')).toBe(true);
  });

  it('has nothing to say in punctuation, emoji, a bare link or markup alone', () => {
    for (const text of ['', '   ', '-', '—', '🎉🔥', '**', '> -', 'https://example.com/page', '<br>']) {
      expect(hasSpeakableText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it("refuses such a body with the spec's 'No text to read'", () => {
    const result = textToSpeechBodySchema.safeParse({ text: '🎉' });
    expect(result.success).toBe(false);
    expect(firstIssueMessage(result.error!)).toBe('No text to read');
    expect(textToSpeechBodySchema.safeParse({ text: 'Read me' }).success).toBe(true);
  });
});
