import { TRIVIA_COUNTS, type Book } from '@studyforge/contracts';
import { X } from 'lucide-react';
import { useId, type ComponentType } from 'react';
import { CountPicker } from '@/components/study/count-picker';
import { Button } from '@/components/ui/button';
import type { TriviaBook, TriviaSelection } from '../trivia-selection';
import { SelectionStep } from './selection-step';

/**
 * The book catalogue's widgets that book mode shows: the route hands them over from the books
 * feature, so trivia never reaches into it.
 */
export interface TriviaBookCatalogue {
  SubjectSelect: ComponentType<{
    value: string | null;
    onChange: (subject: string | null) => void;
    labelledBy: string;
    disabled?: boolean;
    className?: string;
    'data-testid'?: string;
  }>;
  BookChoice: ComponentType<{
    subject: string | null;
    value: string | null;
    onChoose: (book: Book) => void;
    labelledBy: string;
    hasChoice: boolean;
    failedText: string;
    disabled?: boolean;
  }>;
}

interface BookStepsProps {
  catalogue: TriviaBookCatalogue;
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
export function BookSteps({ catalogue: { SubjectSelect, BookChoice }, selection, onSubject, onBook, onCount, disabled }: BookStepsProps) {
  const subjectId = useId();
  const bookId = useId();

  return (
    <div className="grid gap-6">
      <SelectionStep number={1} title="Subject" titleId={subjectId} hint="Optional if you pick a book">
        <SubjectSelect
          value={selection.subject}
          onChange={onSubject}
          labelledBy={subjectId}
          disabled={disabled}
          className="sm:max-w-sm"
          data-testid="trivia-subject-select"
        />
      </SelectionStep>

      <SelectionStep
        number={2}
        title="Book"
        titleId={bookId}
        hint={selection.subject ? `Optional · books in ${selection.subject}` : 'Optional · a few picks from the library'}
      >
        <div className="grid gap-2">
          <BookChoice
            subject={selection.subject}
            value={selection.book?.id ?? null}
            onChoose={(book) => onBook(triviaBookOf(book))}
            labelledBy={bookId}
            hasChoice={selection.book !== null}
            failedText="Books could not be loaded just now. You can still play with a subject."
            disabled={disabled}
          />
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
