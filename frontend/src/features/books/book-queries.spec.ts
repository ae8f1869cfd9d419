import { API_ENDPOINTS, endpointUrl } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { libraryLookup, lookupQuery, recommendationsLookup, triviaBooksLookup } from './book-queries';

describe('book lookups', () => {
  it('library: 20 random books to browse, or a search by text and/or subject', () => {
    expect(libraryLookup(null, null)).toEqual({ kind: 'random', subject: null, maxResults: 20 });
    expect(libraryLookup('  ', '')).toEqual({ kind: 'random', subject: null, maxResults: 20 });
    expect(libraryLookup(' graphs ', null)).toEqual({ kind: 'search', q: 'graphs', subject: null, maxResults: 20 });
    expect(libraryLookup(null, 'Biology')).toEqual({ kind: 'search', q: null, subject: 'Biology', maxResults: 20 });
    expect(libraryLookup('cells', 'Biology')).toEqual({ kind: 'search', q: 'cells', subject: 'Biology', maxResults: 20 });
  });

  it("recommendations: 12 about the student's major, else Computer Science; a search shows 20", () => {
    expect(recommendationsLookup(null, null, 'Nursing')).toEqual({ kind: 'search', q: null, subject: 'Nursing', maxResults: 12 });
    expect(recommendationsLookup(null, null, null)).toEqual({ kind: 'search', q: null, subject: 'Computer Science', maxResults: 12 });
    expect(recommendationsLookup(null, null, '  ')).toEqual({ kind: 'search', q: null, subject: 'Computer Science', maxResults: 12 });
    expect(recommendationsLookup(null, null, 'physics')).toEqual({ kind: 'search', q: null, subject: 'Physics', maxResults: 12 });
    expect(recommendationsLookup(null, null, 'Art History')).toEqual({ kind: 'search', q: 'Art History', subject: null, maxResults: 12 });
    expect(recommendationsLookup('habits', null, 'Nursing')).toEqual({ kind: 'search', q: 'habits', subject: null, maxResults: 20 });
    expect(recommendationsLookup(null, 'Law', 'Nursing')).toEqual({ kind: 'search', q: null, subject: 'Law', maxResults: 20 });
  });

  it('trivia: 8 books of the subject, or 8 random ones', () => {
    expect(triviaBooksLookup('History')).toEqual({ kind: 'search', q: null, subject: 'History', maxResults: 8 });
    expect(triviaBooksLookup(null)).toEqual({ kind: 'random', subject: null, maxResults: 8 });
  });

  it('builds the URL of the configured source', () => {
    const search = lookupQuery({ kind: 'search', q: 'a&b', subject: 'Computer Science', maxResults: 20 });
    expect(endpointUrl(API_ENDPOINTS.searchBooks, { params: { source: 'catalogue' }, query: search })).toBe(
      '/api/catalogue/search?q=a%26b&subject=Computer+Science&maxResults=20',
    );
    const random = lookupQuery({ kind: 'random', subject: null, maxResults: 8 });
    expect(random).toEqual({ maxResults: 8 });
    expect(endpointUrl(API_ENDPOINTS.randomBooks, { params: { source: 'open-library' }, query: random })).toBe('/api/open-library/random?maxResults=8');
  });
});
