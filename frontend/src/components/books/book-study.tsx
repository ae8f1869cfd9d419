import type { Book } from '@studyforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Info, Layers3, ListChecks } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { FlashcardViewer } from '@/components/study/flashcard-viewer';
import { QuizPlayer } from '@/components/study/quiz-player';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessageOf } from '@/lib/api-client';
import { useRecordQuizAttempt } from '@/lib/generation/quiz-attempts';
import type { FlashcardsReply, QuizReply } from '@/lib/generation/types';
import { AFTER_GENERATION_KEYS } from '@/lib/generation/use-generation';
import { BOOK_STUDY_COUNT, type BookStudyKind } from './book-card';
import { authorsLabel, bookStudySubject } from './book-links';

type StudyResult = { kind: 'flashcards'; reply: FlashcardsReply } | { kind: 'quiz'; reply: QuizReply };

/** POST /api/generate-enhanced-flashcards or -quiz about `<title> by <authors>` (spec §7: 5 items). */
export async function generateBookStudy(
  book: Pick<Book, 'title' | 'authors' | 'subject' | 'description'>,
  kind: BookStudyKind,
): Promise<StudyResult> {
  // The book's subject and description steer the material to the right courses.
  const about = { subject: bookStudySubject(book), major: book.subject ?? undefined, description: book.description?.slice(0, 5000) ?? undefined };
  if (kind === 'flashcards') {
    const reply = await apiRequest<FlashcardsReply>('POST', '/api/generate-enhanced-flashcards', { ...about, count: BOOK_STUDY_COUNT });
    return { kind, reply };
  }
  const reply = await apiRequest<QuizReply>('POST', '/api/generate-enhanced-quiz', { ...about, questionCount: BOOK_STUDY_COUNT });
  return { kind, reply };
}

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
  const recordAttempt = useRecordQuizAttempt();
  const [request, setRequest] = useState<StudyRequest | null>(null);
  const [open, setOpen] = useState(false);

  const mutation = useMutation<StudyResult, Error, StudyRequest>({
    mutationFn: ({ book, kind }) => generateBookStudy(book, kind),
    onSettled: () => Promise.all(AFTER_GENERATION_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
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
          const used = result.reply.creditsUsed;
          toast({ title: made, description: `${used} ${used === 1 ? 'credit' : 'credits'} used.` });
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
  const result = mutation.data;
  const dialog = request ? (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent data-testid="book-study-dialog" data-kind={request.kind} className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{request.kind === 'flashcards' ? 'Flashcards' : 'Quiz'}: {request.book.title}</DialogTitle>
          <DialogDescription>
            {pending
              ? `Writing ${request.kind === 'flashcards' ? `${BOOK_STUDY_COUNT} flashcards` : `a ${BOOK_STUDY_COUNT}-question quiz`} about this book by ${authorsLabel(request.book.authors)}...`
              : result
                ? describe(result)
                : authorsLabel(request.book.authors)}
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-4">
          {pending ? (
            <StudySkeleton kind={request.kind} />
          ) : result ? (
            <>
              {result.reply.notice ? (
                <Alert role="note">
                  <Info aria-hidden className="text-primary" />
                  <AlertDescription className="col-start-2">{result.reply.notice}</AlertDescription>
                </Alert>
              ) : null}
              {result.kind === 'flashcards' ? (
                <FlashcardViewer key={request.key} cards={result.reply.flashcards} />
              ) : (
                <QuizPlayer
                  key={request.key}
                  questions={result.reply.quiz.questions}
                  percentDecimals={0}
                  retryLabel="Retry Quiz"
                  onSubmit={(answers) =>
                    recordAttempt.mutate(
                      { quizId: result.reply.quiz.id, answers },
                      {
                        onError: (error) =>
                          toast({
                            variant: 'destructive',
                            title: 'Score not saved',
                            description: errorMessageOf(error, 'Your result could not be saved. Your score is still shown here.'),
                          }),
                      },
                    )
                  }
                />
              )}
            </>
          ) : null}
        </DialogBody>
      </DialogContent>
    </Dialog>
  ) : null;

  return { start, studying: pending ? { bookId: request.book.id, kind: request.kind } : null, dialog };
}

function describe(result: StudyResult): string {
  const used = `${result.reply.creditsUsed} ${result.reply.creditsUsed === 1 ? 'credit' : 'credits'} used`;
  if (result.kind === 'flashcards') {
    const n = result.reply.flashcards.length;
    return `${n} ${n === 1 ? 'card' : 'cards'} · ${used} · saved to your decks`;
  }
  const n = result.reply.quiz.questions.length;
  return `${n} ${n === 1 ? 'question' : 'questions'} · ${used} · saved to your quizzes`;
}

function StudySkeleton({ kind }: { kind: BookStudyKind }) {
  const Icon = kind === 'flashcards' ? Layers3 : ListChecks;
  return (
    <div className="grid gap-4" aria-busy="true" role="status" aria-label="Generating">
      <div className="grid min-h-64 place-items-center rounded-3xl border bg-card p-6 shadow-soft">
        <div className="grid w-full max-w-sm justify-items-center gap-3">
          <span className="grid size-12 place-items-center rounded-2xl bg-primary/10 text-primary motion-safe:animate-pulse">
            <Icon className="size-6" aria-hidden />
          </span>
          <Skeleton className="h-5 w-4/5" />
          <Skeleton className="h-5 w-3/5" />
        </div>
      </div>
      <div className="flex justify-between">
        <Skeleton className="h-10 w-28" />
        <Skeleton className="h-10 w-28" />
      </div>
    </div>
  );
}
