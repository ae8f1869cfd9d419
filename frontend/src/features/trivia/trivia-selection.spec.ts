import { describe, expect, it } from 'vitest';
import {
  checkTriviaCredits,
  chooseBook,
  chooseCount,
  chooseCourse,
  chooseMajor,
  chooseMode,
  chooseSubject,
  initialSelection,
  selectionProblem,
  startRequestOf,
  summaryRows,
  triviaCost,
  type TriviaBook,
} from './trivia-selection';

const algorithms: TriviaBook = {
  id: 'b1',
  title: 'Introduction to Algorithms',
  authors: ['Thomas H. Cormen'],
  description: 'Sorting, graphs and dynamic programming.',
  subject: 'Computer Science',
};

describe('trivia selection', () => {
  it('starts structured with 10 questions, with the major prefilled only when it is one of the 15', () => {
    expect(initialSelection()).toEqual({ mode: 'structured', major: null, course: null, subject: null, book: null, count: 10 });
    expect(initialSelection('Nursing').major).toBe('Nursing');
    expect(initialSelection('Underwater Basket Weaving').major).toBeNull();
  });

  it('offers only the courses of the chosen major, and changing the major clears the course', () => {
    let selection = chooseMajor(initialSelection(), 'Computer Science');
    expect(chooseCourse(selection, 'Financial Accounting').course).toBeNull();
    selection = chooseCourse(selection, 'Data Structures');
    expect(selection.course).toBe('Data Structures');
    expect(chooseMajor(selection, 'Computer Science').course).toBe('Data Structures');
    expect(chooseMajor(selection, 'Business')).toMatchObject({ major: 'Business', course: null });
    expect(chooseMajor(selection, 'Astrology')).toBe(selection);
    expect(chooseCourse(initialSelection(), 'Data Structures').course).toBeNull();
  });

  it("changing the mode clears the other mode's selection and keeps the count", () => {
    const structured = chooseCount(chooseCourse(chooseMajor(initialSelection(), 'Biology'), 'Genetics'), 15);
    const books = chooseMode(structured, 'books');
    expect(books).toMatchObject({ mode: 'books', major: null, course: null, count: 15 });
    const withBook = chooseBook(chooseSubject(books, 'Computer Science'), algorithms);
    const back = chooseMode(withBook, 'structured');
    expect(back).toMatchObject({ mode: 'structured', subject: null, book: null, count: 15 });
    expect(chooseMode(back, 'structured')).toBe(back);
  });

  it('keeps the chosen book only while its subject stays chosen', () => {
    const books = chooseMode(initialSelection(), 'books');
    const picked = chooseBook(chooseSubject(books, 'Computer Science'), algorithms);
    expect(chooseSubject(picked, 'Computer Science').book).toBe(algorithms);
    expect(chooseSubject(picked, 'History').book).toBeNull();
    expect(chooseSubject(picked, null).book).toBeNull();
    expect(chooseBook(picked, null).book).toBeNull();
  });

  it('takes only 5, 10, 15 or 20 questions', () => {
    expect(chooseCount(initialSelection(), 20).count).toBe(20);
    expect(chooseCount(initialSelection(), 25).count).toBe(10);
    expect(chooseCount(initialSelection(), 0).count).toBe(10);
  });

  it("says what is missing: 'Complete your selection' or 'Select a subject or book'", () => {
    const structured = initialSelection();
    expect(selectionProblem(structured)).toBe('Complete your selection');
    expect(selectionProblem(chooseMajor(structured, 'Law'))).toBe('Complete your selection');
    expect(selectionProblem(chooseCourse(chooseMajor(structured, 'Law'), 'Torts'))).toBeNull();

    const books = chooseMode(structured, 'books');
    expect(selectionProblem(books)).toBe('Select a subject or book');
    expect(selectionProblem(chooseSubject(books, 'History'))).toBeNull();
    expect(selectionProblem(chooseBook(books, algorithms))).toBeNull();
  });

  it('builds the start call of each mode', () => {
    expect(startRequestOf(initialSelection())).toBeNull();
    const structured = chooseCount(chooseCourse(chooseMajor(initialSelection(), 'Computer Science'), 'Data Structures'), 5);
    expect(startRequestOf(structured)).toEqual({
      path: '/api/generate-structured-trivia',
      body: { major: 'Computer Science', course: 'Data Structures', questionCount: 5 },
    });
    const books = chooseMode(structured, 'books');
    expect(startRequestOf(chooseSubject(books, 'History'))).toEqual({
      path: '/api/generate-book-trivia',
      body: { bookTitle: '', bookDescription: '', subject: 'History', questionCount: 5 },
    });
    expect(startRequestOf(chooseBook(books, algorithms))).toEqual({
      path: '/api/generate-book-trivia',
      body: { bookTitle: 'Introduction to Algorithms', bookDescription: 'Sorting, graphs and dynamic programming.', subject: 'Computer Science', questionCount: 5 },
    });
  });

  it('summarises the choice for Ready to Start', () => {
    const structured = chooseCourse(chooseMajor(initialSelection(), 'Computer Science'), 'Data Structures');
    expect(summaryRows(structured)).toEqual([
      { label: 'Major', value: 'Computer Science' },
      { label: 'Course', value: 'Data Structures' },
      { label: 'Questions', value: '10' },
      { label: 'Cost', value: '30 credits' },
    ]);
    expect(summaryRows(chooseSubject(chooseMode(structured, 'books'), 'History')).slice(0, 2)).toEqual([
      { label: 'Subject', value: 'History' },
      { label: 'Book', value: 'Any book' },
    ]);
  });
});

describe('trivia credit check', () => {
  it('costs 3 credits per question', () => {
    expect([5, 10, 15, 20].map(triviaCost)).toEqual([15, 30, 45, 60]);
  });

  it('needs at least 3 × the count, with the spec message split into toast title and text', () => {
    expect(checkTriviaCredits(50, 15)).toEqual({ ok: true, needed: 45 });
    expect(checkTriviaCredits(60, 20)).toEqual({ ok: true, needed: 60 });
    expect(checkTriviaCredits(50, 20)).toEqual({
      ok: false,
      needed: 60,
      title: 'Insufficient Credits',
      description: 'You need 60 credits to generate 20 questions. You have 50 credits.',
    });
    expect(checkTriviaCredits(0, 5)).toMatchObject({ ok: false, description: 'You need 15 credits to generate 5 questions. You have 0 credits.' });
  });

  it('leaves an unknown balance to the server', () => {
    expect(checkTriviaCredits(null, 20)).toEqual({ ok: true, needed: 60 });
  });
});
