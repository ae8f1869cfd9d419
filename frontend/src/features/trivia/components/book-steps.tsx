import { TRIVIA_COUNTS, type Book } from '@studyforge/contracts';
import { X } from 'lucide-react';
import { useId } from 'react';
import { BookCover } from '@/components/books/book-cover';
import { authorsLabel } from '@/components/books/book-links';
import { triviaBooksLookup } from '@/components/books/book-queries';
import { useBookList, useBookSubjects } from '@/components/books/books-api';
import { CountPicker } from '@/components/study/count-picker';
import { Button } from '@/components/ui/button';
import { RadioCard, RadioGroup } from '@/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectSeparator, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import type { TriviaBook, TriviaSelection } from '../trivia-selection';
import { SelectionStep } from './selection-step';

const ANY_SUBJECT = '__any__';

interface BookStepsProps {
  selection: TriviaSelection;
  onSubject: (subject: string | null) => void;
  onBook: (book: TriviaBook | null) => void;
  onCount: (count: number) => void;
  disabled?: boolean;
}

function triviaBookOf(book: Book): TriviaBook {
  return { id: book.id, title: book.title, authors: book.authors, description: book.description, subject: book.subject };
}

/** A subject and/or one of eight books (of that subject, or random ones), then the count (spec §2, §7). */
export function BookSteps({ selection, onSubject, onBook, onCount, disabled }: BookStepsProps) {
  const subjectId = useId();
  const bookId = useId();
  const subjects = useBookSubjects();
  const list = useBookList(triviaBooksLookup(selection.subject));

  return (
    <div className="grid gap-6">
      <SelectionStep number={1} title="Subject" titleId={subjectId} hint="Optional if you pick a book">
        <Select
          value={selection.subject ?? ANY_SUBJECT}
          onValueChange={(value) => onSubject(value === ANY_SUBJECT ? null : value)}
          disabled={disabled}
        >
          <SelectTrigger aria-labelledby={subjectId} className="sm:max-w-sm" data-testid="trivia-subject-select">
            <SelectValue placeholder={subjects.isLoading ? 'Loading subjects...' : 'Any subject'} />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY_SUBJECT}>Any subject</SelectItem>
            {subjects.subjects.length > 0 ? <SelectSeparator /> : null}
            {subjects.subjects.map((name) => (
              <SelectItem key={name} value={name}>
                {name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </SelectionStep>

      <SelectionStep
        number={2}
        title="Book"
        titleId={bookId}
        hint={selection.subject ? `Optional · books in ${selection.subject}` : 'Optional · a few picks from the library'}
      >
        <div className="grid gap-2">
          {list.isLoading ? (
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
          ) : list.books.length === 0 && !selection.book ? (
            <p className="rounded-xl border border-dashed px-4 py-3 text-sm text-muted-foreground">
              {list.failed ? 'Books could not be loaded just now. You can still play with a subject.' : 'No books found. Try adjusting your search criteria.'}
            </p>
          ) : (
            <RadioGroup
              aria-labelledby={bookId}
              value={selection.book?.id ?? ''}
              onValueChange={(id) => {
                const book = list.books.find((entry) => entry.id === id);
                if (book) onBook(triviaBookOf(book));
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
          )}
          {selection.book ? (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-accent/60 px-3 py-2 text-sm">
              <span className="min-w-0">
                Chosen: <span className="font-semibold">{selection.book.title}</span>
              </span>
              <Button variant="ghost" size="sm" onClick={() => onBook(null)} disabled={disabled}>
                <X aria-hidden />
                Clear book
              </Button>
            </div>
          ) : null}
        </div>
      </SelectionStep>

      <SelectionStep number={3} title="Number of questions" hint="3 credits per question, charged once when you start">
        <CountPicker label="Number of questions" value={selection.count} options={TRIVIA_COUNTS} onChange={onCount} disabled={disabled} className="[&>span]:sr-only" />
      </SelectionStep>
    </div>
  );
}
