import type { TriviaQuestion } from '@studyforge/contracts';
import { CheckCircle2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { optionLetter } from '@/lib/quiz-score';
import { CitationPopover } from './citation';
import { ReadAloudButton } from './read-aloud-button';

/** Trivia as a read-only list with the correct option of each question highlighted (spec §2). */
export function TriviaList({ questions, className }: { questions: readonly TriviaQuestion[]; className?: string }) {
  return (
    <ol className={cn('grid gap-4', className)} data-testid="trivia-list">
      {questions.map((item, number) => (
        <li key={number} className="rounded-2xl border bg-card p-4 shadow-xs sm:p-5" data-testid="trivia-question">
          <div className="flex items-start gap-3">
            <span className="grid size-7 shrink-0 place-items-center rounded-full bg-primary/10 text-sm font-semibold text-primary">{number + 1}</span>
            <p className="min-w-0 flex-1 pt-0.5 font-semibold">{item.question}</p>
            <ReadAloudButton iconOnly variant="ghost" label={`Read question ${number + 1} aloud`} text={`${item.question} ${item.options.map((o, i) => `${optionLetter(i)}: ${o}.`).join(' ')}`} />
          </div>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {item.options.map((option, index) => {
              const correct = index === item.correctAnswer;
              return (
                <li
                  key={index}
                  data-correct={correct || undefined}
                  className={cn(
                    'flex items-start gap-2 rounded-xl border px-3 py-2 text-sm',
                    correct ? 'border-success/50 bg-success/10 font-medium text-foreground' : 'text-muted-foreground',
                  )}
                >
                  <span className={cn('font-semibold', correct && 'text-success')}>{optionLetter(index)}.</span>
                  <span className="min-w-0 flex-1">{option}</span>
                  {correct ? (
                    <>
                      <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden />
                      <span className="sr-only">(correct answer)</span>
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <div className="mt-3 flex flex-wrap items-start justify-between gap-2">
            <p className="min-w-0 flex-1 text-sm text-muted-foreground">{item.explanation}</p>
            <CitationPopover citation={item.citation} />
          </div>
        </li>
      ))}
    </ol>
  );
}
