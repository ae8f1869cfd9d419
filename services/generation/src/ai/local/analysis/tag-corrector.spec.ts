import type { PartOfSpeech } from 'wink-nlp';
import { describe, expect, it } from 'vitest';
import { correctTags } from './tag-corrector.js';

function corrected(tagged: string): string {
  const pairs = tagged.split(' ').map((pair) => pair.split('/') as [string, PartOfSpeech]);
  const tags = pairs.map(([, tag]) => tag);
  correctTags(
    pairs.map(([word]) => word),
    tags,
  );
  return pairs.map(([word], index) => `${word}/${tags[index]}`).join(' ');
}

describe('tag corrector', () => {
  it('reads a reporting verb after its subject as the verb ("The principle of utility states that …")', () => {
    expect(corrected('the/DET principle/NOUN of/ADP utility/NOUN states/NOUN that/SCONJ actions/NOUN')).toBe(
      'the/DET principle/NOUN of/ADP utility/NOUN states/VERB that/SCONJ actions/NOUN',
    );
    expect(corrected('utility/NOUN states/NOUN that/PRON “/PUNCT actions/NOUN')).toBe('utility/NOUN states/VERB that/PRON “/PUNCT actions/NOUN');
    expect(corrected('the/DET member/NOUN states/NOUN that/PRON joined/VERB')).toBe('the/DET member/NOUN states/NOUN that/PRON joined/VERB');
  });

  it('reads a participle between an article and its noun as an adjective, and an adjective heading its phrase as the noun', () => {
    expect(corrected('in/ADP a/DET closed/VERB primary/ADJ ,/PUNCT only/ADV')).toBe('in/ADP a/DET closed/ADJ primary/NOUN ,/PUNCT only/ADV');
    expect(corrected('an/DET open/ADJ primary/ADJ allows/VERB all/DET')).toBe('an/DET open/ADJ primary/NOUN allows/VERB all/DET');
    expect(corrected('create/VERB the/DET white/ADJ primary/ADJ :/PUNCT primary/ADJ')).toBe('create/VERB the/DET white/ADJ primary/NOUN :/PUNCT primary/ADJ');
  });

  it('leaves adjectives that stand for a noun, comparisons and attributive adjectives alone', () => {
    expect(corrected('the/DET only/ADJ other/ADJ ,/PUNCT and/CCONJ')).toBe('the/DET only/ADJ other/ADJ ,/PUNCT and/CCONJ');
    expect(corrected('the/DET most/ADJ effective/ADJ of/ADP all/DET')).toBe('the/DET most/ADJ effective/ADJ of/ADP all/DET');
    expect(corrected('a/DET large/ADJ red/ADJ ball/NOUN rolled/VERB')).toBe('a/DET large/ADJ red/ADJ ball/NOUN rolled/VERB');
    expect(corrected('they/PRON were/AUX tired/VERB and/CCONJ cold/ADJ')).toBe('they/PRON were/AUX tired/VERB and/CCONJ cold/ADJ');
  });

  it('reads the head of "the standard of living" as nouns: an adjective after an opening article or a possessive before "of", an -ing word after "of" with no object', () => {
    expect(corrected('the/DET standard/ADJ of/ADP living/VERB of/ADP any/DET country/NOUN')).toBe('the/DET standard/NOUN of/ADP living/NOUN of/ADP any/DET country/NOUN');
    expect(corrected('create/VERB our/PRON standard/ADJ of/ADP living/NOUN')).toBe('create/VERB our/PRON standard/NOUN of/ADP living/NOUN');
    expect(corrected('the/DET process/NOUN of/ADP developing/VERB a/DET brand/NOUN')).toBe('the/DET process/NOUN of/ADP developing/VERB a/DET brand/NOUN');
    expect(corrected('the/DET most/ADJ of/ADP all/DET')).toBe('the/DET most/ADJ of/ADP all/DET');
    expect(corrected('it/PRON is/AUX also/ADV a/DET composite/ADJ of/ADP tissues/NOUN')).toBe('it/PRON is/AUX also/ADV a/DET composite/ADJ of/ADP tissues/NOUN');
  });

  it('reads an -ing word closing a hyphenated compound at the end of its phrase as a noun ("Well-being is …"), not in a predicate', () => {
    expect(corrected('well/ADV -/PUNCT being/AUX focuses/VERB on/ADP')).toBe('well/ADV -/PUNCT being/NOUN focuses/VERB on/ADP');
    expect(corrected('in/ADP decision/NOUN -/PUNCT making/VERB ./PUNCT')).toBe('in/ADP decision/NOUN -/PUNCT making/NOUN ./PUNCT');
    expect(corrected('it/PRON is/AUX time/NOUN -/PUNCT consuming/VERB ./PUNCT')).toBe('it/PRON is/AUX time/NOUN -/PUNCT consuming/VERB ./PUNCT');
  });

  it('gives a verb read again as a noun its own word as lemma ("standard of living", "well-being", not "standard of live", "well-be")', () => {
    const lowers = ['the', 'standard', 'of', 'living', 'and', 'well', '-', 'being', 'are', 'measured'];
    const tags: PartOfSpeech[] = ['DET', 'ADJ', 'ADP', 'VERB', 'CCONJ', 'ADV', 'PUNCT', 'AUX', 'AUX', 'VERB'];
    const lemmas = ['the', 'standard', 'of', 'live', 'and', 'well', '-', 'be', 'be', 'measure'];
    correctTags(lowers, tags, lemmas);
    expect(tags).toEqual(['DET', 'NOUN', 'ADP', 'NOUN', 'CCONJ', 'ADV', 'PUNCT', 'NOUN', 'AUX', 'VERB']);
    expect(lemmas).toEqual(['the', 'standard', 'of', 'living', 'and', 'well', '-', 'being', 'be', 'measure']);
  });

  it('reads a run of foreign words before a noun as its modifiers ("de facto segregation"), not one before other words', () => {
    expect(corrected('created/VERB de/X facto/X segregation/NOUN ,/PUNCT a/DET')).toBe('created/VERB de/ADJ facto/ADJ segregation/NOUN ,/PUNCT a/DET');
    expect(corrected('the/DET de/X jure/NOUN rules/NOUN')).toBe('the/DET de/ADJ jure/NOUN rules/NOUN');
    expect(corrected('as/ADP per/X se/X ,/PUNCT e.g./X cells/NOUN')).toBe('as/ADP per/X se/X ,/PUNCT e.g./X cells/NOUN');
  });

  it('reads a verb form right after a preposition as a noun or, before a noun, a participle as an adjective', () => {
    expect(corrected('a/DET double/ADJ coincidence/NOUN of/ADP wants/VERB ,/PUNCT a/DET')).toBe('a/DET double/ADJ coincidence/NOUN of/ADP wants/NOUN ,/PUNCT a/DET');
    expect(corrected('the/DET zone/NOUN of/ADP calcified/VERB matrix/NOUN connects/VERB')).toBe('the/DET zone/NOUN of/ADP calcified/ADJ matrix/NOUN connects/VERB');
    expect(corrected('the/DET matrix/NOUN has/AUX calcified/VERB ./PUNCT')).toBe('the/DET matrix/NOUN has/AUX calcified/VERB ./PUNCT');
    expect(corrected('as/ADP follows/VERB :/PUNCT')).toBe('as/ADP follows/VERB :/PUNCT');
    expect(corrected('the/DET cost/NOUN of/ADP preparing/VERB goods/NOUN')).toBe('the/DET cost/NOUN of/ADP preparing/VERB goods/NOUN');
  });

  it('keeps the verb\'s lemma of a plural read again as a noun ("wants": "want")', () => {
    const lemmas = ['a', 'coincidence', 'of', 'want', ','];
    correctTags(['a', 'coincidence', 'of', 'wants', ','], ['DET', 'NOUN', 'ADP', 'VERB', 'PUNCT'], lemmas);
    expect(lemmas[3]).toBe('want');
  });

  it('reads a bare verb between the singular noun of a subject and its verb as the head noun ("The new-task buy occurs …")', () => {
    expect(corrected('the/DET new/ADJ -/PUNCT task/NOUN buy/VERB occurs/VERB when/ADV')).toBe('the/DET new/ADJ -/PUNCT task/NOUN buy/NOUN occurs/VERB when/ADV');
    expect(corrected('in/ADP a/DET service/NOUN call/VERB is/AUX')).toBe('in/ADP a/DET service/NOUN call/NOUN is/AUX');
    expect(corrected('the/DET firms/NOUN buy/VERB goods/NOUN')).toBe('the/DET firms/NOUN buy/VERB goods/NOUN');
    expect(corrected('make/VERB the/DET economy/NOUN grow/VERB is/AUX hard/ADJ')).toBe('make/VERB the/DET economy/NOUN grow/VERB is/AUX hard/ADJ');
  });
});
