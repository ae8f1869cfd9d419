import { describe, expect, it } from 'vitest';
import { analyzeCorpus } from '../analysis/corpus-analyzer.js';
import { documentOf } from '../fixtures/biology-chapter.fixture.js';
import { extractFacts } from './fact-extractor.js';

function definedTerms(...paragraphs: string[]): string[] {
  const corpus = analyzeCorpus([documentOf('notes.txt', paragraphs.map((text) => ['paragraph', text] as const))]);
  return extractFacts(corpus).facts.flatMap((fact) => (fact.kind === 'definition' ? [fact.term.bare] : []));
}

describe('definitions of abbreviations', () => {
  it('are about the long form the material gave the abbreviation, with the abbreviation after it', () => {
    expect(
      definedTerms(
        'The phase of a substance depends on the relative extents of its intermolecular forces (IMFs) and the kinetic energies of its molecules.',
        'IMFs are the various forces of attraction that may exist between the atoms and molecules of a substance.',
      ),
    ).toEqual(['intermolecular forces (IMFs)']);
  });

  it('keep an abbreviation the material never spells out, and a term that is no abbreviation', () => {
    expect(definedTerms('NATO is a military alliance of North American and European countries.')).toEqual(['NATO']);
    expect(
      definedTerms('The suprachiasmatic nucleus (SCN) sits above the optic chiasm.', 'A neuron is a cell that carries electrical signals through the nervous system.'),
    ).toEqual(['neuron']);
  });
});
