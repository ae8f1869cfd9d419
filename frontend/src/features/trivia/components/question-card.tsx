import type { TriviaAnswer, TriviaPrompt } from '@studyforge/contracts';
import { ArrowRight, CheckCircle2, Flag, Send, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ReadAloudButton } from '@/components/study/read-aloud-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { RadioCard, RadioGroup } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { optionLetter } from '@/lib/quiz-score';
import { ExplanationAudioControls } from './explanation-audio-controls';

interface QuestionCardProps {
  prompt: TriviaPrompt;
  selected: string | null;
  answer: TriviaAnswer | null;
  onSelect: (option: string) => void;
  onSubmit: () => void;
  submitting: boolean;
  onNext: () => void;
  loadingNext: boolean;
}

/**
 * One trivia question (spec §2, §4): four options, 'Submit Answer' once one is selected, then the
 * options lock, the right one shows, with the explanation (spoken when there is audio) and
 * 'Next Question' (or the results after the last one).
 */
export function QuestionCard({ prompt, selected, answer, onSelect, onSubmit, submitting, onNext, loadingNext }: QuestionCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const locked = answer !== null || submitting;
  const done = answer ? prompt.questionNumber : prompt.questionNumber - 1;
  const progress = Math.round((done / prompt.totalQuestions) * 100);

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, [prompt.sessionId, prompt.questionNumber]);

  useEffect(() => {
    if (answer) feedbackRef.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [answer]);

  return (
    <section aria-labelledby="trivia-question" className="grid gap-5 rounded-3xl border bg-card p-5 shadow-soft sm:p-7" data-testid="trivia-question-card">
      <div className="grid gap-2.5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm font-semibold text-primary" data-testid="trivia-position">
            Question {prompt.questionNumber} of {prompt.totalQuestions}
          </span>
          <Badge variant="accent" className="max-w-[60%] truncate">
            {prompt.subject}
          </Badge>
        </div>
        <Progress value={progress} aria-label={`${done} of ${prompt.totalQuestions} answered`} />
      </div>

      <div className="flex items-start gap-3">
        <h2
          id="trivia-question"
          ref={headingRef}
          tabIndex={-1}
          className="min-w-0 flex-1 text-lg leading-snug font-semibold text-pretty outline-none sm:text-xl"
          data-testid="trivia-question"
        >
          {prompt.question}
        </h2>
        <ReadAloudButton
          iconOnly
          variant="ghost"
          label="Read question aloud"
          text={`${prompt.question} ${prompt.options.map((option, index) => `${optionLetter(index)}: ${option}.`).join(' ')}`}
        />
      </div>

      <RadioGroup
        aria-labelledby="trivia-question"
        value={selected ?? ''}
        onValueChange={onSelect}
        disabled={locked}
        className="gap-2.5"
        data-testid="trivia-options"
      >
        {prompt.options.map((option, index) => {
          const isRight = answer !== null && option === answer.correctAnswer;
          const isWrongPick = answer !== null && option === selected && !answer.isCorrect;
          return (
            <RadioCard
              key={option}
              value={option}
              data-result={isRight ? 'correct' : isWrongPick ? 'incorrect' : undefined}
              className={cn(
                'group flex items-center gap-3 px-3.5 py-3 disabled:cursor-default sm:px-4',
                answer && 'disabled:opacity-100',
                answer && !isRight && !isWrongPick && 'opacity-60 disabled:opacity-60',
                isRight && 'border-success bg-success/10 ring-1 ring-success data-[state=checked]:border-success data-[state=checked]:bg-success/10 data-[state=checked]:ring-success',
                isWrongPick && 'border-destructive bg-destructive/10 ring-1 ring-destructive data-[state=checked]:border-destructive data-[state=checked]:bg-destructive/10 data-[state=checked]:ring-destructive',
              )}
            >
              <span
                className={cn(
                  'grid size-8 shrink-0 place-items-center rounded-lg border bg-muted text-sm font-bold text-muted-foreground transition-colors',
                  'group-data-[state=checked]:border-primary group-data-[state=checked]:bg-primary group-data-[state=checked]:text-primary-foreground',
                  isRight && 'border-success bg-success text-success-foreground group-data-[state=checked]:border-success group-data-[state=checked]:bg-success',
                  isWrongPick && 'border-destructive bg-destructive text-destructive-foreground group-data-[state=checked]:border-destructive group-data-[state=checked]:bg-destructive',
                )}
              >
                {optionLetter(index)}
              </span>
              <span className="min-w-0 flex-1 leading-snug font-medium" data-testid="trivia-option-text">
                {option}
              </span>
              {isRight ? (
                <>
                  <CheckCircle2 className="size-5 shrink-0 text-success" aria-hidden />
                  <span className="sr-only">(correct answer)</span>
                </>
              ) : isWrongPick ? (
                <>
                  <XCircle className="size-5 shrink-0 text-destructive" aria-hidden />
                  <span className="sr-only">(your answer)</span>
                </>
              ) : null}
            </RadioCard>
          );
        })}
      </RadioGroup>

      {answer ? (
        <div
          ref={feedbackRef}
          role="status"
          data-testid="trivia-feedback"
          data-correct={answer.isCorrect}
          className={cn(
            'grid scroll-mt-24 gap-3 rounded-2xl border p-4 motion-safe:animate-zoom-in sm:p-5',
            answer.isCorrect ? 'border-success/40 bg-success/[0.07]' : 'border-destructive/35 bg-destructive/[0.06]',
          )}
        >
          <p className={cn('flex items-center gap-2 text-lg font-bold', answer.isCorrect ? 'text-success' : 'text-destructive')}>
            {answer.isCorrect ? <CheckCircle2 className="size-6" aria-hidden /> : <XCircle className="size-6" aria-hidden />}
            {answer.isCorrect ? 'Correct!' : 'Incorrect'}
          </p>
          <p className="text-sm">
            The correct answer is <span className="font-semibold" data-testid="trivia-correct-answer">{answer.correctAnswer}</span>.
          </p>
          <p className="text-sm leading-relaxed text-muted-foreground" data-testid="trivia-explanation">
            {answer.explanation}
          </p>
          {answer.audioUrl ? <ExplanationAudioControls key={answer.audioUrl} url={answer.audioUrl} className="w-fit max-w-full" /> : null}
        </div>
      ) : null}

      <div className="flex justify-end">
        {answer ? (
          <Button variant="brand" size="lg" className="w-full sm:w-auto" onClick={onNext} disabled={loadingNext} autoFocus>
            {loadingNext ? <Spinner className="size-4 text-current" /> : answer.hasNext ? null : <Flag aria-hidden />}
            {answer.hasNext ? 'Next Question' : 'See Results'}
            {answer.hasNext && !loadingNext ? <ArrowRight aria-hidden /> : null}
          </Button>
        ) : (
          <Button variant="brand" size="lg" className="w-full sm:w-auto" onClick={onSubmit} disabled={selected === null || submitting}>
            {submitting ? <Spinner className="size-4 text-current" /> : <Send aria-hidden />}
            {submitting ? 'Checking...' : 'Submit Answer'}
          </Button>
        )}
      </div>
    </section>
  );
}
