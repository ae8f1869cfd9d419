import { Check } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { PROGRESS_STEPS, STAGE_MESSAGES, STEP_LABELS, stepState, type GenerationProgress as Progressing } from '../progress';

/** The bar of a running job (ARCHITECTURE §8): what happens now (the stage's message unless the page says more), how far it is, and the four steps. */
export function GenerationProgress({ progress, className, message }: { progress: Progressing; className?: string; message?: string | null }) {
  return (
    <div
      className={cn('grid gap-3 rounded-2xl border bg-muted/40 p-4 animate-fade-in', className)}
      data-testid="generation-progress"
      data-stage={progress.stage}
    >
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="flex items-center gap-2 font-medium" role="status" aria-live="polite">
          {progress.stage === 'done' ? <Check className="size-4 text-success" aria-hidden /> : <Spinner className="size-4" />}
          {message ?? STAGE_MESSAGES[progress.stage]}
        </span>
        <span className="font-semibold text-muted-foreground tabular-nums" aria-hidden>
          {progress.percent}%
        </span>
      </div>
      <Progress value={progress.percent} active aria-label="Generation progress" />
      <ol className="grid grid-cols-4 gap-1 text-[11px] font-medium sm:text-xs" aria-label="Steps">
        {PROGRESS_STEPS.map((step) => {
          const state = stepState(step, progress.stage);
          return (
            <li
              key={step}
              data-state={state}
              aria-current={state === 'active' ? 'step' : undefined}
              className={cn(
                'flex flex-col items-center gap-1 text-center transition-colors',
                state === 'done' && 'text-success',
                state === 'active' && 'text-primary',
                state === 'pending' && 'text-muted-foreground',
              )}
            >
              <span
                className={cn(
                  'grid size-5 shrink-0 place-items-center rounded-full border-2',
                  state === 'done' && 'border-success bg-success text-success-foreground',
                  state === 'active' && 'border-primary',
                  state === 'pending' && 'border-muted-foreground/30',
                )}
                aria-hidden
              >
                {state === 'done' ? <Check className="size-3" strokeWidth={3} /> : state === 'active' ? <span className="size-2 rounded-full bg-primary motion-safe:animate-pulse" /> : null}
              </span>
              {STEP_LABELS[step]}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
