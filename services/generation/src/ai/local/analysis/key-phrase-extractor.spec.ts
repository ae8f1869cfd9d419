import { describe, expect, it } from 'vitest';
import { analyzeCorpus } from './corpus-analyzer.js';
import { extractKeyPhrases } from './key-phrase-extractor.js';

function phraseKeys(paragraphs: readonly string[]): string[] {
  const corpus = analyzeCorpus([
    { fileName: 'notes.txt', type: 'pasted-text', pageCount: null, blocks: paragraphs.map((text) => ({ kind: 'paragraph' as const, text, page: null, section: null })) },
  ]);
  return extractKeyPhrases(corpus).ranked.map((phrase) => phrase.key);
}

describe('key phrases', () => {
  it('reads a noun with a bare "of" phrase as one phrase ("store of value", "medium of exchange") beside its head alone', () => {
    const keys = phraseKeys([
      'Money serves several functions: a medium of exchange, a store of value, and a standard of deferred payment.',
      'Shoes are not a good store of value, and a bank note is a medium of exchange.',
    ]);
    expect(keys).toEqual(expect.arrayContaining(['store of value', 'medium of exchange', 'store']));
  });

  it('takes no "of" phrase after a head that counts or picks out a part, and none with an article after "of"', () => {
    const keys = phraseKeys(['A large amount of energy is released when the kind of bond that holds the molecule of the gas breaks.', 'The amount of energy depends on the number of bonds.']);
    expect(keys.filter((key) => key.includes(' of '))).toEqual([]);
  });
  it('reads a capitalised doctrine ("Confucianism") as a term, not a name', () => {
    const corpus = analyzeCorpus([
      {
        fileName: 'notes.txt',
        type: 'pasted-text',
        pageCount: null,
        blocks: [{ kind: 'paragraph' as const, text: 'Confucius taught in Lu. Confucianism stressed duty to family. Qin rulers chose Legalism over Confucianism.', page: null, section: null }],
      },
    ]);
    const proper = new Map(extractKeyPhrases(corpus).ranked.map((phrase) => [phrase.key, phrase.proper]));
    expect(proper.get('confucius')).toBe(true);
    expect(proper.get('confucianism')).toBe(false);
    expect(proper.get('legalism')).toBe(false);
  });
});
