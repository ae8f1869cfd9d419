import { cn } from '@/lib/cn';

export type DotState = 'default' | 'answered' | 'correct' | 'incorrect';

interface ProgressDotsProps {
  count: number;
  current: number;
  onSelect: (index: number) => void;
  /** e.g. `Go to card 3`. */
  labelOf: (index: number) => string;
  stateOf?: (index: number) => DotState;
  className?: string;
}

/** One dot per item: the current one stretched, answered ones filled; each dot jumps to its item. */
export function ProgressDots({ count, current, onSelect, labelOf, stateOf, className }: ProgressDotsProps) {
  return (
    <div className={cn('flex flex-wrap items-center justify-center gap-1.5', className)} data-testid="progress-dots">
      {Array.from({ length: count }, (_, index) => {
        const state = stateOf?.(index) ?? 'default';
        const active = index === current;
        return (
          <button
            key={index}
            type="button"
            aria-label={labelOf(index)}
            aria-current={active ? 'step' : undefined}
            data-state={state}
            onClick={() => onSelect(index)}
            className="group grid h-6 place-items-center rounded-full px-0.5 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <span
              className={cn(
                'block h-2 rounded-full transition-all duration-200',
                active ? 'w-6 bg-primary' : 'w-2 bg-muted-foreground/25 group-hover:bg-muted-foreground/50',
                !active && state === 'answered' && 'bg-primary/50',
                !active && state === 'correct' && 'bg-success',
                !active && state === 'incorrect' && 'bg-destructive',
              )}
            />
          </button>
        );
      })}
    </div>
  );
}
