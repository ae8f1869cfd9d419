import { bookLimits, MAJOR_NAMES } from '@studyforge/contracts';

/** What a book list asks the books API for: a text search and/or a subject, or random books. */
export type BookLookup =
  | { kind: 'search'; q: string | null; subject: string | null; maxResults: number }
  | { kind: 'random'; subject: string | null; maxResults: number };

/** The recommendation subject when the student has not named a major (spec §9). */
export const DEFAULT_RECOMMENDATION_SUBJECT = 'Computer Science';

function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed ? trimmed.slice(0, 200) : null;
}

/**
 * The Educational Library (spec §7): a search by text and/or subject (20 results); with neither, a
 * random shelf of 20 to browse.
 */
export function libraryLookup(q: string | null, subject: string | null): BookLookup {
  const text = clean(q);
  const topic = clean(subject);
  if (!text && !topic) return { kind: 'random', subject: null, maxResults: bookLimits.libraryResults };
  return { kind: 'search', q: text, subject: topic, maxResults: bookLimits.libraryResults };
}

/** The subject the recommendations are about: the student's major, else Computer Science. */
export function recommendationSubject(major: string | null | undefined): string {
  return clean(major) ?? DEFAULT_RECOMMENDATION_SUBJECT;
}

/**
 * Book Recommendations (spec §7, §9): with no search, 12 books about the student's major (as a subject
 * when it is one of the catalogue's majors, as search text otherwise); a search by text and/or subject
 * shows 20.
 */
export function recommendationsLookup(q: string | null, subject: string | null, major: string | null | undefined): BookLookup {
  const text = clean(q);
  const topic = clean(subject);
  if (text || topic) return { kind: 'search', q: text, subject: topic, maxResults: bookLimits.defaultResults };
  const wanted = recommendationSubject(major);
  const known = (MAJOR_NAMES as readonly string[]).find((name) => name.toLowerCase() === wanted.toLowerCase());
  return known
    ? { kind: 'search', q: null, subject: known, maxResults: bookLimits.recommendations }
    : { kind: 'search', q: wanted, subject: null, maxResults: bookLimits.recommendations };
}

/** The books shown in trivia's book mode: 8 of the chosen subject, or 8 random ones (spec §7). */
export function triviaBooksLookup(subject: string | null): BookLookup {
  const topic = clean(subject);
  return topic
    ? { kind: 'search', q: null, subject: topic, maxResults: bookLimits.triviaResults }
    : { kind: 'random', subject: null, maxResults: bookLimits.triviaResults };
}

/** The query of a lookup: the search text (searches only), the subject and how many books. */
export function lookupQuery(lookup: BookLookup): { q?: string; subject?: string; maxResults: number } {
  return {
    ...(lookup.kind === 'search' && lookup.q ? { q: lookup.q } : {}),
    ...(lookup.subject ? { subject: lookup.subject } : {}),
    maxResults: lookup.maxResults,
  };
}
