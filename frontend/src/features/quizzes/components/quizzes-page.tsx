import { generationLimits, type SavedQuiz } from '@studyforge/contracts';
import { Info, ListChecks, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { Mascot } from '@/components/mascot/mascot';
import { MASCOT_MESSAGES } from '@/components/mascot/mascot-timing';
import { useMascot } from '@/components/mascot/use-mascot';
import { CountPicker } from '@/components/study/count-picker';
import { EmptyState } from '@/components/study/empty-state';
import { GenerationProgress } from '@/components/study/generation-progress';
import { QuizPlayer } from '@/components/study/quiz-player';
import { RecentList } from '@/components/study/recent-list';
import { StudyMaterialInput } from '@/components/study/study-material-input';
import { ToolPageHeader } from '@/components/study/tool-page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf } from '@/lib/api-client';
import { formatRelativeDate } from '@/lib/format';
import { failureDescription } from '@/lib/generation/failure';
import { costLabel, generationCost } from '@/lib/generation/generation-cost';
import { formatPercent } from '@/lib/generation/quiz-score';
import { useRecordQuizAttempt } from '@/lib/generation/quiz-attempts';
import { hasStudyMaterial } from '@/lib/generation/types';
import { useGenerateQuiz } from '../api/generate-quiz';
import { useQuizzes } from '../api/get-quizzes';

interface OpenQuiz {
  /** Changes for every newly opened quiz, so the player starts over. */
  key: string;
  id: string;
  title: string;
  questions: SavedQuiz['questions'];
  notice: string | null;
}

const KIND_NAMES: Record<SavedQuiz['kind'], string> = { quiz: 'Quiz', 'practice-test': 'Practice test', trivia: 'Trivia' };

function savedMeta(quiz: SavedQuiz): string {
  const parts = [`${KIND_NAMES[quiz.kind]} · ${quiz.totalQuestions} ${quiz.totalQuestions === 1 ? 'question' : 'questions'}`];
  if (quiz.bestScore !== null) parts.push(`best ${formatPercent(quiz.bestScore, 0)}`);
  parts.push(formatRelativeDate(quiz.createdAt));
  return parts.join(' · ');
}

/** Quizzes AI (/quizzes-ai, spec §2): material and a question count in, a quiz to take out. */
export function QuizzesPage() {
  const [files, setFiles] = useState<File[]>([]);
  const [text, setText] = useState('');
  const [count, setCount] = useState<number>(generationLimits.defaultQuizCount);
  const [quiz, setQuiz] = useState<OpenQuiz | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const mascot = useMascot();
  const generate = useGenerateQuiz();
  const quizzes = useQuizzes();
  const recordAttempt = useRecordQuizAttempt();
  const pending = generate.isPending;

  const onGenerate = () => {
    if (!hasStudyMaterial({ files, text })) {
      toast({ variant: 'destructive', title: 'No content provided', description: 'Please upload files or enter text to generate quiz.' });
      return;
    }
    mascot.think(MASCOT_MESSAGES.thinking);
    generate.mutate(
      { files, text, questionCount: count },
      {
        onSuccess: (reply) => {
          setQuiz({ key: reply.jobId, id: reply.quiz.id, title: reply.quiz.title, questions: reply.quiz.questions, notice: reply.notice });
          setFiles([]);
          mascot.celebrate('Your quiz is ready!');
          toast({ title: 'Quiz generated successfully!', description: `${reply.quiz.questions.length} questions · ${reply.creditsUsed} ${reply.creditsUsed === 1 ? 'credit' : 'credits'} used.` });
          resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        },
        onError: (error) => {
          mascot.fail(MASCOT_MESSAGES.uploadFailed);
          toast({ variant: 'destructive', title: 'Error', description: failureDescription(error, 'Failed to generate quiz. Please try again.') });
        },
      },
    );
  };

  const onSubmit = (quizId: string, answers: number[]) =>
    recordAttempt.mutate(
      { quizId, answers },
      {
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Score not saved', description: errorMessageOf(error, 'Your result could not be saved. Your score is still shown here.') }),
      },
    );

  return (
    <div className="grid gap-8">
      <title>Quizzes AI · StudyForge</title>
      <ToolPageHeader
        icon={ListChecks}
        tint="bg-emerald-500/12 text-emerald-600 dark:text-emerald-400"
        title="Quizzes AI"
        description="Practice with multiple-choice quizzes that explain every answer and show where it comes from."
        cost={`${generationCost('quiz', 1)} credits per quiz`}
        mascot={<Mascot mood={mascot.mood} message={mascot.message} size={64} />}
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-8">
        <section aria-label="Your material" className="grid content-start gap-5 rounded-3xl border bg-card p-5 shadow-soft sm:p-6">
          <StudyMaterialInput files={files} onFilesChange={setFiles} text={text} onTextChange={setText} disabled={pending} />
          <CountPicker label="Number of questions" value={count} options={generationLimits.quizCounts} onChange={setCount} disabled={pending} />
          <Button variant="brand" size="lg" className="w-full" onClick={onGenerate} disabled={pending}>
            {pending ? <Spinner className="size-4 text-current" /> : <Sparkles aria-hidden />}
            {pending ? 'Generating...' : 'Generate Quiz'}
          </Button>
          <p className="-mt-2 text-center text-xs text-muted-foreground" data-testid="generation-cost">
            {costLabel(generationCost('quiz', count))}
          </p>
          {generate.progress ? <GenerationProgress progress={generate.progress} /> : null}
        </section>

        <div ref={resultRef} className="scroll-mt-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {pending ? (
            <div className="grid gap-4 rounded-3xl border bg-card p-5 shadow-soft sm:p-7" aria-busy="true" aria-label="Writing your quiz">
              <Skeleton className="h-7 w-1/2" />
              <Skeleton className="h-6 w-5/6" />
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-14 w-full rounded-xl" />
              ))}
            </div>
          ) : quiz ? (
            <section aria-label="Take your quiz" className="grid gap-5 rounded-3xl border bg-card/60 p-5 shadow-soft sm:p-7" data-testid="quiz-section">
              <div>
                <h2 className="text-xl font-bold tracking-tight">{quiz.title}</h2>
                <p className="text-sm text-muted-foreground">
                  {quiz.questions.length} {quiz.questions.length === 1 ? 'question' : 'questions'} · answer all of them, then submit
                </p>
              </div>
              {quiz.notice ? (
                <Alert data-testid="generation-notice" role="note">
                  <Info aria-hidden className="text-primary" />
                  <AlertDescription className="col-start-2">{quiz.notice}</AlertDescription>
                </Alert>
              ) : null}
              <QuizPlayer
                key={quiz.key}
                questions={quiz.questions}
                percentDecimals={0}
                retryLabel="Retry Quiz"
                onSubmit={(answers) => onSubmit(quiz.id, answers)}
              />
            </section>
          ) : (
            <EmptyState icon={ListChecks} title="Your quiz will appear here" className="h-full min-h-72 bg-card/50">
              Upload a file or paste some text, pick how many questions you want, then choose Generate Quiz.
            </EmptyState>
          )}
        </div>

        <RecentList
          title="Your quizzes"
          icon={ListChecks}
          items={quizzes.data?.map((q) => ({ id: q.id, title: q.title, meta: savedMeta(q) }))}
          isLoading={quizzes.isLoading}
          error={quizzes.isError ? errorMessageOf(quizzes.error, 'Your quizzes could not be loaded.') : null}
          onRetry={() => void quizzes.refetch()}
          activeId={quiz?.id ?? null}
          onOpen={(id) => {
            const saved = quizzes.data?.find((q) => q.id === id);
            if (!saved) return;
            setQuiz({ key: `${saved.id}-${Date.now()}`, id: saved.id, title: saved.title, questions: saved.questions, notice: null });
            resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
          emptyTitle="No quizzes yet"
          emptyText="Quizzes you generate are saved here with your best score, so you can retake them any time."
        />
      </div>
    </div>
  );
}
