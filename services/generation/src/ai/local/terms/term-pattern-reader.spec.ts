import { describe, expect, it } from 'vitest';
import type { AnalyzedSentence, TokenSpan } from '../analysis/analyzed-corpus.js';
import { spanText } from '../analysis/analyzed-corpus.js';
import { analyzeCorpus } from '../analysis/corpus-analyzer.js';
import { abbreviatedTerms, appositiveTerms, coordinatedKinds, definingOpenings, framingOpenings } from './term-pattern-reader.js';

function sentenceOf(text: string): AnalyzedSentence {
  return analyzeCorpus([{ fileName: 'notes.txt', type: 'pasted-text', pageCount: null, blocks: [{ kind: 'paragraph', text, page: null, section: null }] }]).sentences[0]!;
}

const read = (reader: (sentence: AnalyzedSentence) => TokenSpan[], text: string): string[] => {
  const sentence = sentenceOf(text);
  return reader(sentence).map((span) => spanText(sentence, span));
};

describe('term patterns of plain text', () => {
  it('reads a phrase followed by the abbreviation of its words, and not a phrase the letters do not abbreviate', () => {
    expect(read(abbreviatedTerms, 'The brain’s clock is in an area of the hypothalamus known as the suprachiasmatic nucleus (SCN).')).toEqual(['suprachiasmatic nucleus']);
    expect(read(abbreviatedTerms, 'The food was the unconditioned stimulus (UCS) in these experiments.')).toEqual(['unconditioned stimulus']);
    expect(read(abbreviatedTerms, 'The economy grew as measured by trade volumes (GDP) in the last decade.')).toEqual([]);
  });

  it('reads a common noun glossed by an apposition naming its kind, not a list item or a name', () => {
    expect(read(appositiveTerms, 'Such changes can be detected through histology, the microscopic study of tissue appearance.')).toEqual(['histology']);
    expect(read(appositiveTerms, 'Soon after, the perichondrium, a membrane that covers the cartilage, appears.')).toEqual(['perichondrium']);
    expect(read(appositiveTerms, 'The theory was developed by Howard Gardner, a Harvard psychologist.')).toEqual([]);
    expect(read(appositiveTerms, 'Foremost among the new schools of thought was Confucianism, a philosophical system that shaped morality.')).toEqual(['Confucianism']);
    expect(read(appositiveTerms, 'The tour ended in Vienna, a city that shaped music.')).toEqual([]);
    expect(read(appositiveTerms, 'They bought apples, pears, a basket of plums and some bread.')).toEqual([]);
    expect(read(appositiveTerms, 'In recent decades, the export ratio has generally risen.')).toEqual([]);
    expect(read(appositiveTerms, 'In a zero-sum game, a state seeks to take power from another state.')).toEqual([]);
    expect(read(appositiveTerms, 'Foams are held by a foaming agent, a substance that keeps the bubbles apart.')).toEqual(['foaming agent']);
    expect(read(appositiveTerms, 'The copy goes on until the entire proteome, the full set of proteins, is made.')).toEqual(['proteome']);
  });

  it('reads no apposition where the comma closes an opening clause or phrase and the main clause follows', () => {
    expect(read(appositiveTerms, 'Because both graphs have quantity on the horizontal axis, the demand curve can be drawn with the supply curve.')).toEqual([]);
    expect(read(appositiveTerms, 'In fact, at any above-equilibrium price, the quantity supplied exceeds the quantity demanded.')).toEqual([]);
    expect(read(appositiveTerms, 'Surrounded by a wall of epithelial follicle cells, the colloid is the center of hormone production.')).toEqual([]);
    expect(read(appositiveTerms, 'Instead of exchanging accounting services for shoes, the accountant now exchanges them for money.')).toEqual([]);
    expect(read(appositiveTerms, 'Soon after, the perichondrium, a membrane that covers the cartilage, appears.')).toEqual(['perichondrium']);
    expect(read(appositiveTerms, 'Many firms would not invest in research, and as a result, the world would have less innovation.')).toEqual([]);
  });

  it('reads no apposition that is the next item of a list going on with ", and"', () => {
    expect(read(appositiveTerms, 'You can describe the elation of achieving a goal, the joy of good news, and the comfort of a friend.')).toEqual([]);
    expect(read(appositiveTerms, 'Scholars studied former elected officials, the staff of committees, and lobbyists.')).toEqual([]);
  });

  it('reads compounds of one list that share their head noun, not compounds that only compare', () => {
    expect(read(coordinatedKinds, 'He divided general intelligence into two components: crystallized intelligence and fluid intelligence.')).toEqual(['crystallized intelligence', 'fluid intelligence']);
    expect(read(coordinatedKinds, 'Varieties include public interest groups, single-issue groups, civil rights groups, and ideological groups.')).toEqual(['public interest groups', 'single-issue groups', 'civil rights groups', 'ideological groups']);
    expect(read(coordinatedKinds, 'A higher price and a lower price both change the crystallized intelligence of buyers.')).toEqual([]);
    expect(read(coordinatedKinds, 'Fluid intelligence grows while crystallized intelligence stays.')).toEqual([]);
  });

  it('reads the phrase that opens a sentence before a defining verb, with a lead-in, a gerund or an "of"', () => {
    expect(read(definingOpenings, 'Anchoring bias refers to our tendency to rely on initial values.')).toEqual(['Anchoring bias']);
    expect(read(definingOpenings, 'Influencers are those within the organization who help define specifications.')).toEqual(['Influencers']);
    expect(read(definingOpenings, 'In contrast, convergent thinking describes the ability to provide a correct answer.')).toEqual(['convergent thinking']);
    expect(read(definingOpenings, 'The balance of power is a classic realist way of seeing the international system.')).toEqual(['balance of power']);
    expect(read(definingOpenings, 'Creative intelligence is marked by inventing or imagining a solution.')).toEqual(['Creative intelligence']);
    expect(read(definingOpenings, 'The term politics refers to the process of gaining control within a government.')).toEqual(['politics']);
    expect(read(definingOpenings, 'The principle of parsimony holds that the simplest explanation is best.')).toEqual(['principle of parsimony']);
    expect(read(definingOpenings, 'Groupthink happens when members put harmony above judgement.')).toEqual(['Groupthink']);
    expect(read(definingOpenings, 'Straw man is another type of fallacy of relevance.')).toEqual(['Straw man']);
    expect(read(definingOpenings, 'Appeals to emotion are a kind of fallacy of relevance.')).toEqual(['Appeals to emotion']);
    expect(read(definingOpenings, 'Students to be tested are the ones in the first row.')).toEqual([]);
    expect(read(definingOpenings, 'Ethical egoism holds that each person ought to pursue their own interest.')).toEqual(['Ethical egoism']);
    expect(read(definingOpenings, 'Mercantilism promotes exports over imports.')).toEqual(['Mercantilism']);
  });

  it('reads "X can be described/defined as …", "X is described as …" and "X differs from Y in …", with an "-ing" head after an adjective', () => {
    expect(read(definingOpenings, 'Divergent thinking can be described as thinking outside the box.')).toEqual(['Divergent thinking']);
    expect(read(definingOpenings, 'Energy can be defined as the capacity to supply heat or do work.')).toEqual(['Energy']);
    expect(read(definingOpenings, 'Lateral reading is described as checking a claim against other sources.')).toEqual(['Lateral reading']);
    expect(read(definingOpenings, 'Modern conservatism differs from traditional conservatism in assuming government will guard liberties.')).toEqual(['Modern conservatism']);
    expect(read(definingOpenings, 'Divergent thinking helps students solve problems.')).toEqual([]);
  });

  it('reads an opening single word (or hyphenated word) defined by kind and difference: "is a KIND that/which/who/in which …"', () => {
    expect(read(definingOpenings, 'A base is a substance that will dissolve in water to yield hydroxide ions.')).toEqual(['base']);
    expect(read(definingOpenings, 'An in-group is a group that we identify with.')).toEqual(['in-group']);
    expect(read(definingOpenings, 'A monarchy is a government in which one ruler holds power.')).toEqual(['monarchy']);
    expect(read(definingOpenings, 'The skin is an organ of the body.')).toEqual([]);
  });

  it('reads both compounds of an opening "X or Y is a/one …" that share one definition', () => {
    expect(read(definingOpenings, 'An elastic demand or elastic supply is one in which the elasticity is greater than one.')).toEqual(['elastic demand', 'elastic supply']);
    expect(read(definingOpenings, 'The judicial system or judicial branch is the court system that interprets the law.')).toEqual(['judicial system', 'judicial branch']);
    expect(read(definingOpenings, 'Fluid intelligence or crystallized intelligence grows with age.')).toEqual([]);
  });

  it('reads no opening single word before "is a", no pronoun subject and no verb that does not define', () => {
    expect(read(definingOpenings, 'The skin is an organ of the body.')).toEqual([]);
    expect(read(definingOpenings, 'This bias refers to our tendency to rely on initial values.')).toEqual([]);
    expect(read(definingOpenings, 'Convergent thinking helps students solve problems.')).toEqual([]);
    expect(read(definingOpenings, 'Research suggests that sleep helps memory.')).toEqual([]);
  });

  it('reads the kind an opening "In a/an X," or "Under X," sets, not a place, a time or a longer opening', () => {
    expect(read(framingOpenings, 'In a theocracy, religious leaders hold the power to make laws.')).toEqual(['theocracy']);
    expect(read(framingOpenings, 'In an open ballot, every voter may choose a party on the day.')).toEqual(['open ballot']);
    expect(read(framingOpenings, 'Under feudalism, peasants worked land they did not own.')).toEqual(['feudalism']);
    expect(read(framingOpenings, 'In the United Kingdom, the monarch has little power.')).toEqual([]);
    expect(read(framingOpenings, 'In recent decades, trade has grown quickly.')).toEqual([]);
    expect(read(framingOpenings, 'In a system in which courts are free, judges decide alone.')).toEqual([]);
    expect(read(framingOpenings, 'Under these conditions, the gas expands.')).toEqual([]);
  });
});
