import type { Book } from '@studyforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf } from '@/lib/api-client';
import { creditsUsed } from '@/lib/format';
import { BALANCE_QUERY_KEYS, refreshQueries, SAVED_MATERIAL_QUERY_KEYS } from '@/lib/refresh-queries';
import { generateBookStudy, type BookStudyResult } from '../api/generate-book-study';
import type { BookStudyKind } from '../components/book-card';
import { BookStudyDialog } from '../components/book-study-dialog';

interface StudyRequest {
  book: Book;
  kind: BookStudyKind;
  /** Changes per request, so a new result starts at card 1 / question 1. */
  key: number;
}

export interface BookStudy {
  /** Makes flashcards or a quiz about the book and shows them in a dialog. */
  start: (book: Book, kind: BookStudyKind) => void;
  /** The book and kind being generated, for the card's spinner. */
  studying: { bookId: string; kind: BookStudyKind } | null;
  /** Render this once on the page. */
  dialog: ReactNode;
}

/**
 * Studying a book from its card: the dialog opens at once with a placeholder, then shows the
 * flashcard viewer or the quiz player. A failure closes it with the toast 'Failed to generate
 * content' (spec §8). The balance and the saved lists are refreshed afterwards.
 */
export function useBookStudy(): BookStudy {
  const queryClient = useQueryClient();
  const [request, setRequest] = useState<StudyRequest | null>(null);
  const [open, setOpen] = useState(false);

  const mutation = useMutation<BookStudyResult, Error, StudyRequest>({
    mutationFn: ({ book, kind }) => generateBookStudy(book, kind),
    onSettled: () => refreshQueries(queryClient, [...SAVED_MATERIAL_QUERY_KEYS, ...BALANCE_QUERY_KEYS]),
  });

  const start = useCallback(
    (book: Book, kind: BookStudyKind) => {
      if (mutation.isPending) return;
      const next = { book, kind, key: Date.now() };
      setRequest(next);
      setOpen(true);
      mutation.reset();
      mutation.mutate(next, {
        onSuccess: (result) => {
          const made = result.kind === 'flashcards' ? 'Flashcards generated successfully!' : 'Quiz generated successfully!';
          toast({ title: made, description: `${creditsUsed(result.reply.creditsUsed)}.` });
        },
        onError: (error) => {
          setOpen(false);
          toast({ variant: 'destructive', title: 'Failed to generate content', description: errorMessageOf(error, 'Please try again in a moment.') });
        },
      });
    },
    [mutation],
  );

  const pending = mutation.isPending && request !== null;
  const dialog = request ? (
    <BookStudyDialog
      book={request.book}
      kind={request.kind}
      resultKey={request.key}
      open={open}
      onOpenChange={setOpen}
      pending={pending}
      result={mutation.data}
    />
  ) : null;

  return { start, studying: pending ? { bookId: request.book.id, kind: request.kind } : null, dialog };
}
