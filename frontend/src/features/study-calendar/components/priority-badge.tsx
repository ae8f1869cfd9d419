import type { StudyPriority } from '@studyforge/contracts';
import { cn } from '@/lib/cn';

export const PRIORITY_LABELS: Record<StudyPriority, string> = { high: 'High', medium: 'Medium', low: 'Low' };

const TINTS: Record<StudyPriority, string> = {
  high: 'bg-destructive/12 text-destructive',
  medium: 'bg-spark/20 text-warning-foreground dark:text-spark',
  low: 'bg-success/15 text-success',
};

export function PriorityBadge({ priority }: { priority: StudyPriority }) {
  return <span className={cn('inline-flex rounded-full px-2 py-0.5 text-[11px] font-semibold', TINTS[priority])}>{PRIORITY_LABELS[priority]} priority</span>;
}
