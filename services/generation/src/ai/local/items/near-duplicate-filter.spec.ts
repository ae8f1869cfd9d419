import { describe, expect, it } from 'vitest';
import { NearDuplicateFilter } from './near-duplicate-filter.js';

describe('near-duplicate filter', () => {
  it('rejects the same answer in other words and the same question asked again', () => {
    const filter = new NearDuplicateFilter();
    expect(filter.accept('Fill in the blank: The _____ controls what enters the cell.', 'cell membrane')).toBe(true);
    expect(filter.accept('Fill in the blank: Water crosses the _____ by osmosis.', 'the cell membranes')).toBe(false);
    expect(filter.accept('Fill in the blank: The _____ controls what enters the cell.', 'plasma membrane')).toBe(false);
  });

  it('keeps two short answers that differ only in a linking word ("rule of law", "rule by law")', () => {
    const filter = new NearDuplicateFilter();
    expect(filter.accept('Fill in the blank: Democracies follow the _____, the principle that the government is bound by its laws.', 'rule of law')).toBe(true);
    expect(filter.accept('Fill in the blank: Some authoritarian regimes practise _____, using courts to enforce the will of the rulers.', 'rule by law')).toBe(true);
  });

  it('keeps definitions of two named terms that share their wording, and still rejects one term defined twice', () => {
    const filter = new NearDuplicateFilter();
    expect(filter.accept('What are imports?', 'The goods and services that one produces abroad and then sells domestically', 'import')).toBe(true);
    expect(filter.accept('What are exports?', 'The goods and services that one produces domestically and then sells abroad', 'export')).toBe(true);
    expect(filter.accept('How are imports defined?', 'Goods and services one produces abroad and sells domestically', 'import')).toBe(false);
  });

  it('keeps a question alike in wording that names another item\'s subject and asks about another one', () => {
    const filter = new NearDuplicateFilter();
    expect(filter.accept('What are the fallacies of weak induction?', 'Mistakes in reasoning in which a person’s evidence is too weak to support the conclusion', 'fallacy of weak induction')).toBe(true);
    expect(filter.accept('Fill in the blank: _____ is another type of fallacy of weak induction.', 'appeal to ignorance')).toBe(true);
    // The same question about another thing it does not name is one question with two answers.
    expect(filter.accept('Fill in the blank: _____ is one more type of fallacy of weak induction.', 'hasty generalization')).toBe(false);
  });

  it('still rejects one sentence blanked at another of its terms', () => {
    const filter = new NearDuplicateFilter();
    expect(filter.accept('Fill in the blank: Each germ layer is identified by its position: _____ (outer), mesoderm (middle), and endoderm (inner).', 'ectoderm')).toBe(true);
    expect(filter.accept('Fill in the blank: Each germ layer is identified by its position: ectoderm (outer), mesoderm (middle), and _____ (inner).', 'endoderm')).toBe(false);
  });
});
