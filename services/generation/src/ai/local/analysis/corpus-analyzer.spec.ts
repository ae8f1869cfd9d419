import { describe, expect, it } from 'vitest';
import { analyzeCorpus } from './corpus-analyzer.js';

describe('corpus analyzer', () => {
  it('places an emphasised run where it stands on word edges, not inside an earlier longer word', () => {
    const corpus = analyzeCorpus([
      {
        fileName: 'notes.docx',
        type: 'docx',
        pageCount: 1,
        blocks: [{ kind: 'paragraph', text: 'These groups serve as our in-groups. An in-group is a group that we identify with.', page: 1, section: null, emphasis: ['in-group'] }],
      },
    ]);
    expect(corpus.sentences.map((sentence) => sentence.emphasis)).toEqual([[], ['in-group']]);
  });
});
