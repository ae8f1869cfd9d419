import type { Book } from '@studyforge/contracts';
import { RadioCard, RadioGroup } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { useBookList } from '../api/books-api';
import { authorsLabel } from '../book-links';
import { triviaBooksLookup } from '../book-queries';
import { BookCover } from './book-cover';
import { NO_BOOKS_TEXT } from './book-grid';

export interface BookChoiceListProps {
  /** Eight books of this subject, or eight random ones without it. */
  subject: string | null;
  /** The id of the chosen book, if any. */
  value: string | null;
  onChoose: (book: Book) => void;
  /** The id of the element that names the list. */
  labelledBy: string;
  /** Whether a book is already chosen (then an empty list says nothing). */
  hasChoice: boolean;
  /** What to say when the books could not be loaded. */
  failedText: string;
  disabled?: boolean;
}

/** A few books to pick one from, each with its cover, title and authors. */
export function BookChoiceList({ subject, value, onChoose, labelledBy, hasChoice, failedText, disabled }: BookChoiceListProps) {
  const list = useBookList(triviaBooksLookup(subject));

  if (list.isLoading) {
    return (
      <div className="grid gap-2 sm:grid-cols-2" aria-busy="true" aria-label="Loading books">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="flex items-center gap-3 rounded-xl border p-2.5" aria-hidden>
            <Skeleton className="aspect-[2/3] w-11 rounded-sm" />
            <div className="grid flex-1 gap-1.5">
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (list.books.length === 0 && !hasChoice) {
    return <p className="rounded-xl border border-dashed px-4 py-3 text-sm text-muted-foreground">{list.failed ? failedText : NO_BOOKS_TEXT}</p>;
  }

  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={value ?? ''}
      onValueChange={(id) => {
        const book = list.books.find((entry) => entry.id === id);
        if (book) onChoose(book);
      }}
      disabled={disabled}
      className="grid gap-2 sm:grid-cols-2"
    >
      {list.books.map((book) => (
        <RadioCard key={book.id} value={book.id} aria-label={book.title} className="flex items-center gap-3 p-2.5">
          <BookCover book={book} size="xs" />
          <span className="grid min-w-0 gap-0.5">
            <span className="line-clamp-2 leading-snug font-semibold">{book.title}</span>
            <span className="truncate text-xs font-normal text-muted-foreground">{authorsLabel(book.authors)}</span>
          </span>
        </RadioCard>
      ))}
    </RadioGroup>
  );
}
