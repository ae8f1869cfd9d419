import type { Book } from '@studyforge/contracts';
import { Layers3, ListChecks } from 'lucide-react';
import { FlashcardViewer } from '@/components/study/flashcard-viewer';
import { GenerationNotice } from '@/components/study/generation-notice';
import { RecordedQuizPlayer } from '@/components/study/recorded-quiz-player';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { creditsUsed } from '@/lib/format';
import type { BookStudyResult } from '../api/generate-book-study';
import { authorsLabel } from '../book-links';
import { BOOK_STUDY_COUNT, type BookStudyKind } from './book-card';

interface BookStudyDialogProps {
  book: Book;
  kind: BookStudyKind;
  /** Changes per request, so a new result starts at card 1 / question 1. */
  resultKey: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  result: BookStudyResult | undefined;
}

/** Flashcards or a quiz about a book: a placeholder while they are written, then the viewer or the player. */
export function BookStudyDialog({ book, kind, resultKey, open, onOpenChange, pending, result }: BookStudyDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="book-study-dialog" data-kind={kind} className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{kind === 'flashcards' ? 'Flashcards' : 'Quiz'}: {book.title}</DialogTitle>
          <DialogDescription>
            {pending
              ? `Writing ${kind === 'flashcards' ? `${BOOK_STUDY_COUNT} flashcards` : `a ${BOOK_STUDY_COUNT}-question quiz`} about this book by ${authorsLabel(book.authors)}...`
              : result
                ? describe(result)
                : authorsLabel(book.authors)}
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-4">
          {pending ? (
            <StudySkeleton kind={kind} />
          ) : result ? (
            <>
              <GenerationNotice notice={result.reply.notice} />
              {result.kind === 'flashcards' ? (
                <FlashcardViewer key={resultKey} cards={result.reply.flashcards} />
              ) : (
                <RecordedQuizPlayer
                  key={resultKey}
                  quizId={result.reply.quiz.id}
                  questions={result.reply.quiz.questions}
                  percentDecimals={0}
                  retryLabel="Retry Quiz"
                />
              )}
            </>
          ) : null}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

function describe(result: BookStudyResult): string {
  const used = creditsUsed(result.reply.creditsUsed);
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
