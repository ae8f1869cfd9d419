import { useSignedInUser } from '@/features/auth/hooks/use-auth';
import { BookChoiceList } from '@/features/books/components/book-choice-list';
import { BookSubjectSelect } from '@/features/books/components/book-subject-select';
import { useCreditBalance } from '@/features/credits/hooks/use-credit-balance';
import type { TriviaBookCatalogue } from '@/features/trivia/components/book-steps';
import { TriviaPage } from '@/features/trivia/components/trivia-page';

const BOOK_CATALOGUE: TriviaBookCatalogue = { SubjectSelect: BookSubjectSelect, BookChoice: BookChoiceList };

/** /trivia: the challenge, with the balance (credits), the major (auth) and the book picker (books) it needs. */
export function TriviaRoute() {
  const user = useSignedInUser();
  const { balance } = useCreditBalance(user);
  return <TriviaPage balance={balance} major={user.major ?? null} bookCatalogue={BOOK_CATALOGUE} />;
}
