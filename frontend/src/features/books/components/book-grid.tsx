import type { Book } from '@studyforge/contracts';
import { RotateCcw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/study/empty-state';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { BookList } from '../api/books-api';
import { BookCard, BookCardSkeleton, type BookStudyKind } from './book-card';

/** Spec §8: what an empty book list says. */
export const NO_BOOKS_TEXT = 'No books found. Try adjusting your search criteria.';

interface BookGridProps {
  list: BookList;
  affiliateTag: string;
  /** Accessible name of the results list. */
  label: string;
  onStudy?: (book: Book, kind: BookStudyKind) => void;
  /** The book being studied and how, while a generation runs. */
  studying?: { bookId: string; kind: BookStudyKind } | null;
  /** How many placeholders to show while loading. */
  skeletons?: number;
  /** Shown under the empty text (e.g. a button that clears the filters). */
  emptyAction?: ReactNode;
  className?: string;
}

/** Book results in a responsive grid (1 to 4 columns, spec §2), with skeletons and the empty state. */
export function BookGrid({ list, affiliateTag, label, onStudy, studying = null, skeletons = 8, emptyAction, className }: BookGridProps) {
  const gridClass = cn('grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4', className);

  if (list.isLoading) {
    return (
      <div className={gridClass} aria-busy="true" aria-label={`${label}: loading`} role="status">
        {Array.from({ length: skeletons }, (_, index) => (
          <BookCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (list.books.length === 0) {
    return (
      <div data-testid="books-empty" role="status">
      <EmptyState icon={SearchX} title={NO_BOOKS_TEXT} className="min-h-64 bg-card/50">
        <div className="grid justify-items-center gap-3">
          {list.failed ? <p>The book catalogue did not answer just now.</p> : <p>Try other words, or pick a different subject.</p>}
          <div className="flex flex-wrap justify-center gap-2">
            {list.failed ? (
              <Button variant="outline" size="sm" onClick={list.retry}>
                <RotateCcw aria-hidden />
                Try again
              </Button>
            ) : null}
            {emptyAction}
          </div>
        </div>
      </EmptyState>
      </div>
    );
  }

  return (
    <ul
      className={cn(gridClass, list.isRefreshing && 'opacity-60 transition-opacity')}
      aria-label={label}
      aria-busy={list.isRefreshing || undefined}
      data-testid="book-results"
    >
      {list.books.map((book) => (
        <li key={book.id} className="grid">
          <BookCard
            book={book}
            affiliateTag={affiliateTag}
            onStudy={onStudy}
            studying={studying?.bookId === book.id ? studying.kind : null}
            studyDisabled={studying !== null}
          />
        </li>
      ))}
    </ul>
  );
}
