import { scoreQuiz, type QuizAnswers, type QuizQuestion } from '@studyforge/contracts';
import { ArrowLeft, CheckCircle2, ChevronLeft, ChevronRight, ListChecks, RotateCcw, Send, Trophy, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RadioCard, RadioGroup } from '@/components/ui/radio-group';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { emptyAnswers, firstUnanswered, formatPercent, optionLetter, scoreVerdict, unansweredCount } from '@/lib/quiz-score';
import { CitationBlock } from './citation';
import { ProgressDots } from './progress-dots';
import { ReadAloudButton } from './read-aloud-button';

type PlayerQuestion = Omit<QuizQuestion, 'difficulty'> & { difficulty?: QuizQuestion['difficulty'] };

export interface QuizPlayerProps {
  questions: readonly PlayerQuestion[];
  /** 1 on the upload results, 0 (a rounded percent) on the tool pages (spec §9). */
  percentDecimals: 0 | 1;
  /** 'Retry Quiz' on Quizzes AI, 'Retake Quiz' on the upload results. */
  retryLabel: string;
  /** Called once per submitted attempt with every answer. */
  onSubmit?: (answers: number[]) => void;
  className?: string;
}

type Phase = 'answering' | 'results' | 'review';

const DIFFICULTY_STYLE: Record<QuizQuestion['difficulty'], string> = {
  easy: 'bg-success/12 text-success',
  medium: 'bg-spark/20 text-warning-foreground dark:text-spark',
  hard: 'bg-destructive/12 text-destructive',
};

/**
 * A multiple-choice quiz (spec §2, §4): one question at a time with lettered options and progress
 * dots, Previous/Next/Submit Quiz; submitting needs every question answered; the results show the
 * percentage and correct count with Retry (same quiz, answers cleared, back to question 1) and
 * Review Answers (your answer, the correct one, the explanation and its cited passage).
 */
export function QuizPlayer({ questions, percentDecimals, retryLabel, onSubmit, className }: QuizPlayerProps) {
  const total = questions.length;
  const [answers, setAnswers] = useState<Array<number | null>>(() => emptyAnswers(total));
  const [index, setIndex] = useState(0);
  const [phase, setPhase] = useState<Phase>('answering');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus({ preventScroll: true });
  }, [index, phase]);

  const question = questions[index];
  if (!question) return null;

  const go = (next: number) => {
    if (next < 0 || next >= total) return;
    moved.current = true;
    setIndex(next);
  };

  const answer = (option: number) => setAnswers((current) => current.map((value, i) => (i === index ? option : value)));

  const submit = () => {
    if (unansweredCount(answers) > 0) {
      toast({ variant: 'destructive', title: 'Incomplete quiz', description: `Please answer all ${total} questions before submitting.` });
      go(firstUnanswered(answers));
      return;
    }
    moved.current = true;
    setPhase('results');
    onSubmit?.(answers as number[]);
  };

  const retry = () => {
    moved.current = true;
    setAnswers(emptyAnswers(total));
    setIndex(0);
    setPhase('answering');
  };

  if (phase === 'results') {
    return (
      <QuizResults
        headingRef={headingRef}
        questions={questions}
        answers={answers}
        percentDecimals={percentDecimals}
        retryLabel={retryLabel}
        onRetry={retry}
        onReview={() => {
          moved.current = true;
          setPhase('review');
        }}
        className={className}
      />
    );
  }

  if (phase === 'review') {
    return (
      <QuizReview
        headingRef={headingRef}
        questions={questions}
        answers={answers}
        retryLabel={retryLabel}
        onRetry={retry}
        onBack={() => setPhase('results')}
        className={className}
      />
    );
  }

  const answered = total - unansweredCount(answers);
  const last = index === total - 1;
  return (
    <div className={cn('grid gap-5', className)} data-testid="quiz-player" data-phase="answering">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-semibold text-primary" data-testid="quiz-position">
          Question {index + 1} of {total}
        </span>
        <span className="text-xs text-muted-foreground tabular-nums">
          {answered} of {total} answered
        </span>
      </div>
      <div className="grid gap-4 rounded-3xl border bg-card p-5 shadow-soft sm:p-6">
        <div className="flex items-start gap-3">
          <h3 ref={headingRef} tabIndex={-1} className="min-w-0 flex-1 text-lg leading-snug font-semibold outline-none sm:text-xl" data-testid="quiz-question">
            {question.question}
          </h3>
          <ReadAloudButton
            iconOnly
            variant="ghost"
            label="Read question aloud"
            text={`${question.question} ${question.options.map((o, i) => `${optionLetter(i)}: ${o}.`).join(' ')}`}
          />
        </div>
        {question.difficulty ? (
          <Badge variant="outline" className={cn('border-transparent capitalize', DIFFICULTY_STYLE[question.difficulty])}>
            {question.difficulty}
          </Badge>
        ) : null}
        <RadioGroup
          aria-label={`Answer to question ${index + 1}`}
          value={answers[index] === null ? '' : String(answers[index])}
          onValueChange={(value) => answer(Number(value))}
          className="gap-2.5"
        >
          {question.options.map((option, optionIndex) => (
            <RadioCard key={optionIndex} value={String(optionIndex)} className="group flex items-center gap-3 px-3.5 py-3 sm:px-4">
              <span className="grid size-8 shrink-0 place-items-center rounded-lg border bg-muted text-sm font-bold text-muted-foreground transition-colors group-data-[state=checked]:border-primary group-data-[state=checked]:bg-primary group-data-[state=checked]:text-primary-foreground">
                {optionLetter(optionIndex)}
              </span>
              <span className="min-w-0 flex-1 leading-snug font-medium">{option}</span>
            </RadioCard>
          ))}
        </RadioGroup>
      </div>

      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" onClick={() => go(index - 1)} disabled={index === 0}>
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        {last ? (
          <Button variant="brand" onClick={submit}>
            <Send aria-hidden />
            Submit Quiz
          </Button>
        ) : (
          <Button onClick={() => go(index + 1)}>
            Next
            <ChevronRight aria-hidden />
          </Button>
        )}
      </div>
      <ProgressDots
        count={total}
        current={index}
        onSelect={go}
        labelOf={(i) => `Go to question ${i + 1}${answers[i] === null ? '' : ' (answered)'}`}
        stateOf={(i) => (answers[i] === null ? 'default' : 'answered')}
      />
    </div>
  );
}

interface ResultsProps {
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  questions: readonly PlayerQuestion[];
  answers: QuizAnswers;
  percentDecimals: 0 | 1;
  retryLabel: string;
  onRetry: () => void;
  onReview: () => void;
  className?: string;
}

function QuizResults({ headingRef, questions, answers, percentDecimals, retryLabel, onRetry, onReview, className }: ResultsProps) {
  const score = scoreQuiz(questions, answers);
  const percent = formatPercent(score.percent, percentDecimals);
  const angle = Math.round((score.percent / 100) * 360);
  return (
    <div className={cn('grid justify-items-center gap-5 rounded-3xl border bg-card p-6 text-center shadow-soft sm:p-8', className)} data-testid="quiz-results" data-phase="results">
      <div
        className="grid size-36 place-items-center rounded-full p-2"
        style={{ background: `conic-gradient(var(--primary) ${angle}deg, var(--muted) ${angle}deg)` }}
        aria-hidden
      >
        <div className="grid size-full place-items-center rounded-full bg-card">
          <Trophy className="size-9 text-spark" />
        </div>
      </div>
      <div className="grid gap-1">
        <h3 ref={headingRef} tabIndex={-1} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase outline-none">
          Your score
        </h3>
        <p className="text-5xl font-bold tracking-tight tabular-nums" data-testid="quiz-score">
          {percent}
        </p>
        <p className="text-base font-medium" data-testid="quiz-correct-count">
          You got {score.correct} of {score.total} correct
        </p>
        <p className="text-sm text-muted-foreground">{scoreVerdict(score.percent)}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="brand" onClick={onRetry}>
          <RotateCcw aria-hidden />
          {retryLabel}
        </Button>
        <Button variant="outline" onClick={onReview}>
          <ListChecks aria-hidden />
          Review Answers
        </Button>
      </div>
    </div>
  );
}

interface ReviewProps {
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  questions: readonly PlayerQuestion[];
  answers: QuizAnswers;
  retryLabel: string;
  onRetry: () => void;
  onBack: () => void;
  className?: string;
}

function QuizReview({ headingRef, questions, answers, retryLabel, onRetry, onBack, className }: ReviewProps) {
  return (
    <div className={cn('grid gap-4', className)} data-testid="quiz-review" data-phase="review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          Review Answers
        </h3>
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" onClick={onBack}>
            <ArrowLeft aria-hidden />
            Back to results
          </Button>
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RotateCcw aria-hidden />
            {retryLabel}
          </Button>
        </div>
      </div>
      <ol className="grid gap-3">
        {questions.map((question, index) => {
          const chosen = answers[index];
          const right = chosen === question.correctAnswer;
          return (
            <li key={index} className="grid gap-3 rounded-2xl border bg-card p-4 shadow-xs sm:p-5" data-testid="review-item" data-correct={right}>
              <div className="flex items-start gap-3">
                {right ? (
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-label="Correct" />
                ) : (
                  <XCircle className="mt-0.5 size-5 shrink-0 text-destructive" aria-label="Incorrect" />
                )}
                <p className="min-w-0 flex-1 font-semibold">
                  {index + 1}. {question.question}
                </p>
              </div>
              <dl className="grid gap-1.5 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
                <dt className="font-medium text-muted-foreground">Your answer</dt>
                <dd className={cn('font-medium', right ? 'text-success' : 'text-destructive')}>
                  {chosen === null || chosen === undefined ? 'Not answered' : `${optionLetter(chosen)}. ${question.options[chosen]}`}
                </dd>
                <dt className="font-medium text-muted-foreground">Correct answer</dt>
                <dd className="font-medium text-success">
                  {optionLetter(question.correctAnswer)}. {question.options[question.correctAnswer]}
                </dd>
              </dl>
              <p className="text-sm leading-relaxed">
                <span className="font-semibold">Explanation: </span>
                {question.explanation}
              </p>
              <CitationBlock citation={question.citation} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
