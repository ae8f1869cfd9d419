import { FlashcardViewer } from '@/components/study/flashcard-viewer';
import { GenerationNotice } from '@/components/study/generation-notice';
import { RecordedQuizPlayer } from '@/components/study/recorded-quiz-player';
import { TriviaList } from '@/components/study/trivia-list';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { creditsUsed } from '@/lib/format';
import type { GeneratedContent } from '../api/generate-content';

interface GenerationResultsDialogProps {
  content: GeneratedContent | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function summaryOf(content: GeneratedContent): { title: string; what: string; notice: string | null } {
  const used = creditsUsed(content.reply.creditsUsed);
  switch (content.kind) {
    case 'flashcards': {
      const n = content.reply.flashcards.length;
      return { title: 'Your flashcards', what: `${n} ${n === 1 ? 'card' : 'cards'} · ${used}`, notice: content.reply.notice };
    }
    case 'quiz':
    case 'practice-test': {
      const n = content.reply.quiz.questions.length;
      return { title: content.reply.quiz.title, what: `${content.kind === 'quiz' ? 'Quiz' : 'Practice test'} · ${n} ${n === 1 ? 'question' : 'questions'} · ${used}`, notice: content.reply.notice };
    }
    case 'trivia': {
      const n = content.reply.triviaQuestions.length;
      return { title: 'Your trivia questions', what: `${n} ${n === 1 ? 'question' : 'questions'} · ${used}`, notice: content.reply.notice };
    }
  }
}

/** The results of Upload & Generate (spec §2): flashcards, a quiz or practice test, or trivia. */
export function GenerationResultsDialog({ content, open, onOpenChange }: GenerationResultsDialogProps) {
  if (!content) return null;
  const summary = summaryOf(content);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="results-dialog" data-kind={content.kind} className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{summary.title}</DialogTitle>
          <DialogDescription>{summary.what}</DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-4">
          <GenerationNotice notice={summary.notice} />
          {content.kind === 'flashcards' ? (
            <FlashcardViewer key={content.reply.jobId} cards={content.reply.flashcards} />
          ) : content.kind === 'trivia' ? (
            <TriviaList key={content.reply.jobId} questions={content.reply.triviaQuestions} />
          ) : (
            <RecordedQuizPlayer
              key={content.reply.jobId}
              quizId={content.reply.quiz.id}
              questions={content.reply.quiz.questions}
              percentDecimals={1}
              retryLabel="Retake Quiz"
            />
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
