import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface SelectionStepProps {
  number: number;
  title: string;
  /** Id of the title, for the control it labels. */
  titleId?: string;
  hint?: string;
  /** Dimmed until the step before is done. */
  waiting?: boolean;
  children: ReactNode;
  className?: string;
}

/** One numbered step of the trivia selection. */
export function SelectionStep({ number, title, titleId, hint, waiting = false, children, className }: SelectionStepProps) {
  return (
    <div className={cn('grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-3', className)}>
      <span
        aria-hidden
        className={cn(
          'grid size-7 place-items-center rounded-full text-sm font-bold transition-colors',
          waiting ? 'bg-muted text-muted-foreground' : 'bg-primary text-primary-foreground',
        )}
      >
        {number}
      </span>
      <div className="grid gap-0.5 self-center">
        <h3 id={titleId} className="text-sm leading-tight font-semibold">
          {title}
        </h3>
        {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      </div>
      <div className="col-span-2 sm:col-start-2 sm:col-end-3">{children}</div>
    </div>
  );
}
