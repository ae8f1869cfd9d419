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
});
