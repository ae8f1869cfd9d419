import { describe, expect, it } from 'vitest';
import {
  AI_TOOL_SEGMENTS,
  isAllFeaturesActive,
  isBooksActive,
  isDashboardActive,
  isNavActive,
  isProfileActive,
  isTriviaActive,
  normalizePath,
} from './active-rules';

describe('navigation active rules', () => {
  it('Dashboard is active on / and /dashboard only', () => {
    expect(isDashboardActive('/')).toBe(true);
    expect(isDashboardActive('/dashboard')).toBe(true);
    expect(isDashboardActive('/dashboard/')).toBe(true);
    expect(isDashboardActive('/books')).toBe(false);
    expect(isDashboardActive('/all-features')).toBe(false);
    expect(isDashboardActive('/dashboards')).toBe(false);
  });

  it('Books and Trivia are active on their own paths', () => {
    expect(isBooksActive('/books')).toBe(true);
    expect(isBooksActive('/books/')).toBe(true);
    expect(isBooksActive('/library')).toBe(false);
    expect(isBooksActive('/')).toBe(false);
    expect(isTriviaActive('/trivia')).toBe(true);
    expect(isTriviaActive('/trivia?mode=books')).toBe(true);
    expect(isTriviaActive('/dashboard')).toBe(false);
  });

  it('All Features is active on /all-features and on every AI tool path', () => {
    expect(isAllFeaturesActive('/all-features')).toBe(true);
    for (const segment of AI_TOOL_SEGMENTS) {
      expect(isAllFeaturesActive(`/${segment}`)).toBe(true);
    }
    expect(AI_TOOL_SEGMENTS).toHaveLength(8);
    expect(isAllFeaturesActive('/notes-ai/123')).toBe(true);
    expect(isAllFeaturesActive('/')).toBe(false);
    expect(isAllFeaturesActive('/dashboard')).toBe(false);
    expect(isAllFeaturesActive('/books')).toBe(false);
    expect(isAllFeaturesActive('/trivia')).toBe(false);
    expect(isAllFeaturesActive('/profile')).toBe(false);
  });

  it('Profile is active on /profile and anything starting with /profile', () => {
    expect(isProfileActive('/profile')).toBe(true);
    expect(isProfileActive('/profile/ada')).toBe(true);
    expect(isProfileActive('/settings')).toBe(false);
    expect(isProfileActive('/')).toBe(false);
  });

  it('exactly one entry is active for each main path', () => {
    const keys = ['dashboard', 'books', 'trivia', 'all-features', 'profile'] as const;
    const cases: Array<[string, (typeof keys)[number]]> = [
      ['/', 'dashboard'],
      ['/dashboard', 'dashboard'],
      ['/books', 'books'],
      ['/trivia', 'trivia'],
      ['/all-features', 'all-features'],
      ['/quizzes-ai', 'all-features'],
      ['/profile/grace', 'profile'],
    ];
    for (const [path, expected] of cases) {
      expect(keys.filter((key) => isNavActive(key, path))).toEqual([expected]);
    }
  });

  it('normalizes trailing slashes, query strings and hashes', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/books/')).toBe('/books');
    expect(normalizePath('/books?x=1#top')).toBe('/books');
    expect(normalizePath('')).toBe('/');
  });
});
