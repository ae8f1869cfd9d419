import { ErrorCode, TRIVIA_CREDITS_PER_QUESTION } from '@studyforge/contracts';
import { ArrowRight, Brain, CalendarCheck2, Flame, Headphones, Zap } from 'lucide-react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { Mascot } from '@/components/mascot/mascot';
import { useMascot } from '@/components/mascot/use-mascot';
import { ToolPageHeader } from '@/components/study/tool-page-header';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf, isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toastPartsOf } from '@/lib/toast-parts';
import { useTriviaStats } from '../api/get-trivia-stats';
import { useNextTriviaQuestion, useSubmitTriviaAnswer } from '../api/play-trivia';
import { useStartTrivia } from '../api/start-trivia';
import { accuracyPercent, initialGame, triviaReducer } from '../trivia-game';
import {
  checkTriviaCredits,
  chooseBook,
  chooseCount,
  chooseCourse,
  chooseMajor,
  chooseMode,
  chooseSubject,
  initialSelection,
  selectionProblem,
  startRequestOf,
  triviaCost,
  type TriviaSelection,
} from '../trivia-selection';
import { BookSteps, type TriviaBookCatalogue } from './book-steps';
import { ModePicker } from './mode-picker';
import { QuestionCard } from './question-card';
import { ReadySummary } from './ready-summary';
import { Scoreboard } from './scoreboard';
import { SessionSummary } from './session-summary';
import { StructuredSteps } from './structured-steps';
import { TriviaStatsPanel } from './trivia-stats-panel';

/** Spec §8: what the mascot says when a session cannot be generated. */
const GENERATE_FAILED_MASCOT = 'Failed to generate trivia. Please try again!';

const MISSING_HINT: Record<TriviaSelection['mode'], string> = {
  structured: 'Choose a major and one of its courses.',
  books: 'Choose a subject, a book, or both.',
};

interface TriviaPageProps {
  /** The credit balance (null while unknown), for the check before a session is generated. */
  balance: number | null;
  /** The student's major, chosen for them when it is one of the 15. */
  major: string | null;
  /** The book catalogue's subject select and book picker, for book mode. */
  bookCatalogue: TriviaBookCatalogue;
}

/**
 * The Daily Trivia Challenge (/trivia, spec §2, §4, §5): mode → selection → 'Ready to Start' →
 * questions one at a time with the score (correct, answered, the server's streak) → session summary.
 */
export function TriviaPage({ balance, major, bookCatalogue }: TriviaPageProps) {
  const [selection, setSelection] = useState(() => initialSelection(major));
  const [game, dispatch] = useReducer(triviaReducer, undefined, () => initialGame());
  const stats = useTriviaStats();
  const mascot = useMascot();
  const start = useStartTrivia();
  const submit = useSubmitTriviaAnswer();
  const next = useNextTriviaQuestion();
  const mainRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // Bring the new step into view (phones: the selection is long).
  const questionNumber = game.prompt?.questionNumber ?? 0;
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const main = mainRef.current;
    if (main && main.getBoundingClientRect().top < 0) main.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [game.phase, questionNumber]);

  const playing = game.phase === 'playing';
  const cost = triviaCost(selection.count);
  const short = balance !== null && balance < cost;

  const update = (change: (current: TriviaSelection) => TriviaSelection) => setSelection((current) => change(current));

  const onContinue = () => {
    const problem = selectionProblem(selection);
    if (problem) {
      toast({ variant: 'destructive', title: problem, description: MISSING_HINT[selection.mode] });
      return;
    }
    dispatch({ type: 'review' });
  };

  const onStart = () => {
    const request = startRequestOf(selection);
    if (!request) {
      const problem = selectionProblem(selection) ?? 'Complete your selection';
      toast({ variant: 'destructive', title: problem, description: MISSING_HINT[selection.mode] });
      dispatch({ type: 'back' });
      return;
    }
    const credits = checkTriviaCredits(balance, selection.count);
    if (!credits.ok) {
      toast({ variant: 'destructive', title: credits.title, description: credits.description });
      return;
    }
    mascot.think('Writing your questions...');
    start.mutate(request, {
      onSuccess: (prompt) => {
        dispatch({ type: 'started', prompt, streak: stats.data?.currentStreak ?? 0 });
        mascot.rest();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === ErrorCode.InsufficientCredits && error.serverMessage) {
          mascot.rest();
          const { title, description } = toastPartsOf(error.serverMessage, 'Insufficient Credits');
          toast({ variant: 'destructive', title, description });
          return;
        }
        mascot.fail(GENERATE_FAILED_MASCOT);
        toast({ variant: 'destructive', title: 'Failed to generate trivia', description: errorMessageOf(error, error.message) });
      },
    });
  };

  const onSubmit = () => {
    if (!game.prompt || game.selected === null || game.answer) return;
    submit.mutate(
      { sessionId: game.prompt.sessionId, selectedAnswer: game.selected },
      {
        onSuccess: (answer) => {
          dispatch({ type: 'answered', answer });
          if (answer.isCorrect) mascot.celebrate(answer.currentStreak > 1 ? `Correct! ${answer.currentStreak} in a row!` : 'Correct! Nice one!');
          else mascot.fail('Not quite. Check the explanation!');
        },
        onError: (error) => {
          toast({ variant: 'destructive', title: 'Failed to submit answer', description: errorMessageOf(error, 'Please try again.') });
        },
      },
    );
  };

  const onNext = () => {
    if (!game.prompt || !game.answer) return;
    if (!game.answer.hasNext) {
      dispatch({ type: 'finish' });
      const percent = accuracyPercent(game.answer.correctCount, game.prompt.totalQuestions);
      if (percent >= 80) mascot.celebrate('What a round!');
      else mascot.rest();
      return;
    }
    next.mutate(
      { sessionId: game.prompt.sessionId },
      {
        onSuccess: (prompt) => dispatch({ type: 'next', prompt }),
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Could not load the next question', description: errorMessageOf(error, 'Please try again.') }),
      },
    );
  };

  return (
    <div className="grid gap-6 sm:gap-8">
      <title>Daily Trivia Challenge · StudyForge</title>
      <ToolPageHeader
        icon={Brain}
        tint="bg-amber-500/12 text-amber-600 dark:text-amber-400"
        title="Daily Trivia Challenge"
        description="Quick questions from your courses or a book. Keep your streak alive and come back every day."
        cost={`${TRIVIA_CREDITS_PER_QUESTION} credits per question`}
        mascot={<Mascot mood={mascot.mood} message={mascot.message} size={64} />}
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_19rem] lg:items-start lg:gap-8">
        <div ref={mainRef} className="grid min-w-0 scroll-mt-24 gap-4">
          {game.phase === 'setup' ? (
            <section aria-labelledby="trivia-setup-title" className="grid gap-6 rounded-3xl border bg-card p-5 shadow-soft sm:p-7" data-testid="trivia-setup">
              <h2 id="trivia-setup-title" className="text-xl font-bold tracking-tight">
                Set up your challenge
              </h2>
              <ModePicker mode={selection.mode} onChange={(mode) => update((current) => chooseMode(current, mode))} />
              <div className="border-t" />
              {selection.mode === 'structured' ? (
                <StructuredSteps
                  selection={selection}
                  onMajor={(value) => update((current) => chooseMajor(current, value))}
                  onCourse={(value) => update((current) => chooseCourse(current, value))}
                  onCount={(value) => update((current) => chooseCount(current, value))}
                />
              ) : (
                <BookSteps
                  catalogue={bookCatalogue}
                  selection={selection}
                  onSubject={(value) => update((current) => chooseSubject(current, value))}
                  onBook={(value) => update((current) => chooseBook(current, value))}
                  onCount={(value) => update((current) => chooseCount(current, value))}
                />
              )}
              <div className="flex flex-col gap-3 border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
                <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm', short ? 'text-destructive' : 'text-muted-foreground')} data-testid="trivia-cost">
                  <Zap className="size-4 shrink-0 text-spark" aria-hidden />
                  <span className="font-medium text-foreground">Costs {cost} credits</span>
                  {balance !== null ? <span>· you have {balance}</span> : null}
                </p>
                <Button variant="brand" size="lg" onClick={onContinue}>
                  Continue
                  <ArrowRight aria-hidden />
                </Button>
              </div>
            </section>
          ) : game.phase === 'ready' ? (
            <ReadySummary selection={selection} balance={balance} pending={start.isPending} onBack={() => dispatch({ type: 'back' })} onStart={onStart} />
          ) : game.phase === 'playing' && game.prompt ? (
            <>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Your score</h2>
                {stats.data ? (
                  <span className="inline-flex items-center gap-1.5 rounded-full bg-orange-500/12 px-2.5 py-1 text-xs font-semibold text-orange-700 dark:text-orange-300" data-testid="trivia-day-streak">
                    <CalendarCheck2 className="size-3.5" aria-hidden />
                    Day streak {stats.data.dayStreak}
                  </span>
                ) : null}
              </div>
              <Scoreboard score={game.score} />
              <QuestionCard
                key={`${game.prompt.sessionId}-${game.prompt.questionNumber}`}
                prompt={game.prompt}
                selected={game.selected}
                answer={game.answer}
                onSelect={(option) => dispatch({ type: 'select', option })}
                onSubmit={onSubmit}
                submitting={submit.isPending}
                onNext={onNext}
                loadingNext={next.isPending}
              />
            </>
          ) : game.phase === 'finished' && game.prompt ? (
            <SessionSummary
              score={game.score}
              total={game.prompt.totalQuestions}
              subject={game.prompt.subject}
              creditsUsed={game.creditsUsed}
              bestStreak={stats.data?.bestStreak ?? null}
              dayStreak={stats.data?.dayStreak ?? null}
              onPlayAgain={() => dispatch({ type: 'again' })}
              onNewChallenge={() => dispatch({ type: 'restart' })}
            />
          ) : null}
        </div>

        <aside aria-label="Trivia record" className={cn('grid gap-4 max-lg:order-first lg:sticky lg:top-24', playing && 'max-lg:hidden')}>
          <TriviaStatsPanel stats={stats.data} isLoading={stats.isLoading} />
          {game.phase === 'setup' || game.phase === 'ready' ? <HowItWorks /> : null}
        </aside>
      </div>
    </div>
  );
}

function HowItWorks() {
  const points = [
    { icon: Zap, text: `${TRIVIA_CREDITS_PER_QUESTION} credits per question, charged once when the challenge starts.` },
    { icon: Flame, text: 'Each right answer grows your streak; a wrong one resets it to zero.' },
    { icon: Headphones, text: 'Every answer comes with an explanation, read aloud.' },
    { icon: CalendarCheck2, text: 'Play once a day to keep your day streak going.' },
  ];
  return (
    <section aria-labelledby="trivia-how" className="hidden rounded-2xl border bg-card p-4 shadow-xs lg:block">
      <h2 id="trivia-how" className="text-sm font-semibold">
        How it works
      </h2>
      <ul className="mt-3 grid gap-2.5">
        {points.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-2.5 text-sm text-muted-foreground">
            <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
