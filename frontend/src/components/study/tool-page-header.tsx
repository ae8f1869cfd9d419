import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface ToolPageHeaderProps {
  icon: LucideIcon;
  /** Tailwind classes of the icon chip. */
  tint: string;
  title: string;
  description: string;
  /** e.g. '2 credits per study guide'. */
  cost: string;
  /** The mascot, on the right. */
  mascot?: ReactNode;
}

/** Title row of a study tool page: icon, name, what it does, what it costs, and the mascot. */
export function ToolPageHeader({ icon: Icon, tint, title, description, cost, mascot }: ToolPageHeaderProps) {
  return (
    <div className="flex items-start gap-4">
      <span className={cn('hidden size-14 shrink-0 place-items-center rounded-2xl sm:grid', tint)}>
        <Icon className="size-7" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-1.5 max-w-2xl text-base text-muted-foreground">{description}</p>
        <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-spark/15 px-3 py-1 text-xs font-semibold text-warning-foreground dark:text-spark">
          {cost}
        </p>
      </div>
      {mascot ? <div className="shrink-0 pt-1">{mascot}</div> : null}
    </div>
  );
}
