import { describe, expect, it } from 'vitest';
import {
  resultsSummary,
  authorsLabel,
  bookStudySubject,
  cardCategories,
  coverHue,
  editionLine,
  ratingView,
  retailerLinks,
  safeExternalUrl,
} from './book-links';

const book = {
  title: 'Introduction to Algorithms',
  authors: ['Thomas H. Cormen', 'Charles E. Leiserson'],
  previewLink: 'https://openlibrary.org/search?q=Introduction+to+Algorithms',
};

describe('where to buy', () => {
  it('lists the online retailer (title and author, affiliate tag, Best Deal), then the bookstore by title, then the preview', () => {
    const links = retailerLinks(book, 'studyforge-20');
    expect(links.map((link) => link.retailer)).toEqual(['amazon', 'bookshop', 'preview']);
    expect(links.map((link) => link.bestDeal)).toEqual([true, false, false]);

    const amazon = new URL(links[0].href);
    expect(`${amazon.origin}${amazon.pathname}`).toBe('https://www.amazon.com/s');
    expect(amazon.searchParams.get('k')).toBe('Introduction to Algorithms Thomas H. Cormen');
    expect(amazon.searchParams.get('tag')).toBe('studyforge-20');

    const bookshop = new URL(links[1].href);
    expect(`${bookshop.origin}${bookshop.pathname}`).toBe('https://bookshop.org/search');
    expect(bookshop.searchParams.get('keywords')).toBe('Introduction to Algorithms');
    expect([...bookshop.searchParams.keys()]).toEqual(['keywords']);

    expect(links[2].href).toBe(book.previewLink);
    expect(links[2].note).toBe('openlibrary.org');
  });

  it('encodes titles safely and searches by title alone when no author is known', () => {
    const [amazon, bookshop] = retailerLinks({ title: 'Cats & Dogs: A #1 "Guide"?', authors: [' '], previewLink: null }, 'tag&x=1');
    expect(new URL(amazon.href).searchParams.get('k')).toBe('Cats & Dogs: A #1 "Guide"?');
    expect(new URL(amazon.href).searchParams.get('tag')).toBe('tag&x=1');
    expect(new URL(amazon.href).searchParams.has('x')).toBe(false);
    expect(new URL(bookshop.href).searchParams.get('keywords')).toBe('Cats & Dogs: A #1 "Guide"?');
  });

  it('leaves out the tag when none is configured and the preview when the book has none', () => {
    const links = retailerLinks({ ...book, previewLink: null }, '  ');
    expect(links).toHaveLength(2);
    expect(new URL(links[0].href).searchParams.has('tag')).toBe(false);
  });

  it('never links to a non-web preview', () => {
    expect(retailerLinks({ ...book, previewLink: 'javascript:alert(1)' }, 't')).toHaveLength(2);
    expect(retailerLinks({ ...book, previewLink: 'not a url' }, 't')).toHaveLength(2);
    expect(safeExternalUrl('data:text/html,hi')).toBeNull();
    expect(safeExternalUrl('http://books.google.com/books?id=1')).toBe('http://books.google.com/books?id=1');
  });
});

describe('card details', () => {
  it('names the authors, or Unknown Author', () => {
    expect(authorsLabel(['Ada Lovelace', ' Charles Babbage '])).toBe('Ada Lovelace, Charles Babbage');
    expect(authorsLabel([])).toBe('Unknown Author');
    expect(authorsLabel(['', '  '])).toBe('Unknown Author');
  });

  it('shows a rating only when the source has one, with the count only when known', () => {
    expect(ratingView({ averageRating: null, ratingsCount: null })).toBeNull();
    expect(ratingView({ averageRating: null, ratingsCount: 40 })).toBeNull();
    expect(ratingView({ averageRating: 4.26, ratingsCount: null })).toEqual({ value: '4.3', stars: 4.5, count: null, label: 'Rated 4.3 out of 5' });
    expect(ratingView({ averageRating: 4, ratingsCount: 1234 })?.count).toBe('(1,234 ratings)');
    expect(ratingView({ averageRating: 5, ratingsCount: 1 })?.count).toBe('(1 rating)');
    expect(ratingView({ averageRating: 3.5, ratingsCount: 0 })?.count).toBeNull();
  });

  it('keeps at most two distinct, non-blank categories', () => {
    expect(cardCategories(['Algorithms', 'algorithms', ' ', 'Textbook', 'Classic'])).toEqual(['Algorithms', 'Textbook']);
    expect(cardCategories([])).toEqual([]);
  });

  it('asks the generators about "<title> by <authors>"', () => {
    expect(bookStudySubject(book)).toBe('Introduction to Algorithms by Thomas H. Cormen, Charles E. Leiserson');
    expect(bookStudySubject({ title: ' Walden ', authors: [] })).toBe('Walden');
    expect(bookStudySubject({ title: 'T'.repeat(400), authors: ['A'] }).length).toBeLessThanOrEqual(300);
  });

  it('describes the edition from what is known', () => {
    expect(editionLine({ publisher: 'MIT Press', publishedYear: 2009, pageCount: 1312 })).toBe('MIT Press · 2009 · 1,312 pages');
    expect(editionLine({ publisher: null, publishedYear: null, pageCount: null })).toBe('');
  });

  it('gives every title the same cover colour each time', () => {
    expect(coverHue('Walden')).toBe(coverHue('Walden'));
    expect(coverHue('Walden')).toBeGreaterThanOrEqual(0);
    expect(coverHue('Walden')).toBeLessThan(360);
  });
});

describe('resultsSummary', () => {
  it('says how many books a search found, for what and in which subject', () => {
    expect(resultsSummary(1, 'cells', 'Biology')).toBe('1 book for “cells” in Biology');
    expect(resultsSummary(12, null, 'History')).toBe('12 books in History');
    expect(resultsSummary(0, 'zzz', null)).toBe('0 books for “zzz”');
  });
});
