import { describe, expect, it } from 'vitest';
import { citationProblem } from './citation-check.js';

const pdf = { fileName: 'section.pdf', pageCount: 3, text: 'In extinction the conditioned response decreases.\nAnother line.' };

describe('citationProblem', () => {
  it('accepts a citation of a given file, a page inside it and a quote from its text', () => {
    expect(citationProblem({ fileName: 'section.pdf', page: 2, section: null, quote: 'In extinction the conditioned response decreases.' }, [pdf])).toBeNull();
  });

  it('names what is wrong otherwise', () => {
    expect(citationProblem(undefined, [pdf])).toBe('no citation');
    expect(citationProblem({ fileName: 'other.pdf', page: 1, section: null, quote: 'x' }, [pdf])).toContain('not given');
    expect(citationProblem({ fileName: 'section.pdf', page: 4, section: null, quote: 'In extinction' }, [pdf])).toBe('page 4 of 3');
    expect(citationProblem({ fileName: 'section.pdf', page: 1, section: null, quote: '' }, [pdf])).toBe('an empty quote');
    expect(citationProblem({ fileName: 'section.pdf', page: 1, section: null, quote: 'Words never printed.' }, [pdf])).toBe('the quote is not in the file');
  });
});
