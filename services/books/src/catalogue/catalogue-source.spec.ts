import { bookSchema, MAJOR_NAMES } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { bookOf, CatalogueSource } from './catalogue-source.js';
import type { CatalogueRepository, CatalogueRow } from './catalogue.repository.js';

const row: CatalogueRow = {
  id: '0b9a4f5e-7a43-4c39-9d1c-0f3b0f7c2d11',
  title: 'The Emperor of All Maladies',
  authors: ['Siddhartha Mukherjee'],
  publisher: 'Scribner',
  publishedYear: 2010,
  pageCount: 571,
  subjects: ['Medicine', 'Biology'],
  categories: ['Oncology', 'History of Medicine', 'Biography', 'Extra'],
  description: 'A history of cancer.',
};

describe('catalogue books', () => {
  it('are facts only: no cover, no invented rating, a search link as preview', () => {
    const book = bookOf(row);
    expect(book).toEqual({
      id: row.id,
      title: 'The Emperor of All Maladies',
      authors: ['Siddhartha Mukherjee'],
      subject: 'Medicine',
      description: 'A history of cancer.',
      thumbnail: null,
      pageCount: 571,
      publisher: 'Scribner',
      publishedYear: 2010,
      averageRating: null,
      ratingsCount: null,
      categories: ['Oncology', 'History of Medicine', 'Biography'],
      previewLink: 'https://openlibrary.org/search?q=The+Emperor+of+All+Maladies+Siddhartha+Mukherjee',
      source: 'catalogue',
    });
    expect(bookSchema.safeParse(book).success).toBe(true);
  });

  it('name the subject asked for when the book has it', () => {
    expect(bookOf(row, 'Biology').subject).toBe('Biology');
    expect(bookOf(row, 'Law').subject).toBe('Medicine');
  });

  it('list as subjects the majors that have books, in the order of the majors', async () => {
    const repository = { subjects: async () => ['Physics', 'Computer Science', 'Not a major'] } as unknown as CatalogueRepository;
    expect(await new CatalogueSource(repository).subjects()).toEqual(['Computer Science', 'Physics']);
    expect(MAJOR_NAMES.indexOf('Computer Science')).toBeLessThan(MAJOR_NAMES.indexOf('Physics'));
  });

  it('search by text with full-text search, by subject alone as a list, with the subject named canonically', async () => {
    const calls: unknown[][] = [];
    const repository = {
      search: async (...args: unknown[]) => (calls.push(['search', ...args]), [row]),
      list: async (...args: unknown[]) => (calls.push(['list', ...args]), [row]),
    } as unknown as CatalogueRepository;
    const catalogue = new CatalogueSource(repository);
    await catalogue.search({ q: ' cancer ', subject: 'biology', maxResults: 12 });
    await catalogue.search({ subject: 'Medicine', maxResults: 8 });
    await catalogue.search({ maxResults: 20 });
    expect(calls).toEqual([
      ['search', 'cancer', 'Biology', 12],
      ['list', 'Medicine', 8],
      ['list', null, 20],
    ]);
  });
});
