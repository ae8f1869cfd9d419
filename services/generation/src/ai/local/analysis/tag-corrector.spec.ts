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
});
