import { describe, expect, it } from 'vitest';
import { citationPlace } from './citation-text';

describe('citation place', () => {
  it('names the file, page and section that exist', () => {
    expect(citationPlace({ fileName: 'cells.pdf', page: 3, section: 'Membranes', quote: 'q' })).toBe('cells.pdf · page 3 · Membranes');
    expect(citationPlace({ fileName: 'econ.docx', page: null, section: 'Supply', quote: 'q' })).toBe('econ.docx · Supply');
    expect(citationPlace({ fileName: 'Pasted text', page: null, section: null, quote: 'q' })).toBe('Pasted text');
  });
});
