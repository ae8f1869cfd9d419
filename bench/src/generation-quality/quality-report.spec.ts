import { describe, expect, it } from 'vitest';
import { CORPUS_BOOKS, HELD_OUT_SLUGS, type CorpusBook } from './corpus-manifest.js';
import { corpusLine, defectLine, formerlyHeldOut } from './quality-report.js';
import type { SectionRun } from './quality-run.js';

const book = (title: string, heldOutUntil?: string): CorpusBook => ({
  slug: title.toLowerCase(),
  title,
  repository: 'openstax/example',
  collection: 'example',
  heldOut: false,
  modules: [],
  ...(heldOutUntil ? { heldOutUntil } : {}),
});

describe('formerlyHeldOut', () => {
  it('names the books once held out, grouped by when they stopped being held out', () => {
    expect(formerlyHeldOut([book('Philosophy', 'the evening of day 1'), book('Economics'), book('Anatomy', 'the evening of day 1'), book('Biology', 'day 2')])).toBe(
      ' Philosophy and Anatomy were held out until the evening of day 1; the held-out figures of results written before then were measured on them.' +
        ' Biology was held out until day 2; the held-out figures of results written before then were measured on it.',
    );
  });

  it('says nothing when no book changed side', () => {
    expect(formerlyHeldOut([book('Economics')])).toBe('');
  });
});

describe('corpusLine', () => {
  const books = [book('Economics'), { ...book('Sociology'), heldOut: true }, book('Anatomy', 'day 1')];

  it('counts and names only the books a run measured (a --books run measures some)', () => {
    const line = corpusLine([{ book: 'Economics', section: 'E 1.1' }, { book: 'Economics', section: 'E 1.2' }], books);
    expect(line).toContain('- Corpus: 2 sections of 1 OpenStax textbooks');
    expect(line).toContain('Tuned on: Economics. **Held out** (the engine is not tuned on them): none in this run.');
    expect(line).not.toContain('Anatomy');
  });

  it('names the held-out books measured and the once held-out books among those measured', () => {
    const line = corpusLine([{ book: 'Sociology', section: 'S 2.2' }, { book: 'Anatomy', section: 'A 4.1' }], books);
    expect(line).toContain('2 sections of 2 OpenStax textbooks');
    expect(line).toContain('Tuned on: Anatomy. **Held out** (the engine is not tuned on them): Sociology. Anatomy was held out until day 1');
  });
});

describe('corpus manifest', () => {
  it('holds out only books never tuned on: none of them was held out before', () => {
    expect([...HELD_OUT_SLUGS].sort()).toEqual(['astronomy-2e', 'introduction-anthropology', 'introduction-sociology-3e', 'world-history-volume-2']);
    expect(CORPUS_BOOKS.filter((entry) => entry.heldOut && entry.heldOutUntil)).toEqual([]);
  });
});

describe('defectLine', () => {
  const run = (defectiveCards: number, defectiveQuestions: number): SectionRun => ({
    book: 'Economics',
    section: '1.1 Scarcity',
    heldOut: false,
    kind: 'text',
    extractMs: 1,
    cardsMs: 1,
    quizMs: 1,
    failure: null,
    goldTerms: 10,
    coveredTerms: 7,
    missedTerms: [],
    cards: 10,
    cardsAboutTerms: 7,
    cardsAgreeing: 5,
    questions: 10,
    defectiveCards,
    defectiveQuestions,
    duplicateOptionQuestions: 0,
    citationFailures: [],
    findings: [],
    disagreeing: [],
  });

  it('meets the target at 5 % of cards and questions together, and says by how much it misses above', () => {
    expect(defectLine('Pasted plain text, tuned books', [run(0, 1), run(1, 0)])).toBe('- Defective cards and questions, Pasted plain text, tuned books: 5.0 % (target ≤ 5.0 %): **met**.');
    expect(defectLine('Pasted plain text, held-out books', [run(2, 3)])).toBe('- Defective cards and questions, Pasted plain text, held-out books: 25.0 % (target ≤ 5.0 %): **missed by 20.0 points**.');
    expect(defectLine('all inputs, held-out books', [])).toBeNull();
  });
});
