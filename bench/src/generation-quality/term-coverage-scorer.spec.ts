import { describe, expect, it } from 'vitest';
import { FIXTURE_SECTION } from './quality-fixtures.js';
import { scoreTermCoverage, termOfCard } from './term-coverage-scorer.js';
import { termKey, termVariants } from './term-normalizer.js';

const glossary = FIXTURE_SECTION.glossary;

describe('term forms', () => {
  it('ignores case, hyphens, plurals and a leading article', () => {
    expect(termKey('The Unconditioned-Stimuli')).toBe(termKey('unconditioned stimulus'));
    expect(termKey('Theories')).toBe('theory');
    expect(termKey('calories')).toBe(termKey('calorie'));
    expect(termKey('strong bases')).toBe(termKey('strong base'));
    expect(termKey('diseases')).toBe('disease');
    expect(termKey('biases')).toBe('bias');
    expect(termKey('gases')).toBe('gas');
  });

  it('takes both the full name and the abbreviation of "X (ABC)"', () => {
    expect(termVariants('unconditioned stimulus (UCS)')).toEqual(expect.arrayContaining(['unconditioned stimulus', 'ucs', termKey('unconditioned stimulus (UCS)')]));
  });
});

describe('termOfCard', () => {
  it('finds the term a "What is X?" front asks for', () => {
    expect(termOfCard({ question: 'What is extinction?', answer: 'The conditioned response fading away.' }, glossary)?.term).toBe('extinction');
  });

  it('finds the term a "What does X mean?" or, for a plural, "What do X refer to?" front asks for', () => {
    expect(termOfCard({ question: 'What does extinction mean?', answer: 'The conditioned response fading away.' }, glossary)?.term).toBe('extinction');
    expect(termOfCard({ question: 'What do unconditioned stimuli refer to?', answer: 'Stimuli that elicit a reflexive response.' }, glossary)?.term).toBe('unconditioned stimulus (UCS)');
  });

  it('finds the term that is the answer to a definition front', () => {
    const card = { question: 'Which term names a stimulus that elicits a reflexive response?', answer: 'Unconditioned stimuli' };
    expect(termOfCard(card, glossary)?.term).toBe('unconditioned stimulus (UCS)');
  });

  it('accepts the abbreviation and a "Term: definition" answer', () => {
    expect(termOfCard({ question: 'Define UCS.', answer: 'A stimulus that elicits a reflex.' }, glossary)?.term).toBe('unconditioned stimulus (UCS)');
    expect(termOfCard({ question: 'Fill in the blank: ...', answer: 'Stimulus generalization: responding to similar stimuli as well' }, glossary)?.term).toBe('stimulus generalization');
  });

  it('reads a term named with a parenthesis inside it', () => {
    const entry = { term: 'oxidation-reduction reaction', definition: 'a reaction in which electrons are transferred' };
    expect(termOfCard({ question: 'What are oxidation-reduction (redox) reactions?', answer: 'Reactions that transfer electrons.' }, [entry])).toBe(entry);
  });

  it('does not credit a card that only mentions the term in passing', () => {
    expect(termOfCard({ question: 'What did Pavlov use as the unconditioned stimulus in his experiments with dogs?', answer: 'Meat powder' }, glossary)).toBeNull();
  });
});

describe('scoreTermCoverage', () => {
  it('counts each glossary term once, whatever the number of cards about it', () => {
    const coverage = scoreTermCoverage(
      [
        { question: 'What is extinction?', answer: 'x' },
        { question: 'Define extinction.', answer: 'y' },
        { question: 'Who was Pavlov?', answer: 'A physiologist' },
      ],
      glossary,
    );
    expect(coverage.covered.map((entry) => entry.term)).toEqual(['extinction']);
    expect(coverage.missed).toHaveLength(2);
    expect(coverage.cardTerms.map((entry) => entry?.term ?? null)).toEqual(['extinction', 'extinction', null]);
  });
});
