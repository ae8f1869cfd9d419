import { describe, expect, it } from 'vitest';
import { cardAgreement, definitionAgreement } from './definition-agreement-scorer.js';
import { FIXTURE_SECTION } from './quality-fixtures.js';

const extinction = FIXTURE_SECTION.glossary[1]!;

describe('definitionAgreement', () => {
  it('agrees with a paraphrase that carries the definition\'s content words', () => {
    const result = definitionAgreement('The conditioned response decreases when the unconditioned stimulus is no longer presented.', extinction);
    expect(result.agrees).toBe(true);
    expect(result.share).toBeGreaterThan(0.5);
  });

  it('does not agree with an unrelated answer or one that only repeats the term', () => {
    expect(definitionAgreement('A cat named Tiger who is quite spoiled.', extinction).agrees).toBe(false);
    expect(definitionAgreement('Extinction is extinction.', extinction).agrees).toBe(false);
  });

  it('reads the explaining side of the card, whichever side the term is on', () => {
    const front = { question: 'What is extinction?', answer: 'The decrease in the conditioned response once the unconditioned stimulus is no longer presented.' };
    const back = { question: 'The decrease in the conditioned response once the unconditioned stimulus is no longer presented is called what?', answer: 'Extinction' };
    expect(cardAgreement(front, extinction).agrees).toBe(true);
    expect(cardAgreement(back, extinction).agrees).toBe(true);
  });
});
