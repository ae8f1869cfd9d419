import { describe, expect, it } from 'vitest';
import { analyzeCorpus } from './corpus-analyzer.js';
import { extractKeyPhrases } from './key-phrase-extractor.js';
import { isHyphenBound, readNounPhrase } from './noun-phrase-reader.js';

const corpusOf = (...paragraphs: string[]) =>
  analyzeCorpus([{ fileName: 'notes.txt', type: 'pasted-text', pageCount: null, blocks: paragraphs.map((text) => ({ kind: 'paragraph' as const, text, page: null, section: null })) }]);

describe('hyphenated compounds', () => {
  it('binds a word of any tag to the noun or adjective its hyphen joins, not a word set apart by spaced dashes', () => {
    const [sentence] = corpusOf('We favour our in-group in a zero-sum game - or so it seems.').sentences;
    const bound = sentence!.tokens.flatMap((token, index) => (isHyphenBound(sentence!.tokens, index) ? [token.value] : []));
    expect(bound).toEqual(['in', 'group', 'zero', 'sum']);
  });

  it('keeps the whole compound as one key phrase ("in-group bias", "zero-sum game"), not its tail', () => {
    const keys = extractKeyPhrases(corpusOf('Members show in-group bias in a zero-sum game.', 'The in-group bias grows in any zero-sum game.')).ranked.map((phrase) => phrase.text);
    expect(keys).toEqual(expect.arrayContaining(['in-group bias', 'zero-sum game']));
    expect(keys).not.toContain('group bias');
    expect(keys).not.toContain('sum game');
  });
});

describe('noun phrases with an "of" tail', () => {
  const phraseOf = (text: string): string => {
    const [sentence] = corpusOf(text).sentences;
    const end = readNounPhrase(sentence!.tokens, 0);
    return end < 0 ? '' : sentence!.tokens.slice(0, end).map((token) => token.value).join(' ');
  };

  it('keeps a participle that closes the tail before the verb of its clause ("The cost of goods sold is …")', () => {
    expect(phraseOf('The cost of goods sold is the total expense of making them.')).toBe('The cost of goods sold');
    expect(phraseOf('The number of units produced rose sharply.')).toBe('The number of units produced');
  });

  it('leaves a participle out that opens a phrase of its own', () => {
    expect(phraseOf('The cost of goods sold to retailers is lower.')).toBe('The cost of goods');
  });
});
