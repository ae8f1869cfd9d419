import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import type { PlanProgress } from '../api/generate-study-plan';

const MESSAGES: Partial<Record<PlanProgress['stage'], string>> = {
  queued: 'Waiting for a free worker...',
  generating: 'Spreading your hours before each due date...',
  saving: 'Saving your plan and reminders...',
  done: 'Done!',
};

/** The job's progress while the plan is built (ARCHITECTURE §8: a progress bar for every job). */
export function PlanProgressBar({ progress }: { progress: PlanProgress }) {
  return (
    <div className="grid gap-2 rounded-xl border bg-muted/40 p-3" data-testid="plan-progress" data-stage={progress.stage}>
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="flex items-center gap-2 font-medium" role="status" aria-live="polite">
          <Spinner className="size-4" />
          {MESSAGES[progress.stage] ?? 'Building your study plan...'}
        </span>
        <span className="font-semibold text-muted-foreground tabular-nums" aria-hidden>
          {progress.percent}%
        </span>
      </div>
      <Progress value={progress.percent} active aria-label="Study plan progress" />
    </div>
  );
}
