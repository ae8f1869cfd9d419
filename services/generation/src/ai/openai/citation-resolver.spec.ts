import { describe, expect, it } from 'vitest';
import { resolveCitation } from './citation-resolver.js';
import type { Passage } from './passage-catalog.js';

const passage: Passage = {
  id: 'P3',
  fileName: 'biology.pdf',
  page: 3,
  section: 'Photosynthesis',
  text: 'Photosynthesis converts light energy into chemical energy. It takes place in the chloroplasts.',
};

describe('resolveCitation', () => {
  it("keeps the model's quote when it is verbatim in the passage", () => {
    expect(resolveCitation(passage, '  "It takes place in the\nchloroplasts."  ')).toEqual({
      fileName: 'biology.pdf',
      page: 3,
      section: 'Photosynthesis',
      quote: 'It takes place in the chloroplasts.',
    });
  });

  it('quotes the passage itself when the model paraphrased or invented', () => {
    expect(resolveCitation(passage, 'Plants turn sunlight into sugar.').quote).toBe(passage.text);
    expect(resolveCitation(passage, 'energy').quote).toBe(passage.text);
    expect(resolveCitation(passage, '').quote).toBe(passage.text);
  });
});
