import { coursesOf, DEFAULT_TRIVIA_COUNT, MAJOR_NAMES, TRIVIA_COUNTS, TRIVIA_CREDITS_PER_QUESTION, triviaMessages } from '@studyforge/contracts';

/** Spec §2, §4: questions about a course of a major, or about a book and/or a subject. */
export type TriviaMode = 'structured' | 'books';

/** The book picked in book mode (what the trivia call needs of it). */
export interface TriviaBook {
  id: string;
  title: string;
  authors: readonly string[];
  description: string | null;
  subject: string | null;
}

export interface TriviaSelection {
  mode: TriviaMode;
  major: string | null;
  course: string | null;
  subject: string | null;
  book: TriviaBook | null;
  count: number;
}

/** A fresh selection: structured, 10 questions, the student's major already chosen when it is one of the 15. */
export function initialSelection(major?: string | null): TriviaSelection {
  const known = MAJOR_NAMES.find((name) => name === major?.trim()) ?? null;
  return { mode: 'structured', major: known, course: null, subject: null, book: null, count: DEFAULT_TRIVIA_COUNT };
}

/** Changing the mode clears the other mode's selection (spec §4). The count stays. */
export function chooseMode(selection: TriviaSelection, mode: TriviaMode): TriviaSelection {
  if (mode === selection.mode) return selection;
  return mode === 'structured'
    ? { ...selection, mode, subject: null, book: null }
    : { ...selection, mode, major: null, course: null };
}

/** Changing the major clears the course (spec §4). */
export function chooseMajor(selection: TriviaSelection, major: string): TriviaSelection {
  if (!MAJOR_NAMES.includes(major as (typeof MAJOR_NAMES)[number])) return selection;
  if (major === selection.major) return selection;
  return { ...selection, major, course: null };
}

/** Only a course of the chosen major can be chosen. */
export function chooseCourse(selection: TriviaSelection, course: string): TriviaSelection {
  if (!selection.major || !coursesOf(selection.major).includes(course)) return selection;
  return { ...selection, course };
}

/** A new subject shows other books: the chosen book stays only if it belongs to that subject. */
export function chooseSubject(selection: TriviaSelection, subject: string | null): TriviaSelection {
  const next = subject?.trim() || null;
  if (next === selection.subject) return selection;
  const book = selection.book && next && selection.book.subject === next ? selection.book : null;
  return { ...selection, subject: next, book };
}

/** Picks a book, or clears it with null. */
export function chooseBook(selection: TriviaSelection, book: TriviaBook | null): TriviaSelection {
  return { ...selection, book };
}

/** 5, 10, 15 or 20 (spec §5); anything else is ignored. */
export function chooseCount(selection: TriviaSelection, count: number): TriviaSelection {
  return (TRIVIA_COUNTS as readonly number[]).includes(count) ? { ...selection, count } : selection;
}

/**
 * What is missing before the summary (spec §5): structured needs a major and a course ('Complete your
 * selection'); book mode needs a subject or a book ('Select a subject or book'). Null when complete.
 */
export function selectionProblem(selection: TriviaSelection): string | null {
  if (selection.mode === 'structured') {
    return selection.major && selection.course ? null : triviaMessages.completeSelection;
  }
  return selection.subject || selection.book ? null : triviaMessages.selectSubjectOrBook;
}

/** Credits a session of this many questions costs: 3 each (spec §9). */
export function triviaCost(count: number): number {
  return TRIVIA_CREDITS_PER_QUESTION * count;
}

export type CreditCheck = { ok: true; needed: number } | { ok: false; needed: number; title: string; description: string };

/**
 * The check made before calling (spec §5): credits must be at least 3 × the count, else 'Insufficient
 * Credits: You need {n} credits to generate {count} questions. You have {x} credits.' An unknown
 * balance is left to the server, which makes the same check.
 */
export function checkTriviaCredits(balance: number | null, count: number): CreditCheck {
  const needed = triviaCost(count);
  if (balance === null || balance >= needed) return { ok: true, needed };
  const message = triviaMessages.insufficientCredits(needed, count, balance);
  const split = message.indexOf(': ');
  return { ok: false, needed, title: message.slice(0, split), description: message.slice(split + 2) };
}

export type TriviaStartRequest =
  | { path: '/api/generate-structured-trivia'; body: { major: string; course: string; questionCount: number } }
  | { path: '/api/generate-book-trivia'; body: { bookTitle: string; bookDescription: string; subject: string; questionCount: number } };

/** The call that starts the session for a complete selection (null when it is not complete). */
export function startRequestOf(selection: TriviaSelection): TriviaStartRequest | null {
  if (selectionProblem(selection)) return null;
  if (selection.mode === 'structured') {
    return {
      path: '/api/generate-structured-trivia',
      body: { major: selection.major!, course: selection.course!, questionCount: selection.count },
    };
  }
  return {
    path: '/api/generate-book-trivia',
    body: {
      bookTitle: selection.book?.title.slice(0, 500) ?? '',
      bookDescription: selection.book?.description?.slice(0, 5000) ?? '',
      subject: selection.subject ?? selection.book?.subject ?? '',
      questionCount: selection.count,
    },
  };
}

/** What the mode is called on screen. */
export const MODE_NAMES: Record<TriviaMode, string> = { structured: 'Major & course', books: 'Books' };

/** The rows of the 'Ready to Start' summary (the mode is shown beside its title). */
export function summaryRows(selection: TriviaSelection): Array<{ label: string; value: string }> {
  const rows =
    selection.mode === 'structured'
      ? [
          { label: 'Major', value: selection.major ?? '—' },
          { label: 'Course', value: selection.course ?? '—' },
        ]
      : [
          { label: 'Subject', value: selection.subject ?? 'Any' },
          { label: 'Book', value: selection.book?.title ?? 'Any book' },
        ];
  rows.push({ label: 'Questions', value: String(selection.count) });
  rows.push({ label: 'Cost', value: `${triviaCost(selection.count)} credits` });
  return rows;
}
