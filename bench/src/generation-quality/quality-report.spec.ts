import { describe, expect, it } from 'vitest';
import { CORPUS_BOOKS, HELD_OUT_SLUGS, type CorpusBook } from './corpus-manifest.js';
import { formerlyHeldOut } from './quality-report.js';

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

describe('corpus manifest', () => {
  it('holds out only books never tuned on: none of them was held out before', () => {
    expect([...HELD_OUT_SLUGS].sort()).toEqual(['astronomy-2e', 'introduction-sociology-3e']);
    expect(CORPUS_BOOKS.filter((entry) => entry.heldOut && entry.heldOutUntil)).toEqual([]);
  });
});
