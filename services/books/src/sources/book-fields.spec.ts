import { describe, expect, it } from 'vitest';
import { canonicalSubject, httpsUrl, plainText, ratingOf, shuffled, slugOfSubject, yearOf } from './book-fields.js';

describe('book fields', () => {
  it('reads a year from full, partial and odd dates', () => {
    expect([yearOf('2009-07-31'), yearOf('2009-07'), yearOf('1988'), yearOf('circa 1900'), yearOf(undefined), yearOf(2011)]).toEqual([
      2009, 2009, 1988, null, null, 2011,
    ]);
  });

  it('keeps a rating only when it is real: an average in range with a count above zero', () => {
    expect(ratingOf(4.25, 10)).toEqual({ averageRating: 4.25, ratingsCount: 10 });
    expect(ratingOf(3.987654, undefined)).toEqual({ averageRating: 3.99, ratingsCount: null });
    expect(ratingOf(undefined, undefined)).toEqual({ averageRating: null, ratingsCount: null });
    expect(ratingOf(undefined, 12)).toEqual({ averageRating: null, ratingsCount: null });
    expect(ratingOf(5, 0)).toEqual({ averageRating: null, ratingsCount: null });
    expect(ratingOf(7, 3)).toEqual({ averageRating: null, ratingsCount: null });
  });

  it('turns links into https and drops what is not a web link', () => {
    expect(httpsUrl('http://books.google.com/a?b=1')).toBe('https://books.google.com/a?b=1');
    expect(httpsUrl('javascript:alert(1)')).toBeNull();
    expect(httpsUrl('not a url')).toBeNull();
  });

  it('strips HTML from descriptions', () => {
    expect(plainText('<p>One &amp; two<br/>three</p>')).toBe('One & two three');
    expect(plainText('   ')).toBeNull();
  });

  it('names subjects canonically and slugs them for Open Library', () => {
    expect(canonicalSubject('computer science')).toBe('Computer Science');
    expect(canonicalSubject('political-science')).toBe('Political Science');
    expect(canonicalSubject('Astrobiology')).toBe('Astrobiology');
    expect(slugOfSubject('Computer Science', '_')).toBe('computer_science');
    expect(slugOfSubject('Political Science', '-')).toBe('political-science');
  });

  it('shuffles into a permutation', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(shuffled(items).sort((a, b) => a - b)).toEqual(items);
  });
});
