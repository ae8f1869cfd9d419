import { describe, expect, it } from 'vitest';
import type { AnalyzedSentence, TokenSpan } from '../analysis/analyzed-corpus.js';
import { spanText } from '../analysis/analyzed-corpus.js';
import { analyzeCorpus } from '../analysis/corpus-analyzer.js';
import { colonListTerms, glossedTerms } from './gloss-pattern-reader.js';

function sentenceOf(text: string): AnalyzedSentence {
  return analyzeCorpus([{ fileName: 'notes.txt', type: 'pasted-text', pageCount: null, blocks: [{ kind: 'paragraph', text, page: null, section: null }] }]).sentences[0]!;
}

const read = (reader: (sentence: AnalyzedSentence) => TokenSpan[], text: string): string[] => {
  const sentence = sentenceOf(text);
  return reader(sentence).map((span) => spanText(sentence, span));
};

describe('terms glossed in running text', () => {
  it('reads the name after ", or" that renames a description (by "of" or a relative clause), not an item of a list or a phrase after a verb', () => {
    expect(read(glossedTerms, 'The revocation of voting rights, or disenfranchisement, took a number of forms.')).toEqual(['disenfranchisement']);
    expect(read(glossedTerms, 'A group that we do not belong to, or an out-group, is a group we view as different from us.')).toEqual(['out-group']);
    expect(read(glossedTerms, 'The students, or teachers, went home early.')).toEqual([]);
    expect(read(glossedTerms, 'They revoked the rights of voters, or citizens, took their land.')).toEqual([]);
  });

  it('reads the names "call" gives a thing just described or sets apart by a clause, not whoever one calls', () => {
    expect(read(glossedTerms, 'We call this an excess supply or a surplus.')).toEqual(['excess supply', 'surplus']);
    expect(read(glossedTerms, 'Heclo sketched a more open pattern he calls an issue network that includes many interests.')).toEqual(['issue network']);
    expect(read(glossedTerms, 'In an emergency, call a doctor at once.')).toEqual([]);
  });

  it('reads "X, defined as …", and no term from a simile glossed by "in which"', () => {
    expect(read(glossedTerms, 'The extent to which a substance dissolves is expressed as its solubility, defined as the maximum concentration that can be achieved.')).toEqual(['solubility']);
    expect(read(glossedTerms, 'Multiple nucleosomes appear like a beaded necklace, in which the string is the DNA and the beads are the histones.')).toEqual([]);
  });

  it('reads a term followed by a colon or a dash and an article that glosses it, not a list item before the colon', () => {
    expect(read(glossedTerms, 'We develop in-group bias: a preference for our own group over other groups.')).toEqual(['in-group bias']);
    expect(read(glossedTerms, 'In contrast, hyperthyroidism—an abnormally elevated blood level of thyroid hormones—is often caused by a tumor.')).toEqual(['hyperthyroidism']);
    expect(read(glossedTerms, 'We bought apples, pears and plums: the best fruit of the season.')).toEqual([]);
    expect(read(glossedTerms, 'The reasons were simple: prices rose and wages fell.')).toEqual([]);
  });

  it('reads the term before a colon after a subject and its verb the tagger reads as nouns, and a colon gloss by a bare plural kind and its clause', () => {
    expect(read(glossedTerms, 'Most representative governments favor majority rule: the opinions of the majority weigh more than those of the minority.')).toEqual(['majority rule']);
    expect(read(glossedTerms, 'The state also protects common goods: goods that all people may use free of charge.')).toEqual(['common goods']);
    expect(read(glossedTerms, 'The state also protects common goods: goods and services of every kind.')).toEqual([]);
  });

  it('reads "X, <a bare plural kind> who/that/in which …" after a comma, not an item of a list or a noun a possessive owns', () => {
    expect(read(glossedTerms, 'The Sumerians were polytheists, people who revered many gods.')).toEqual(['polytheists']);
    expect(read(glossedTerms, 'The rivalry was fought through proxy wars, conflicts in which each side is funded by a larger power.')).toEqual(['proxy wars']);
    expect(read(glossedTerms, 'The market sold apples, pears, plums, fruits that grow in cool climates.')).toEqual([]);
    expect(read(glossedTerms, 'She thanked her neighbors, families who had helped for years.')).toEqual([]);
  });

  it('reads "X, or the Y that/to/of …," glossing the last of two coordinated phrases, not an item of a list or a bare alternative', () => {
    expect(read(glossedTerms, 'The strategies of nonviolent resistance and civil disobedience, or the refusal to obey an unjust law, had been effective.')).toEqual(['civil disobedience']);
    expect(read(glossedTerms, 'And if the fool, or the pig, are of a different opinion, it is because they know only their side.')).toEqual([]);
    expect(read(glossedTerms, 'They made mud and water, flour and water, or a suspension of pigments in water, at school.')).toEqual([]);
  });

  it('reads no gloss of a noun a demonstrative points back to, and no colon gloss opening a comparison', () => {
    expect(read(glossedTerms, 'It is about creating a strong value proposition for those users—a promise of value that communicates the benefits.')).toEqual([]);
    expect(read(glossedTerms, 'Put it in simple terms: the higher a company’s customer equity, the more profit the company generates.')).toEqual([]);
    expect(read(glossedTerms, 'The goal is creating high customer equity—the potential profits a company earns from its customers.')).toEqual(['high customer equity']);
  });

  it('reads no colon gloss where a capital opens a sentence after the colon, and no "X, called Y" phrase before a bare "called"', () => {
    expect(read(glossedTerms, 'Accountability: The government and private actors are accountable under the law.')).toEqual([]);
    expect(read(glossedTerms, 'The medial region, called the isthmus, is flanked by two lobes.')).toEqual([]);
    expect(read(glossedTerms, 'Spearman believed intelligence consisted of one general factor, called g, which could be measured.')).toEqual([]);
  });

  it('reads no "X, in which …" where the phrase glossed starts before X: a number, a possessive or "of"', () => {
    expect(read(glossedTerms, 'The most recent example is the 2018 election, in which control of the House changed.')).toEqual([]);
    expect(read(glossedTerms, 'Faulty reasoning leads to the gambler’s fallacy, in which a person reasons that chance events are due.')).toEqual([]);
    expect(read(glossedTerms, 'Extreme inequality of income, in which some citizens earn millions, is prevented by wage controls.')).toEqual([]);
  });

  it('reads "X, which is derived from …" (a participle and its preposition), not a noun a possessive owns', () => {
    expect(read(glossedTerms, 'Expert power, which is derived from an individual’s extensive knowledge, is the third kind.')).toEqual(['Expert power']);
    expect(read(glossedTerms, 'Fish have volatile amines in their systems, which are neutralized by the acids.')).toEqual([]);
  });

  it('reads "X, which is a …", "X (or Y), which are …" and a bare "X, in which …", not a place before "in which"', () => {
    expect(read(glossedTerms, 'In fact, a meta-analysis, which is a study that combines the results of many related studies, was run.')).toEqual(['meta-analysis']);
    expect(read(glossedTerms, 'Such economies often have underground economies (or black markets), which are markets where trade is hidden.')).toEqual(['underground economies']);
    expect(read(glossedTerms, 'One method is a convenience sample, which, as the name suggests, is a sample based on convenience.')).toEqual(['convenience sample']);
    expect(read(glossedTerms, 'Samples are drawn through random digit dialing, in which respondents are chosen at random.')).toEqual(['random digit dialing']);
    expect(read(glossedTerms, 'They met in the hall, in which the concert was held.')).toEqual([]);
  });

  it('reads a gloss in brackets opened by "i.e." and an article, not a bracket that only renames', () => {
    expect(read(glossedTerms, 'These symptoms include fatigue and insomnia (i.e., a consistent difficulty in falling asleep).')).toEqual(['insomnia']);
    expect(read(glossedTerms, 'Prejudice is common when people are from a different social group (i.e., out-group).')).toEqual([]);
  });

  it('reads the phrase another name is given to, and a compound renaming the noun before it', () => {
    expect(read(glossedTerms, 'How well you relate exemplifies your cultural intelligence, sometimes referred to as cultural competence.')).toEqual(['cultural intelligence']);
    expect(read(glossedTerms, 'In the most common method, probability sampling, researchers randomly choose samples.')).toEqual(['probability sampling']);
    expect(read(glossedTerms, 'The first of these, pluralist theory, posits that many interests compete.')).toEqual(['pluralist theory']);
    expect(read(glossedTerms, 'In this scenario, market forces, not governments, determine economic decisions.')).toEqual([]);
  });

  it('reads the phrase "the concept of", "the term" introduces and a view "according to" names, not a person or a source', () => {
    expect(read(glossedTerms, 'Some philosophers reject it through the concept of telos (purpose, end, or goal).')).toEqual(['telos']);
    expect(read(glossedTerms, 'According to offensive realism, overt actions lead to conflict.')).toEqual(['offensive realism']);
    expect(read(glossedTerms, 'According to Smith, overt actions lead to conflict.')).toEqual([]);
    expect(read(glossedTerms, 'According to the data, overt actions lead to conflict.')).toEqual([]);
  });
});

describe('kinds listed after a colon', () => {
  it('reads the glossed items of a colon list, or the items of a list of kinds, to the end of the sentence', () => {
    expect(read(colonListTerms, 'Each germ layer is identified by its position: ectoderm (ecto- = “outer”), mesoderm (meso- = “middle”), and endoderm (endo- = “inner”).')).toEqual(['ectoderm', 'mesoderm', 'endoderm']);
    expect(read(colonListTerms, 'There are two basic types of tissue membranes: connective tissue and epithelial membranes (Figure 4.3).')).toEqual(['connective tissue', 'epithelial membranes']);
  });

  it('reads no colon list that announces no kinds, names no glosses or does not end the sentence', () => {
    expect(read(colonListTerms, 'She packed three things: a map, a lamp and a rope.')).toEqual([]);
    expect(read(colonListTerms, 'The market has two sides: buyers and sellers.')).toEqual([]);
    expect(read(colonListTerms, 'There are two types of cells: plant cells and animal cells that divide often.')).toEqual([]);
  });
});
