import { API_ENDPOINTS, type Book, type FlashcardsReply, type QuizReply } from '@studyforge/contracts';
import { apiCall } from '@/lib/api-client';
import { bookStudySubject } from '../book-links';
import { BOOK_STUDY_COUNT, type BookStudyKind } from '../components/book-card';

export type BookStudyResult = { kind: 'flashcards'; reply: FlashcardsReply } | { kind: 'quiz'; reply: QuizReply };

/** POST /api/generate-enhanced-flashcards or -quiz about `<title> by <authors>` (spec §7: 5 items). */
export async function generateBookStudy(
  book: Pick<Book, 'title' | 'authors' | 'subject' | 'description'>,
  kind: BookStudyKind,
): Promise<BookStudyResult> {
  // The book's subject and description steer the material to the right courses.
  const about = { subject: bookStudySubject(book), major: book.subject ?? undefined, description: book.description?.slice(0, 5000) ?? undefined };
  if (kind === 'flashcards') {
    const reply = await apiCall(API_ENDPOINTS.generateSubjectFlashcards, { body: { ...about, count: BOOK_STUDY_COUNT } });
    return { kind, reply };
  }
  const reply = await apiCall(API_ENDPOINTS.generateSubjectQuiz, { body: { ...about, questionCount: BOOK_STUDY_COUNT } });
  return { kind, reply };
}
