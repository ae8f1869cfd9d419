import type { SavedQuiz } from '@studyforge/contracts';
import { GenerationNotice } from '@/components/study/generation-notice';
import { RecordedQuizPlayer } from '@/components/study/recorded-quiz-player';
import { Skeleton } from '@/components/ui/skeleton';

export interface OpenQuiz {
  /** Changes for every newly opened quiz, so the player starts over. */
  key: string;
  id: string;
  title: string;
  questions: SavedQuiz['questions'];
  notice: string | null;
}

/** A quiz to take: its title, how many questions, the server's notice and the player (attempts are recorded). */
export function QuizStudy({ quiz }: { quiz: OpenQuiz }) {
  return (
    <section aria-label="Take your quiz" className="grid gap-5 rounded-3xl border bg-card/60 p-5 shadow-soft sm:p-7" data-testid="quiz-section">
      <div>
        <h2 className="text-xl font-bold tracking-tight">{quiz.title}</h2>
        <p className="text-sm text-muted-foreground">
          {quiz.questions.length} {quiz.questions.length === 1 ? 'question' : 'questions'} · answer all of them, then submit
        </p>
      </div>
      <GenerationNotice notice={quiz.notice} />
      <RecordedQuizPlayer key={quiz.key} quizId={quiz.id} questions={quiz.questions} percentDecimals={0} retryLabel="Retry Quiz" />
    </section>
  );
}

/** The quiz's shape while it is written. */
export function QuizSkeleton() {
  return (
    <div className="grid gap-4 rounded-3xl border bg-card p-5 shadow-soft sm:p-7" aria-busy="true" aria-label="Writing your quiz">
      <Skeleton className="h-7 w-1/2" />
      <Skeleton className="h-6 w-5/6" />
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-14 w-full rounded-xl" />
      ))}
    </div>
  );
}
