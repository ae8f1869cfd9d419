/**
 * Which navigation entry is active for a path (spec §2, Navigation). Pure functions so the
 * rules are unit-tested without a browser.
 */

/** The AI tool routes; being on any of them highlights "All Features" / "AI Tools". */
export const AI_TOOL_SEGMENTS = [
  'notes-ai',
  'flashcards-ai',
  'quizzes-ai',
  'study-visuals',
  'essay-grader',
  'tutor-me',
  'audio-recap',
  'study-calendar',
] as const;

export type NavKey = 'dashboard' | 'books' | 'trivia' | 'all-features' | 'profile';

/** Drops a trailing slash (but keeps the root) so `/books/` and `/books` behave the same. */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

function isPathOrChild(pathname: string, base: string): boolean {
  const path = normalizePath(pathname);
  return path === base || path.startsWith(`${base}/`);
}

/** Dashboard: `/` and `/dashboard`. */
export function isDashboardActive(pathname: string): boolean {
  const path = normalizePath(pathname);
  return path === '/' || path === '/dashboard';
}

export function isBooksActive(pathname: string): boolean {
  return isPathOrChild(pathname, '/books');
}

export function isTriviaActive(pathname: string): boolean {
  return isPathOrChild(pathname, '/trivia');
}

/** All Features / AI Tools: `/all-features`, and any path containing one of the AI tool names. */
export function isAllFeaturesActive(pathname: string): boolean {
  const path = normalizePath(pathname);
  if (isPathOrChild(path, '/all-features')) return true;
  return AI_TOOL_SEGMENTS.some((segment) => path.includes(segment));
}

/** Profile: `/profile` and any path starting with `/profile`. */
export function isProfileActive(pathname: string): boolean {
  return normalizePath(pathname).startsWith('/profile');
}

const rules: Record<NavKey, (pathname: string) => boolean> = {
  dashboard: isDashboardActive,
  books: isBooksActive,
  trivia: isTriviaActive,
  'all-features': isAllFeaturesActive,
  profile: isProfileActive,
};

export function isNavActive(key: NavKey, pathname: string): boolean {
  return rules[key](pathname);
}
