import { describe, expect, it } from 'vitest';
import { analyzeCorpus } from '../analysis/corpus-analyzer.js';
import { documentOf } from '../fixtures/biology-chapter.fixture.js';
import { extractFacts } from './fact-extractor.js';
import type { StudyFact } from './study-fact.js';

function factsOf(...paragraphs: string[]): StudyFact[] {
  return extractFacts(analyzeCorpus([documentOf('notes.txt', paragraphs.map((text) => ['paragraph', text] as const))])).facts as StudyFact[];
}

function definitions(...paragraphs: string[]): { term: string; definiens: string; relation: string }[] {
  return factsOf(...paragraphs).flatMap((fact) => (fact.kind === 'definition' ? [{ term: fact.term.bare, definiens: fact.definiens, relation: fact.relation }] : []));
}

describe('definition facts', () => {
  it('reads "X is/are a Y", "X refers to Y", "X is defined as Y" and "Y is called X"', () => {
    expect(
      definitions(
        'Ribosomes are small molecular machines that assemble proteins from amino acids.',
        'Homeostasis refers to the maintenance of a stable internal environment.',
        'Entropy is defined as a measure of the disorder of a system.',
        'The movement of water across a selectively permeable membrane is called osmosis.',
      ),
    ).toEqual([
      { term: 'ribosomes', definiens: 'small molecular machines that assemble proteins from amino acids', relation: 'is' },
      { term: 'homeostasis', definiens: 'the maintenance of a stable internal environment', relation: 'refers-to' },
      { term: 'entropy', definiens: 'a measure of the disorder of a system', relation: 'defined-as' },
      { term: 'osmosis', definiens: 'The movement of water across a selectively permeable membrane', relation: 'called' },
    ]);
  });

  it('reads a past-tense definition by a kind and a clause that sets it apart, not a story about a people or a name', () => {
    expect(definitions('The populares were politicians who sought the support of the common people against the senate.')).toEqual([
      { term: 'populares', definiens: 'politicians who sought the support of the common people against the senate', relation: 'is' },
    ]);
    expect(definitions('The Romans were a people who built roads across their empire.')).toEqual([]);
    expect(definitions('The harvest was poor that year because the rains came late.')).toEqual([]);
  });

  it('reads no definition of a subject that refers to something as a name ("Economists refer to … as …")', () => {
    expect(definitions('Economists refer to the building blocks of a business as the factors of production.')).toEqual([]);
    expect(definitions('Sleep regulation refers to the brain’s control of switching between sleep and wakefulness as well as coordinating this cycle.')).toHaveLength(1);
  });

  it('reads no term from a clause that opens with a subordinating word ("When economists refer to supply, they mean …")', () => {
    expect(definitions('When economists refer to supply, they mean the relationship between a range of prices and the quantities supplied.')).toEqual([]);
  });

  it('reads no term from a word the sentence splitter cut off a name ("Alibaba.com is …")', () => {
    expect(definitions('Founded in 1999 by Jack Ma, Alibaba.com is an online marketplace for businesses.').map((found) => found.term)).not.toContain('com');
  });

  it('reads "X means Y" and "X mean that …", not a plural subject\'s "mean" that says what follows from it', () => {
    expect(definitions('Empowerment means giving employees increased autonomy over their own decisions.', 'Happy customers mean repeat business and spreading the word about your organization.')).toEqual([
      { term: 'empowerment', definiens: 'giving employees increased autonomy over their own decisions', relation: 'means' },
    ]);
  });

  it('reads "A Y that … is an X.": a generic description set apart by a relative clause, then the name of its kind', () => {
    expect(definitions('A reaction or change that absorbs heat is an endothermic process.')).toEqual([
      { term: 'endothermic process', definiens: 'A reaction or change that absorbs heat', relation: 'called' },
    ]);
    expect(definitions('Acids that completely react with water are strong acids.').map((fact) => fact.term)).toEqual(['strong acids']);
    expect(definitions('The man who won the race is a doctor.', 'A cell that divides is a problem.', 'A student who studies is a good student of history.')).toEqual([]);
  });

  it('reads "Y that … is called X, and …": a relative clause in the description, another clause after the name', () => {
    expect(
      definitions(
        'Acids that completely react in this fashion are called strong acids, and HCl is one of just a handful of them.',
        'The movement of water that crosses a membrane is called osmosis; it needs no energy.',
      ),
    ).toEqual([
      { term: 'strong acids', definiens: 'Acids that completely react in this fashion', relation: 'called' },
      { term: 'osmosis', definiens: 'The movement of water that crosses a membrane', relation: 'called' },
    ]);
    // Still no definition: a pronoun opening the description, a name followed by more of its phrase, no clause after the comma.
    expect(definitions('That which burns is called fire, and it warms.', 'The plants we saw are called ferns, and tall ones.')).toEqual([]);
  });

  it('reads a definiens that spreads a compound term\'s words through its explanation, not one that restates the term', () => {
    expect(definitions('Commodity-backed currencies are dollar bills or other currencies with values backed up by gold or other commodities held at a bank.')).toEqual([
      { term: 'commodity-backed currencies', definiens: 'dollar bills or other currencies with values backed up by gold or other commodities held at a bank', relation: 'is' },
    ]);
    expect(definitions('A consumer product is a consumer product that shoppers buy in stores.', 'A product is a good or service that a producer sells as a product to buyers.')).toEqual([]);
  });

  it('reads a term with its article glossed by ", which is a/an …" inside a sentence', () => {
    expect(
      definitions(
        'In fact, a meta-analysis, which is a study that combines the results of many related studies, found that adults sleep less than they should.',
        'One nontraditional method is a convenience sample, which, as the name suggests, is a sample based on convenience rather than probability.',
      ),
    ).toEqual([
      { term: 'meta-analysis', definiens: 'a study that combines the results of many related studies', relation: 'is' },
      { term: 'convenience sample', definiens: 'a sample based on convenience rather than probability', relation: 'is' },
    ]);
    // No article before it (a number, a name), or no "a/an" after "which is": no definition.
    expect(
      definitions(
        'The survey drew on two samples, which is a common design in polling.',
        'The delegates met in the Hague, which is a city in the Netherlands.',
        'The committee studied the budget, which is where most disputes begin.',
      ),
    ).toEqual([]);
  });

  it('leaves the word that announces a term ("The term X refers to …") out of the term', () => {
    expect(definitions('The term politics refers to the process of gaining and exercising control within a government.')).toEqual([
      { term: 'politics', definiens: 'the process of gaining and exercising control within a government', relation: 'refers-to' },
    ]);
  });

  it('reads glossary lines and appositives', () => {
    expect(definitions('Isotonic solution: a solution with the same solute concentration as the cell.', 'Chlorophyll, a green pigment found in chloroplasts, absorbs red light.')).toEqual([
      { term: 'isotonic solution', definiens: 'a solution with the same solute concentration as the cell', relation: 'glossary' },
      { term: 'chlorophyll', definiens: 'a green pigment found in chloroplasts', relation: 'appositive' },
    ]);
  });

  it('reads "X is one in which …" and "X is one that …" as definitions, not "X is one of …"', () => {
    expect(
      definitions(
        'A precipitation reaction is one in which dissolved substances react to form a solid product.',
        'An acid is one that donates a hydrogen ion to another substance.',
        'Water is one of the most common substances on the planet.',
      ),
    ).toEqual([
      { term: 'precipitation reaction', definiens: 'one in which dissolved substances react to form a solid product', relation: 'is' },
      { term: 'acid', definiens: 'one that donates a hydrogen ion to another substance', relation: 'is' },
    ]);
  });

  it('takes no glossary line from a label, a speaker or names joined by an en dash', () => {
    expect(
      definitions(
        'Note: the proper convention for reporting charge is to write the number first.',
        'Opponent: Clearly, we can reject the position of the senator on this bill.',
        'McCain–Feingold restricts the amount of money given to political parties.',
      ),
    ).toEqual([]);
    expect(definitions('Osmosis – the diffusion of water across a membrane.')).toEqual([
      { term: 'osmosis', definiens: 'the diffusion of water across a membrane', relation: 'glossary' },
    ]);
  });

  it('rejects a definiens that states a second thing with its own subject', () => {
    expect(definitions('The conditioned stimulus is the sugary flavor and the conditioned response is feeling nauseous at the taste of sugar.')).toEqual([]);
    expect(definitions('Ribosomes are small molecular machines that assemble proteins and the enzymes that are needed by the cell.')).toEqual([
      { term: 'ribosomes', definiens: 'small molecular machines that assemble proteins and the enzymes that are needed by the cell', relation: 'is' },
    ]);
  });

  it('rejects pronoun and vague subjects, non-defining complements and definitions that repeat the term', () => {
    expect(
      definitions(
        'It is the main source of energy for the cell.',
        'This process is a key step in the Calvin cycle.',
        'The result is a molecule of glucose.',
        'The nucleus is important for the cell.',
        'Mitochondria are found in most eukaryotic cells.',
        'The cell membrane is the membrane of the cell.',
        'Glycolysis is an example of a metabolic pathway.',
        'APPENDIX: How to apply these terms to your work.',
      ),
    ).toEqual([]);
  });

  it('keeps the answer concise: a second clause is dropped, long tails are cut at a clause boundary', () => {
    const [rubisco] = definitions('Rubisco is the enzyme that captures carbon dioxide during the Calvin cycle, and it is thought to be the most abundant protein on Earth.');
    expect(rubisco?.definiens).toBe('the enzyme that captures carbon dioxide during the Calvin cycle');
    const [long] = definitions(
      'The endoplasmic reticulum is a network of membranes inside the cell, which folds proteins, makes lipids, stores calcium ions and passes finished molecules on to the Golgi apparatus for further processing and shipping.',
    );
    expect(long?.definiens).toBe('a network of membranes inside the cell');
  });
});

describe('other facts', () => {
  it('turns dated and agentive sentences into year and "who" questions', () => {
    const facts = factsOf('In 1665, Robert Hooke observed thin slices of cork under a microscope.', 'The cell theory was proposed in 1839 by Matthias Schleiden and Theodor Schwann.');
    const asked = facts.flatMap((fact) => (fact.kind === 'number' ? [fact.whQuestion] : fact.kind === 'person' ? [fact.question] : []));
    expect(asked).toEqual([
      'Who observed thin slices of cork under a microscope in 1665?',
      'In what year did Robert Hooke observe thin slices of cork under a microscope?',
      'Who proposed the cell theory in 1839?',
      'In what year was the cell theory proposed by Matthias Schleiden and Theodor Schwann?',
    ]);
  });

  it('keeps percentages and quantities with their unit, but not numbers in a series or without a verb', () => {
    const facts = factsOf('About 70% of the oxygen in the atmosphere comes from marine algae.', 'Copyright 1991, 1999, 2007 Free Software Foundation.', 'Chapter 4, page 12');
    expect(facts.flatMap((fact) => (fact.kind === 'number' ? [[fact.numberKind, fact.value]] : []))).toEqual([['percent', '70%']]);
  });

  it('reads cause and effect', () => {
    const [fact] = factsOf('A high salt concentration outside a cell causes water to leave the cell by osmosis.').filter((f) => f.kind === 'cause');
    expect(fact).toMatchObject({ question: 'What does a high salt concentration outside a cell cause?', effect: 'Water to leave the cell by osmosis' });
  });

  it('reads short list items under a plural heading', () => {
    const document = documentOf('notes.txt', [
      ['heading', 'Stages of mitosis'],
      ['list-item', 'Prophase'],
      ['list-item', 'Metaphase'],
      ['list-item', 'Anaphase'],
      ['list-item', 'Telophase'],
    ]);
    const lists = extractFacts(analyzeCorpus([document])).facts.filter((fact) => fact.kind === 'list');
    expect(lists).toMatchObject([{ question: 'What are the stages of mitosis?', items: ['Prophase', 'Metaphase', 'Anaphase', 'Telophase'] }]);
  });
});
