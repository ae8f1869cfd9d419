import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A determinate bar (0–100); `active` adds moving stripes while work goes on. */
export function Progress({
  className,
  value,
  active = false,
  ...props
}: ComponentProps<typeof ProgressPrimitive.Root> & { value: number; active?: boolean }) {
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={value}
      max={100}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn(
          'h-full w-full rounded-full bg-brand-gradient transition-transform duration-500 ease-out',
          active && 'progress-stripes',
        )}
        style={{ transform: `translateX(-${100 - Math.min(100, Math.max(0, value))}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
