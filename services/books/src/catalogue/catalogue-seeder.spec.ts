import { describe, expect, it } from 'vitest';
import type { CatalogueBook } from './catalogue-book.js';
import { prepareCatalogue } from './catalogue-seeder.js';
import { TEST_CATALOGUE } from './test-catalogue.fixture.js';

describe('catalogue preparation', () => {
  it('keeps valid books as they are', () => {
    const { books, problems } = prepareCatalogue(TEST_CATALOGUE);
    expect(problems).toEqual([]);
    expect(books).toEqual(TEST_CATALOGUE);
  });

  it('drops an entry that breaks the shape, naming the problem', () => {
    const broken = [
      { ...TEST_CATALOGUE[0]!, subjects: ['Astrology'] },
      { ...TEST_CATALOGUE[1]!, pageCount: 0 },
      { ...TEST_CATALOGUE[2]!, authors: [] },
      { ...TEST_CATALOGUE[3]!, categories: ['a', 'b', 'c', 'd'] },
      TEST_CATALOGUE[4]!,
    ] as CatalogueBook[];
    const { books, problems } = prepareCatalogue(broken);
    expect(books).toEqual([TEST_CATALOGUE[4]]);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toContain('Introduction to Algorithms');
    expect(problems[0]).toContain('subjects');
  });

  it("keeps the first of two entries with the same title (any case) and first author, adding the second one's majors", () => {
    const again = { ...TEST_CATALOGUE[0]!, title: 'INTRODUCTION TO ALGORITHMS', pageCount: 1000, subjects: ['Engineering', 'Mathematics'] } as CatalogueBook;
    const { books, problems } = prepareCatalogue([TEST_CATALOGUE[0]!, again]);
    expect(books).toEqual([{ ...TEST_CATALOGUE[0], subjects: ['Computer Science', 'Mathematics', 'Engineering'] }]);
    expect(problems).toEqual(['#1 "INTRODUCTION TO ALGORITHMS": listed twice (same title and first author); kept the first entry and added Engineering to its subjects']);
    expect(TEST_CATALOGUE[0]!.subjects).toEqual(['Computer Science', 'Mathematics']);
  });
});
