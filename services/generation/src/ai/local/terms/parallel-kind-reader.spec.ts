import { describe, expect, it } from 'vitest';
import type { TextBlock } from '../../../extraction/extracted-document.js';
import { spanText } from '../analysis/analyzed-corpus.js';
import { analyzeCorpus } from '../analysis/corpus-analyzer.js';
import { parallelKinds } from './parallel-kind-reader.js';

const paragraph = (text: string): TextBlock => ({ kind: 'paragraph', text, page: null, section: null });
const item = (text: string): TextBlock => ({ kind: 'list-item', text, page: null, section: null });

function kindsOf(blocks: TextBlock[]): string[] {
  const corpus = analyzeCorpus([{ fileName: 'notes.txt', type: 'pasted-text', pageCount: null, blocks }]);
  return parallelKinds(corpus)
    .map(({ sentence, span }) => spanText(sentence, span))
    .sort();
}

describe('parallel kinds of plain text', () => {
  it('reads sentences that open with different modifiers on one head noun as kinds, in one paragraph or nearby ones', () => {
    expect(kindsOf([paragraph('Fixed costs stay the same whatever the firm produces. Variable costs rise with every unit the firm makes. Both matter when prices are set.')])).toEqual(['Fixed costs', 'Variable costs']);
    expect(
      kindsOf([
        paragraph('Autocratic managers are directive leaders who allow very little input from their staff.'),
        paragraph('Figure 2.1 A manager at work with her team in the office.'),
        paragraph('Participative managers use a democratic style with their staff.'),
      ]),
    ).toEqual(['Autocratic managers', 'Participative managers']);
  });

  it('reads list items that open with their subject and a comma, a verb after an adverb, or a parenthesis', () => {
    expect(kindsOf([item('Coercive power, which is derived from the ability to threaten negative outcomes'), item('Referent power, which is derived from personal charisma and the respect it inspires')])).toEqual(['Coercive power', 'Referent power']);
    expect(kindsOf([paragraph('Straight rebuys usually involve a routine order from a known supplier.'), paragraph('Modified rebuys typically involve new specifications or a new supplier.')])).toEqual(['Modified rebuys', 'Straight rebuys']);
  });

  it('reads no kind from a lone subject, one modifier repeated, far-apart openings, or openings that count, compare or name', () => {
    expect(kindsOf([paragraph('Fixed costs stay the same whatever the firm produces. The rent is one of them.')])).toEqual([]);
    expect(kindsOf([paragraph('Fixed costs stay the same whatever the firm produces. Fixed costs include the rent.')])).toEqual([]);
    expect(
      kindsOf([
        paragraph('Fixed costs stay the same whatever the firm produces.'),
        paragraph('The rent is paid every month.'),
        paragraph('The owner pays the staff every week.'),
        paragraph('The bank charges interest on the loan.'),
        paragraph('Variable costs rise with every unit the firm makes.'),
      ]),
    ).toEqual([]);
    expect(kindsOf([paragraph('Many firms hire more staff in the summer. Small firms often cannot afford to do so.')])).toEqual([]);
    expect(kindsOf([paragraph('Identifying customer needs takes research. Anticipating customer needs takes judgment.')])).toEqual([]);
    expect(kindsOf([paragraph('Modified rebuy situations typically involve new specifications. A modified rebuy situation involves more effort than a routine order.')])).toEqual([]);
  });

  it('reads the run-in labels of sibling blocks as kinds, inline or on a line of their own, each with its repeat in the text it heads', () => {
    expect(
      kindsOf([
        item('Time utility. A shop creates time utility when it opens at the hours its customers can come.'),
        item('Place utility. A shop creates place utility when it brings the goods close to its customers.'),
      ]),
    ).toEqual(['Place utility', 'Time utility', 'place utility', 'time utility']);
    expect(
      kindsOf([
        paragraph('Form utility.'),
        paragraph('A bakery creates form utility when it turns flour and eggs into cakes.'),
        paragraph('Time utility.'),
        paragraph('The shop hours decide when customers can buy.'),
      ]),
    ).toEqual(['Form utility', 'Time utility', 'form utility']);
  });

  it('puts the repeat of a label before the label, so a capitalised label read as a name is taken as running text writes it', () => {
    const corpus = analyzeCorpus([
      {
        fileName: 'notes.txt',
        type: 'pasted-text',
        pageCount: null,
        blocks: [paragraph('Rebates. Sellers offer rebates to return part of the price after the purchase.'), paragraph('Coupons. Shoppers use coupons to take part of the price off at the point of sale.')],
      },
    ]);
    expect(parallelKinds(corpus).map(({ sentence, span }) => spanText(sentence, span))).toEqual(['rebates', 'Rebates', 'coupons', 'Coupons']);
  });

  it('reads sibling sections headed by run-in labels (a heading with its full stop) as kinds, where their text names them again', () => {
    const heading = (text: string): TextBlock => ({ kind: 'heading', level: 3, text, page: null, section: text });
    expect(
      kindsOf([
        heading('Time utility.'),
        paragraph('A shop creates time utility when it opens at the hours its customers can come.'),
        heading('Place utility.'),
        paragraph('Shops bring the goods close to their customers. This creates place utility.'),
      ]),
    ).toEqual(['place utility', 'time utility']);
    expect(kindsOf([heading('Time Utility'), paragraph('A shop creates time utility when it opens late.'), heading('Place Utility'), paragraph('A shop creates place utility near its customers.')])).toEqual([]);
    expect(kindsOf([heading('Time utility.'), paragraph('A shop creates time utility when it opens late.'), heading('Prices'), paragraph('A shop creates place utility near its customers.')])).toEqual([]);
  });

  it('reads no label from a lone one, a short sentence that says something, or a name', () => {
    expect(kindsOf([item('Time utility. A shop creates time utility when it opens at the hours its customers can come.'), item('A shop also sells gift cards to its customers.')])).toEqual([]);
    expect(kindsOf([paragraph('See Figure 2. The chart shows the prices.'), paragraph('Read on. The next part explains the rest.')])).toEqual([]);
    expect(kindsOf([paragraph('Aristotle. Virtue is a mean between two extremes.'), paragraph('Plato. Virtue is knowledge of the good.')])).toEqual([]);
  });
});
