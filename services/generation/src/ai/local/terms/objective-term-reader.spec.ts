import { describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../extraction/extracted-document.js';
import { analyzeCorpus } from '../analysis/corpus-analyzer.js';
import { extractFacts } from '../facts/fact-extractor.js';
import { objectivePhrases, objectiveTermUses } from './objective-term-reader.js';

describe('terms named by learning objectives', () => {
  it('splits an objective into the phrases it names, without its task word, articles or describing words', () => {
    expect(objectivePhrases('Explain demand, quantity demanded, and the law of demand')).toEqual(['demand', 'quantity demanded', 'law of demand']);
    expect(objectivePhrases('Distinguish between rule of law and rule by law')).toEqual(['rule of law', 'rule by law']);
    expect(objectivePhrases('Explain and differentiate among different theories about how and why interest groups form.')).toEqual(['interest groups']);
    expect(objectivePhrases('Explain how classical conditioning occurs')).toEqual(['classical conditioning']);
    expect(objectivePhrases('Differentiate between negative and positive feedback')).toEqual(['negative feedback', 'negative', 'positive feedback']);
    expect(objectivePhrases('Describe the role of the suprachiasmatic nucleus in sleep')).toEqual(['suprachiasmatic nucleus', 'sleep']);
  });

  it('ends a pasted objective where the next sentence was run into it', () => {
    expect(objectivePhrases('Explain equilibrium and equilibrium quantity First let’s focus on what economists mean by demand')).toEqual(['equilibrium', 'equilibrium quantity']);
    expect(objectivePhrases('Define interest group. In the early 1980s at the start of the epidemic in America, assistance was scant.')).toEqual(['interest group']);
  });

  it('finds the uses of the named phrases in the study text, plurals included, not where the words end on a verb or one word is no noun, and makes them key terms', () => {
    const document: ExtractedDocument = {
      fileName: 'notes.txt',
      type: 'pasted-text',
      pageCount: null,
      blocks: [
        { kind: 'paragraph', text: 'By the end of this section, you will be able to:', page: null, section: null },
        { kind: 'list-item', text: 'Explain the demand schedule and fiat money', page: null, section: null },
        { kind: 'list-item', text: 'Define form', page: null, section: null },
        { kind: 'list-item', text: 'Describe negative', page: null, section: null },
        { kind: 'paragraph', text: 'Economists draw demand schedules for many goods in the economy of a country.', page: null, section: null },
        { kind: 'paragraph', text: 'The groups tend to form quickly in every large town.', page: null, section: null },
        { kind: 'paragraph', text: 'A negative number is less than zero in every case.', page: null, section: null },
        { kind: 'paragraph', text: 'Most countries today use fiat money, which has no value beyond the promise of the government that issues it.', page: null, section: null },
      ],
    };
    const corpus = analyzeCorpus([document]);
    expect(corpus.objectives).toEqual(['Explain the demand schedule and fiat money', 'Define form', 'Describe negative']);
    const uses = objectiveTermUses(corpus);
    expect(uses.map((list) => list.map(({ sentence, span }) => sentence.text.slice(sentence.tokens[span.start]!.start, sentence.tokens[span.end - 1]!.end)))).toEqual([['demand schedules'], ['fiat money']]);
    const terms = extractFacts(corpus).keyTerms;
    expect(terms.find((term) => term.key === 'fiat money')?.signals).toContain('objective');
  });
});
