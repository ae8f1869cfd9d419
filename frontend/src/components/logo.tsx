import { Layers } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The StudyForge mark and word mark. */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold tracking-tight', className)}>
      <span className="grid size-8 place-items-center rounded-lg bg-brand-gradient text-white shadow-sm shadow-primary/30">
        <Layers className="size-[18px]" strokeWidth={2.4} aria-hidden />
      </span>
      <span className={cn('text-lg', compact && 'sr-only sm:not-sr-only')}>
        Study<span className="text-brand-gradient">Forge</span>
      </span>
    </span>
  );
}
