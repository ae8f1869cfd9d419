import { Check } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { PROGRESS_STEPS, STAGE_MESSAGES, STEP_LABELS, stepState, type GenerationProgress as Progressing } from '@/lib/generation/progress';

/** The bar of a running job (ARCHITECTURE §8): what happens now, how far it is, and the four steps. */
export function GenerationProgress({ progress, className }: { progress: Progressing; className?: string }) {
  return (
    <div
      className={cn('grid gap-3 rounded-2xl border bg-muted/40 p-4 animate-fade-in', className)}
      data-testid="generation-progress"
      data-stage={progress.stage}
    >
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="flex items-center gap-2 font-medium" role="status" aria-live="polite">
          <Spinner className="size-4" />
          {STAGE_MESSAGES[progress.stage]}
        </span>
        <span className="font-semibold text-muted-foreground tabular-nums" aria-hidden>
          {progress.percent}%
        </span>
      </div>
      <Progress value={progress.percent} active aria-label="Generation progress" />
      <ol className="grid grid-cols-4 gap-1.5 text-[11px] font-medium sm:text-xs" aria-label="Steps">
        {PROGRESS_STEPS.map((step) => {
          const state = stepState(step, progress.stage);
          return (
            <li
              key={step}
              data-state={state}
              aria-current={state === 'active' ? 'step' : undefined}
              className={cn(
                'flex items-center justify-center gap-1 rounded-full px-1.5 py-1 transition-colors',
                state === 'done' && 'bg-success/12 text-success',
                state === 'active' && 'bg-primary/12 text-primary',
                state === 'pending' && 'text-muted-foreground',
              )}
            >
              {state === 'done' ? <Check className="size-3.5" aria-hidden /> : null}
              {STEP_LABELS[step]}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
