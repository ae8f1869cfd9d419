import { useSignedInUser } from '@/features/auth/hooks/use-auth';
import { BookRecommendationsPage } from '@/features/books/components/book-recommendations-page';

/** /books: Book Recommendations for the student's major (ARCHITECTURE §9). */
export function BooksRoute() {
  const user = useSignedInUser();
  return <BookRecommendationsPage major={user.major ?? null} />;
}
